import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { firmMembers, listings } from '../../db/schema.ts';
import { recordNotifications } from './record-notifications.ts';

/*
 * A seller firm's calls (issue 28, firm-follow), kept apart from notify.ts: each records inside
 * the transaction of the change it tells about, for every member of the firm that owns the
 * listing (owner and staff); a listing of no firm tells nobody here.
 */

/** The owning firm's members and the listing's type; no members for a listing of no firm. */
async function firmAudience(tx: Tx, listingId: string) {
  const rows = await tx
    .select({ userId: firmMembers.userId, listingType: listings.listingType })
    .from(listings)
    .innerJoin(firmMembers, eq(firmMembers.firmId, listings.firmId))
    .where(eq(listings.id, listingId));
  return { members: rows.map((row) => row.userId), listingType: rows[0]?.listingType ?? null };
}

/** A new offer on the firm's listing ('"…" ilanınıza 1.250.000 ₺ teklif geldi'); once per offer. */
export async function recordFirmOfferReceived(
  tx: Tx,
  offer: { listingId: string; offerId: string; amount: number; now: Date },
): Promise<number> {
  const { members } = await firmAudience(tx, offer.listingId);
  if (members.length === 0) return 0;
  return recordNotifications(tx, {
    event: 'firm_offer_received',
    eventKey: offer.offerId,
    listingId: offer.listingId,
    audience: { recipients: members },
    data: { amount: offer.amount, firmListingId: offer.listingId },
    now: offer.now,
  });
}

/**
 * The firm's listing ended (the closing job at its end time, or an accepted offer): an auction's
 * result — sold to a masked bidder at the final price, or no bids — or a Pazarlık listing's end,
 * sold or not. Keyed by the listing: a listing ends once.
 */
export async function recordFirmListingEnded(
  tx: Tx,
  end: {
    listingId: string;
    status: 'ended' | 'sold';
    /** Masked ('Ah*** Yı***'); null when nobody won. */
    winnerName: string | null;
    finalPrice: number | null;
    now: Date;
  },
): Promise<number> {
  const { members, listingType } = await firmAudience(tx, end.listingId);
  if (members.length === 0) return 0;
  return recordNotifications(tx, {
    event: listingType === 'offer' ? 'firm_offer_listing_ended' : 'firm_auction_ended',
    eventKey: end.listingId,
    listingId: end.listingId,
    audience: { recipients: members },
    data: {
      firmListingId: end.listingId,
      winnerName: end.winnerName,
      finalPrice: end.finalPrice,
      sold: end.winnerName !== null && end.finalPrice !== null,
    },
    now: end.now,
  });
}
