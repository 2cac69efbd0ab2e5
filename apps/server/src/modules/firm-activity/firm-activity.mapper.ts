import type { FirmListingActivity, FirmOffer } from '@arsamezat/shared/firms/firm-activity';
import { getListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { maskBidderName } from '@arsamezat/shared/trading/bids';
import type { AdminOffer } from '@arsamezat/shared/trading/offers';
import type { FirmListingRow, FirmOfferRow } from './firm-activity.repository.ts';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** An offer as the firm sees it: the sender masked exactly as a bidder on the public page. */
export function toFirmOffer(row: FirmOfferRow): FirmOffer {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    bidderName: maskBidderName(fullName(row.firstName, row.lastName)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The operator's view of a decided offer, masked for the firm (no name, no phone). */
export function firmOfferOf(offer: AdminOffer): FirmOffer {
  return {
    id: offer.id,
    amount: offer.amount,
    status: offer.status,
    bidderName: maskBidderName(offer.user.fullName),
    createdAt: offer.createdAt,
    updatedAt: offer.updatedAt,
  };
}

const TERMINAL = ['sold', 'ended', 'cancelled'] as const;
type Terminal = (typeof TERMINAL)[number];
const isTerminal = (status: string): status is Terminal =>
  (TERMINAL as readonly string[]).includes(status);

export function toListingPart(row: FirmListingRow, now: Date): FirmListingActivity['listing'] {
  return {
    id: row.id,
    title: row.title,
    listingType: row.listingType,
    status: row.status,
    publication: row.publication,
    phase: getListingPhase(row, now),
    city: row.city,
    district: row.district,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    startingPrice: row.startingPrice,
    highestBid: row.highestBid,
    bidCount: row.bidCount,
    minOfferAmount: row.minOfferAmount,
    depositAmount: row.depositAmount,
  };
}

/** How the listing ended (the winner masked), or null while it is open. */
export function toResult(row: FirmListingRow): FirmListingActivity['result'] {
  if (!isTerminal(row.status)) return null;
  const winner =
    row.winnerFirstName === null
      ? null
      : maskBidderName(fullName(row.winnerFirstName, row.winnerLastName ?? ''));
  return {
    status: row.status,
    winnerName: winner,
    finalPrice: row.finalPrice,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
