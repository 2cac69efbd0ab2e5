import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { bids } from '../../db/schema/trading.ts';

/** The member's own bids, newest first, with the listing's title and timing. */
export async function findBidHistory(
  db: Db,
  bidderId: string,
  page: { limit: number; offset: number },
) {
  const rows = await db
    .select({
      id: bids.id,
      amount: bids.amount,
      createdAt: bids.createdAt,
      listingId: listings.id,
      title: listings.title,
      status: listings.status,
      startsAt: listings.startsAt,
      endsAt: listings.endsAt,
    })
    .from(bids)
    .innerJoin(listings, eq(listings.id, bids.listingId))
    .where(eq(bids.bidderId, bidderId))
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(bids).where(eq(bids.bidderId, bidderId));
  return { rows, total: total?.n ?? 0 };
}
