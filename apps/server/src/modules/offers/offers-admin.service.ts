import { maskBidderName } from '@arsamezat/shared/trading/bids';
import { getListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listings';
import {
  ADMIN_PENDING_OFFERS_PAGE_SIZE,
  OFFER_MESSAGES,
  type AcceptOfferInput,
  type AdminListingOffers,
  type AdminPendingOffersPage,
  type OfferDecisionResponse,
  type RejectPendingOffersResponse,
} from '@arsamezat/shared/trading/offers';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { recordDepositsRefundDue, recordOfferDecided } from '../notifications/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { EventBus } from '../events/index.ts';
import type { ListingsService } from '../listings/index.ts';
import { offerErrors } from './offer-errors.ts';
import { toAdminOffer } from './offers.mapper.ts';
import {
  findAdminOffer,
  findOffer,
  highestOtherPendingAmount,
  lockListing,
  lockOffer,
  markListingSold,
  markOtherDepositsRefundDue,
  rejectPendingOffers,
  selectListingOffers,
  selectPendingOffers,
  setOfferStatus,
} from './offers.repository.ts';

const ADMIN_OFFERS_LIMIT = 1000;

type Deps = {
  db: Db;
  clock: () => Date;
  events: EventBus;
  listings: Pick<ListingsService, 'listingExists'>;
};

/**
 * The admin's decisions on offers. Each runs in one transaction with its audit row; accepting
 * also sells the listing and announces it (the NOTIFY is delivered when the transaction commits).
 * Locks go listing first, then offer, the same order as sending an offer.
 */
export function createOfferAdminService({ db, clock, events, listings }: Deps) {
  async function decided(tx: Tx, offerId: string) {
    const row = await findAdminOffer(tx, offerId);
    if (!row) throw offerErrors.notFound();
    return toAdminOffer(row);
  }

  async function listListingOffers(listingId: string): Promise<AdminListingOffers> {
    const rows = await selectListingOffers(db, listingId, ADMIN_OFFERS_LIMIT);
    if (rows.length === 0 && !(await listings.listingExists(listingId))) {
      throw notFound(LISTING_NOT_FOUND);
    }
    return { items: rows.map(toAdminOffer) };
  }

  /**
   * Sells the listing at this offer. The other pending offers end with the sale (rejected) and
   * every other completed deposit is marked for refund, in the same transaction. Below a higher
   * pending offer only when the operator confirmed selling below it (`acknowledgedHigherAmount`
   * at least that offer, issue 26); otherwise nothing changes.
   */
  async function acceptOffer(
    adminId: string,
    offerId: string,
    input: AcceptOfferInput = {},
  ): Promise<OfferDecisionResponse> {
    const now = clock();
    const unlocked = await findOffer(db, offerId);
    if (!unlocked) throw offerErrors.notFound();
    try {
      const offer = await db.transaction(async (tx) => {
        const listing = await lockListing(tx, unlocked.listingId);
        const current = await lockOffer(tx, offerId);
        if (!listing || !current) throw offerErrors.notFound();
        if (current.status !== 'pending') throw offerErrors.notPending();
        if (listing.status === 'sold') throw offerErrors.alreadySold();
        if (getListingPhase(listing, now) === 'ended') throw offerErrors.closedForAccept();
        const higher = await highestOtherPendingAmount(tx, listing.id, offerId);
        if (higher !== null && higher > current.amount) {
          const acknowledged = input.acknowledgedHigherAmount;
          if (acknowledged === undefined || acknowledged < higher) {
            throw offerErrors.higherPending(higher);
          }
        }

        await setOfferStatus(tx, offerId, { status: 'accepted', decidedBy: adminId, now });
        await markListingSold(tx, listing.id, {
          winnerId: current.userId,
          finalPrice: current.amount,
          now,
        });
        // Their senders hear of it with their deposit's refund (below), not as a price refused.
        const offersRejected = await rejectPendingOffers(tx, listing.id, {
          decidedBy: adminId,
          now,
        });
        const refunded = await markOtherDepositsRefundDue(tx, listing.id, current.userId, now);
        await recordOfferDecided(tx, {
          decision: 'accepted',
          offerId,
          userId: current.userId,
          listingId: listing.id,
          amount: current.amount,
          now,
        });
        // The other depositors (other offerers among them) learn their deposit comes back.
        await recordDepositsRefundDue(tx, { listingId: listing.id, depositHolders: refunded, now });
        await recordAudit(tx, {
          actorId: adminId,
          action: 'offer.accept',
          entityType: 'offer',
          entityId: offerId,
          before: { status: current.status, listingStatus: listing.status },
          after: {
            status: 'accepted',
            listing: { id: listing.id, status: 'sold', winnerId: current.userId },
            finalPrice: current.amount,
            depositsRefundDue: refunded.length,
            offersRejected,
            ...(higher !== null && higher > current.amount ? { belowHigherPending: higher } : {}),
          },
        });
        const view = await decided(tx, offerId);
        await events.publish(
          {
            type: 'ended',
            data: {
              listingId: listing.id,
              status: 'sold',
              winnerName: maskBidderName(view.user.fullName),
              finalPrice: current.amount,
            },
          },
          tx,
        );
        return view;
      });
      return { message: OFFER_MESSAGES.accepted, offer };
    } catch (error) {
      // Another offer of this listing was accepted at the same moment.
      if (isUniqueViolation(error)) throw offerErrors.alreadySold();
      throw error;
    }
  }

  async function rejectOffer(adminId: string, offerId: string): Promise<OfferDecisionResponse> {
    const now = clock();
    const offer = await db.transaction(async (tx) => {
      const current = await lockOffer(tx, offerId);
      if (!current) throw offerErrors.notFound();
      if (current.status !== 'pending') throw offerErrors.notPending();
      await setOfferStatus(tx, offerId, { status: 'rejected', decidedBy: adminId, now });
      await recordOfferDecided(tx, {
        decision: 'rejected',
        offerId,
        userId: current.userId,
        listingId: current.listingId,
        amount: current.amount,
        now,
      });
      await recordAudit(tx, {
        actorId: adminId,
        action: 'offer.reject',
        entityType: 'offer',
        entityId: offerId,
        before: { status: current.status },
        after: { status: 'rejected' },
      });
      return decided(tx, offerId);
    });
    return { message: OFFER_MESSAGES.rejected, offer };
  }

  async function rejectAllPending(
    adminId: string,
    listingId: string,
  ): Promise<RejectPendingOffersResponse> {
    const now = clock();
    const rejected = await db.transaction(async (tx) => {
      if (!(await lockListing(tx, listingId))) throw notFound(LISTING_NOT_FOUND);
      const ids = await rejectPendingOffers(tx, listingId, { decidedBy: adminId, now });
      if (ids.length > 0) {
        await recordAudit(tx, {
          actorId: adminId,
          action: 'offer.reject_pending',
          entityType: 'listing',
          entityId: listingId,
          before: { pending: ids },
          after: { rejected: ids },
        });
      }
      return ids.length;
    });
    return { message: OFFER_MESSAGES.rejectedPending(rejected), rejected };
  }

  /** Pending offers across listings, oldest first: what waits for a decision. */
  async function listPendingOffers(page: number): Promise<AdminPendingOffersPage> {
    const size = ADMIN_PENDING_OFFERS_PAGE_SIZE;
    const { rows, total } = await selectPendingOffers(db, size, (page - 1) * size);
    return {
      items: rows.map((row) => ({
        ...toAdminOffer(row),
        listing: {
          id: row.listingId,
          title: row.listingTitle,
          endsAt: row.listingEndsAt.toISOString(),
        },
      })),
      total,
      page,
      pageSize: size,
    };
  }

  return { listListingOffers, listPendingOffers, acceptOffer, rejectOffer, rejectAllPending };
}
