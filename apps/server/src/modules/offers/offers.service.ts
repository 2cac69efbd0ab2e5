import { getListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { takesOffers } from '@arsamezat/shared/listings/listing-types';
import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listings';
import type { MyOffers, Offer } from '@arsamezat/shared/trading/offers';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { refuseOwnFirmListing } from '../firms/index.ts';
import type { ListingsService } from '../listings/index.ts';
import { recordFirmOfferReceived } from '../notifications/index.ts';
import { offerErrors } from './offer-errors.ts';
import { toMyOffers, toOffer } from './offers.mapper.ts';
import {
  findDepositStatus,
  findOpenOffer,
  insertOffer,
  lockOfferContext,
  selectUserOffers,
} from './offers.repository.ts';

const MY_OFFERS_LIMIT = 100;

/** Sending offers on offer listings and reading one's own (spec 02 §4 offer status, §5 Offer). */
type Deps = {
  db: Db;
  clock: () => Date;
  listings: Pick<ListingsService, 'publishedListingExists'>;
};

export function createOfferService({ db, clock, listings }: Deps) {
  /**
   * Checks offer listing, listing still open, completed deposit, amount, no pending or accepted
   * offer — then inserts, all in one transaction holding a share lock on
   * the listing. Two offers sent at once meet the partial unique index: one wins, the other
   * gets the spec's 23505 text.
   */
  async function placeOffer(userId: string, listingId: string, amount: number): Promise<Offer> {
    const now = clock();
    try {
      const row = await db.transaction(async (tx) => {
        const context = await lockOfferContext(tx, listingId);
        if (!context) throw notFound(LISTING_NOT_FOUND);
        // Nobody offers on their own firm's listing (issue 28), checked under the share lock.
        await refuseOwnFirmListing(tx, userId, listingId);
        if (!takesOffers(context.listingType)) throw offerErrors.notAnOfferListing();
        // A closed listing says so before asking for a deposit (as for bids).
        if (getListingPhase(context, now) === 'ended') throw offerErrors.listingClosed();
        const depositStatus = await findDepositStatus(tx, listingId, userId);
        if (depositStatus === 'pending') throw offerErrors.depositPending();
        if (depositStatus !== 'completed') throw offerErrors.depositMissing();
        if (!(amount > 0)) throw offerErrors.invalidAmount();
        if (context.minOfferAmount !== null && amount < context.minOfferAmount) {
          throw offerErrors.belowMinimum();
        }
        if (await findOpenOffer(tx, listingId, userId)) throw offerErrors.exists();
        const offer = await insertOffer(tx, { listingId, userId, amount, now });
        // The firm that owns the listing is told of the offer (issue 28).
        await recordFirmOfferReceived(tx, { listingId, offerId: offer.id, amount, now });
        return offer;
      });
      return toOffer(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw offerErrors.conflict();
      throw error;
    }
  }

  async function getMyOffers(userId: string, listingId: string): Promise<MyOffers> {
    const rows = await selectUserOffers(db, listingId, userId, MY_OFFERS_LIMIT);
    if (rows.length === 0 && !(await listings.publishedListingExists(listingId))) {
      throw notFound(LISTING_NOT_FOUND);
    }
    return toMyOffers(rows);
  }

  return { placeOffer, getMyOffers };
}

export type OfferService = ReturnType<typeof createOfferService>;
