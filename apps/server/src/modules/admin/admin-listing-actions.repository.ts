import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { deposits, offers } from '../../db/schema/trading.ts';

/** The listing's new timing and status after an action, as the answer reports it. */
export type ListingState = { status: typeof listings.$inferSelect.status; endsAt: Date };

export async function setListingState(
  tx: Tx,
  id: string,
  values: Partial<
    Pick<typeof listings.$inferInsert, 'status' | 'endsAt' | 'closedAt' | 'winnerId' | 'finalPrice'>
  > & { updatedAt: Date },
): Promise<ListingState> {
  const [row] = await tx
    .update(listings)
    .set(values)
    .where(eq(listings.id, id))
    .returning({ status: listings.status, endsAt: listings.endsAt });
  if (!row) throw new Error('listing update returned no row');
  return row;
}

/** Every completed deposit of the listing becomes refund_due; the user ids moved. */
export async function markDepositsRefundDue(
  tx: Tx,
  listingId: string,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(deposits)
    .set({ status: 'refund_due', updatedAt: now })
    .where(and(eq(deposits.listingId, listingId), eq(deposits.status, 'completed')))
    .returning({ userId: deposits.userId });
  return rows.map((row) => row.userId);
}

/** Every pending offer of the listing is rejected by the admin; their ids. */
export async function rejectListingOffers(
  tx: Tx,
  listingId: string,
  decidedBy: string,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(offers)
    .set({ status: 'rejected', decidedBy, updatedAt: now })
    .where(and(eq(offers.listingId, listingId), eq(offers.status, 'pending')))
    .returning({ id: offers.id });
  return rows.map((row) => row.id);
}
