import type { ListingVerificationMethod } from '@arsamezat/shared/listings/listing-verification';
import type { Tx } from '../../db/client.ts';

/**
 * The `ListingVerification` port (issue 28, decision 069): how a firm's listing is verified when
 * the operator publishes it, and the record the public line ('Yetki belgesi kontrol edildi')
 * comes from. The default adapter, `operator-document-check`, records that the operator looked at
 * the uploaded authorisation. An electronic check by the Ministry of Trade, once the platform is
 * given access, is another adapter with its own method and the Ministry's reference; it would
 * make its network call in `check` (before the transaction) and record in `record`.
 */
export type ListingVerificationRequest = {
  listingId: string;
  /** The operator who checked and published. */
  operatorId: string;
  /** What the firm declared, passed to an electronic check. */
  tasinmazNo: string | null;
  now: Date;
};

/** What a check found, ready to be recorded. */
export type ListingVerificationOutcome = {
  method: ListingVerificationMethod;
  /** The outside system's reference (none for the operator's own check). */
  reference: string | null;
  checkedBy: string;
  checkedAt: Date;
};

export interface ListingVerification {
  /** The method this adapter records. */
  readonly method: ListingVerificationMethod;
  /** Runs the check, outside any transaction (no network call holds a row lock). */
  check(request: ListingVerificationRequest): Promise<ListingVerificationOutcome>;
  /** Writes the outcome inside the caller's transaction, with the listing row locked. */
  record(tx: Tx, listingId: string, outcome: ListingVerificationOutcome): Promise<void>;
}
