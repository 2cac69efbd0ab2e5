import type { AdminBid, AdminOffer } from '@arsamezat/shared/admin/admin-listing-queries';
import type { selectAdminBids, selectAdminOffers } from './admin-listings.repository.ts';

type BidRow = Awaited<ReturnType<typeof selectAdminBids>>[number];
type OfferRow = Awaited<ReturnType<typeof selectAdminOffers>>[number];

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** Bids come highest first, so the first is the highest. */
export function toAdminBid(row: BidRow, index: number): AdminBid {
  return {
    id: row.id,
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
    bidderId: row.bidderId,
    bidderName: fullName(row.firstName, row.lastName),
    bidderPhone: row.phone,
    isHighest: index === 0,
  };
}

export function toAdminOffer(row: OfferRow): AdminOffer {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    userId: row.userId,
    userName: fullName(row.firstName, row.lastName),
    userPhone: row.phone,
  };
}
