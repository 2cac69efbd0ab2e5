import type {
  FirmListingActivity,
  FirmOfferDecisionResponse,
} from '@arsamezat/shared/firms/firm-activity';
import { takesOffers } from '@arsamezat/shared/listings/listing-types';
import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listings';
import { OFFER_MESSAGES, type AcceptOfferInput } from '@arsamezat/shared/trading/offers';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { requireFirmMember, type FirmMembership } from '../firms/index.ts';
import type { OfferDecider, OfferDecisions } from '../offers/index.ts';
import { firmOfferOf, toFirmOffer, toListingPart, toResult } from './firm-activity.mapper.ts';
import {
  countWatchers,
  findFirmListing,
  selectOffersWithNames,
  sumPaidDeposits,
} from './firm-activity.repository.ts';

/** A listing holds far fewer offers than this; the admin's list has the same ceiling. */
const OFFERS_LIMIT = 1000;

type Deps = {
  db: Db;
  clock: () => Date;
  /** The offers module's rules, shared with the operator (decision 072). */
  offerDecisions: OfferDecisions;
};

/**
 * A seller firm following its own listings and deciding their offers (issue 28, "Follow and
 * decide"). Every call asks the member's firm from the database (`requireFirmMember`) and looks
 * the listing up with `firm_id` = that firm: another firm's listing is 404, whatever the id.
 */
export function createFirmActivityService({ db, clock, offerDecisions }: Deps) {
  const firmDecider = (
    membership: FirmMembership,
    userId: string,
    listingId: string,
  ): OfferDecider => ({
    kind: 'firm',
    userId,
    firmId: membership.firmId,
    role: membership.role,
    listingId,
  });

  async function getActivity(userId: string, listingId: string): Promise<FirmListingActivity> {
    const membership = await requireFirmMember(db, userId);
    const row = await findFirmListing(db, membership.firmId, listingId);
    if (!row) throw notFound(LISTING_NOT_FOUND);
    const [watchers, deposits, offers] = await Promise.all([
      countWatchers(db, listingId),
      sumPaidDeposits(db, listingId),
      takesOffers(row.listingType) ? selectOffersWithNames(db, listingId, OFFERS_LIMIT) : null,
    ]);
    return {
      listing: toListingPart(row, clock()),
      watchers,
      deposits,
      offers: offers === null ? null : offers.map(toFirmOffer),
      result: toResult(row),
    };
  }

  async function acceptOffer(
    userId: string,
    listingId: string,
    offerId: string,
    input: AcceptOfferInput = {},
  ): Promise<FirmOfferDecisionResponse> {
    const membership = await requireFirmMember(db, userId);
    const decider = firmDecider(membership, userId, listingId);
    const offer = await offerDecisions.acceptOffer(decider, offerId, input);
    return { message: OFFER_MESSAGES.accepted, offer: firmOfferOf(offer) };
  }

  async function rejectOffer(
    userId: string,
    listingId: string,
    offerId: string,
  ): Promise<FirmOfferDecisionResponse> {
    const membership = await requireFirmMember(db, userId);
    const decider = firmDecider(membership, userId, listingId);
    const offer = await offerDecisions.rejectOffer(decider, offerId);
    return { message: OFFER_MESSAGES.rejected, offer: firmOfferOf(offer) };
  }

  return { getActivity, acceptOffer, rejectOffer };
}

export type FirmActivityService = ReturnType<typeof createFirmActivityService>;
