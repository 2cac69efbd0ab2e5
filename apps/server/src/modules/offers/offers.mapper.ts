import type { AdminOffer, MyOffers, Offer } from '@arsamezat/shared/trading/offers';
import type { AdminOfferRow, OfferRow } from './offers.repository.ts';

export function toOffer(row: OfferRow): Offer {
  return {
    id: row.id,
    listingId: row.listingId,
    amount: row.amount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The sender's view (spec §4 offer status): the current offer, and whether the last was refused. */
export function toMyOffers(rows: OfferRow[]): MyOffers {
  const items = rows.map(toOffer);
  const current =
    items.find((offer) => offer.status === 'pending' || offer.status === 'accepted') ?? null;
  return { items, current, lastRejected: current === null && items[0]?.status === 'rejected' };
}

export function toAdminOffer(row: AdminOfferRow): AdminOffer {
  return {
    ...toOffer(row),
    user: {
      id: row.userId,
      fullName: `${row.firstName} ${row.lastName}`.trim(),
      phone: row.phone,
    },
  };
}
