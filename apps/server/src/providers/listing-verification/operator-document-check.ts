import { listingVerifications } from '../../db/schema/listings.ts';
import type { ListingVerification } from './listing-verification.ts';

/**
 * The default adapter: the operator opened the firm's uploaded authorisation ('Yetki Belgesi')
 * and ticked 'Yetki belgesini kontrol ettim.' before publishing. It checks nothing elsewhere, so
 * its public line says exactly that (decision 069). A listing re-verified (a later method) keeps
 * one row: the newest check.
 */
export function createOperatorDocumentCheck(): ListingVerification {
  return {
    method: 'operator_document_check',
    check(request) {
      return Promise.resolve({
        method: 'operator_document_check',
        reference: null,
        checkedBy: request.operatorId,
        checkedAt: request.now,
      });
    },
    async record(tx, listingId, outcome) {
      const values = {
        method: outcome.method,
        reference: outcome.reference,
        checkedBy: outcome.checkedBy,
        checkedAt: outcome.checkedAt,
      };
      await tx
        .insert(listingVerifications)
        .values({ listingId, ...values })
        .onConflictDoUpdate({ target: listingVerifications.listingId, set: values });
    },
  };
}
