import {
  LISTING_ACTION_MESSAGES as M,
  MAX_EXTENSION_MS,
  type ListingActionResponse,
} from '@arsamezat/shared/admin/admin-listing-actions';
import { getListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { listingTypeOf } from '@arsamezat/shared/listings/listing-types';
import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listings';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { EventBus } from '../events/index.ts';
import { recordDepositsRefundDue, recordListingCancelled } from '../notifications/index.ts';
import {
  markDepositsRefundDue,
  rejectListingOffers,
  setListingState,
  type ListingState,
} from './admin-listing-actions.repository.ts';
import { lockListing, type ListingRow } from './admin-listings.repository.ts';

type Deps = { db: Db; clock: () => Date; events: EventBus };

const NOT_STARTED = 'Henüz başlamamış bir ihale erken sonlandırılamaz; gerekirse iptal edin.';

function answer(
  message: string,
  state: ListingState,
  counts: { refundsDue?: number; offersRejected?: number } = {},
): ListingActionResponse {
  return {
    message,
    status: state.status,
    endsAt: state.endsAt.toISOString(),
    refundsDue: counts.refundsDue ?? 0,
    offersRejected: counts.offersRejected ?? 0,
  };
}

/**
 * The operator's actions on a listing (issue 11). Each locks the listing row (bids lock the same
 * row, so no bid slips in between the check and the change), decides on the server clock, and
 * writes its audit row and its live event in the same transaction.
 */
export function createAdminListingActionsService({ db, clock, events }: Deps) {
  /** The live event goes out once its transaction committed (decision 087). */
  async function announced<T>(id: string, work: Promise<T>): Promise<T> {
    const result = await work;
    events.announce([id]);
    return result;
  }

  /** Locks an open listing (not ended by status or clock) or refuses. */
  async function lockOpen(tx: Tx, id: string, now: Date): Promise<ListingRow> {
    const row = await lockListing(tx, id);
    if (!row) throw notFound(LISTING_NOT_FOUND);
    if (getListingPhase(row, now) === 'ended') throw new AppError('LISTING_NOT_OPEN');
    return row;
  }

  /**
   * Cancels a listing that is not over: status cancelled, every completed deposit refund_due,
   * every pending offer rejected. Members see it in their records at once (decision 027) and are
   * told by e-mail, in-app and SMS, by their settings (decisions 040, 054).
   */
  async function cancelListing(actorId: string, id: string): Promise<ListingActionResponse> {
    const now = clock();
    return announced(
      id,
      db.transaction(async (tx) => {
        const current = await lockOpen(tx, id, now);
        const state = await setListingState(tx, id, {
          status: 'cancelled',
          closedAt: now,
          updatedAt: now,
        });
        const refunded = await markDepositsRefundDue(tx, id, now);
        const rejected = await rejectListingOffers(tx, id, actorId, now);
        // Bidders and offerers are told with the change (decision 040): the offerers by this event,
        // not by a separate 'offer rejected', since the listing is gone, not their price.
        await recordListingCancelled(tx, { listingId: id, depositHolders: refunded, actorId, now });
        await recordAudit(tx, {
          actorId,
          action: 'listing.cancelled',
          entityType: 'listing',
          entityId: id,
          before: { status: current.status, endsAt: current.endsAt },
          after: {
            status: 'cancelled',
            depositsRefundDue: refunded,
            offersRejected: rejected,
            closedAt: now,
          },
        });
        await events.publish(
          {
            type: 'ended',
            data: { listingId: id, status: 'cancelled', winnerName: null, finalPrice: null },
          },
          tx,
        );
        return answer(M.cancelled(refunded.length), state, {
          refundsDue: refunded.length,
          offersRejected: rejected.length,
        });
      }),
    );
  }

  /** Moves the end of a listing that is not over to a later time (at most a year later). */
  async function extendListing(
    actorId: string,
    id: string,
    endsAtText: string,
  ): Promise<ListingActionResponse> {
    const now = clock();
    const endsAt = new Date(endsAtText);
    return announced(
      id,
      db.transaction(async (tx) => {
        const current = await lockOpen(tx, id, now);
        if (endsAt.getTime() <= current.endsAt.getTime()) {
          throw new AppError('END_NOT_LATER', undefined, {
            fields: { endsAt: 'Yeni bitiş zamanı mevcut bitiş zamanından sonra olmalıdır.' },
          });
        }
        if (endsAt.getTime() - current.endsAt.getTime() > MAX_EXTENSION_MS) {
          throw badRequest(M.extensionTooFar, 'VALIDATION', { endsAt: M.extensionTooFar });
        }
        const state = await setListingState(tx, id, { endsAt, updatedAt: now });
        await recordAudit(tx, {
          actorId,
          action: 'listing.extended',
          entityType: 'listing',
          entityId: id,
          before: { endsAt: current.endsAt },
          after: { endsAt },
        });
        await events.publish(
          { type: 'extended', data: { listingId: id, endsAt: endsAt.toISOString() } },
          tx,
        );
        return answer(M.extended, state);
      }),
    );
  }

  /**
   * Ends a running auction now, only while nobody has bid (a bid would make someone the winner
   * of a shortened auction). No winner; completed deposits become refund_due, their holders told.
   */
  async function closeEarly(actorId: string, id: string): Promise<ListingActionResponse> {
    const now = clock();
    return announced(
      id,
      db.transaction(async (tx) => {
        const current = await lockOpen(tx, id, now);
        if (!listingTypeOf(current.listingType).closesEarly) throw new AppError('ONLY_AUCTIONS');
        if (current.bidCount > 0) throw new AppError('LISTING_HAS_BIDS');
        if (getListingPhase(current, now) !== 'active') {
          throw new AppError('LISTING_NOT_OPEN', NOT_STARTED);
        }
        const state = await setListingState(tx, id, {
          status: 'ended',
          endsAt: now,
          closedAt: now,
          winnerId: null,
          finalPrice: null,
          updatedAt: now,
        });
        const refunded = await markDepositsRefundDue(tx, id, now);
        // Nobody has bid: every depositor learns the deposit comes back (issue 24).
        await recordDepositsRefundDue(tx, { listingId: id, depositHolders: refunded, now });
        await recordAudit(tx, {
          actorId,
          action: 'listing.closed_early',
          entityType: 'listing',
          entityId: id,
          before: { status: current.status, endsAt: current.endsAt },
          after: { status: 'ended', endsAt: now, depositsRefundDue: refunded },
        });
        await events.publish(
          {
            type: 'ended',
            data: { listingId: id, status: 'ended', winnerName: null, finalPrice: null },
          },
          tx,
        );
        return answer(M.closedEarly, state, { refundsDue: refunded.length });
      }),
    );
  }

  return { cancelListing, extendListing, closeEarly };
}

export type AdminListingActionsService = ReturnType<typeof createAdminListingActionsService>;
