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
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { EventBus } from '../events/index.ts';
import type { ListingsService } from '../listings/index.ts';
import { createOfferDecisions } from './offer-decisions.ts';
import { toAdminOffer } from './offers.mapper.ts';
import {
  lockListing,
  rejectPendingOffers,
  selectListingOffers,
  selectPendingOffers,
} from './offers.repository.ts';

const ADMIN_OFFERS_LIMIT = 1000;

type Deps = {
  db: Db;
  clock: () => Date;
  events: EventBus;
  listings: Pick<ListingsService, 'listingExists'>;
};

/**
 * The admin's decisions on offers: accept and reject by the rules every decider shares
 * (`offer-decisions.ts`, decision 072: the firm decides its own, the operator may in its place);
 * rejecting every pending offer of a listing at once, and the pending offers across listings.
 */
export function createOfferAdminService({ db, clock, events, listings }: Deps) {
  const decisions = createOfferDecisions({ db, clock, events });

  async function listListingOffers(listingId: string): Promise<AdminListingOffers> {
    const rows = await selectListingOffers(db, listingId, ADMIN_OFFERS_LIMIT);
    if (rows.length === 0 && !(await listings.listingExists(listingId))) {
      throw notFound(LISTING_NOT_FOUND);
    }
    return { items: rows.map(toAdminOffer) };
  }

  /**
   * Sells the listing at this offer, by the rules every decider shares (`offer-decisions.ts`):
   * the other pending offers end with the sale, other deposits are marked for refund, and below a
   * higher pending offer only with `acknowledgedHigherAmount` at least that offer (issue 26).
   */
  async function acceptOffer(
    adminId: string,
    offerId: string,
    input: AcceptOfferInput = {},
  ): Promise<OfferDecisionResponse> {
    const offer = await decisions.acceptOffer(
      { kind: 'operator', userId: adminId },
      offerId,
      input,
    );
    return { message: OFFER_MESSAGES.accepted, offer };
  }

  async function rejectOffer(adminId: string, offerId: string): Promise<OfferDecisionResponse> {
    const offer = await decisions.rejectOffer({ kind: 'operator', userId: adminId }, offerId);
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
