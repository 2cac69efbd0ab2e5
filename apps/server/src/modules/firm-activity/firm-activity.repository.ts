import { and, count, desc, eq, inArray, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { deposits, offers } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';
import { listingWatches } from '../../db/schema/watchlist.ts';

/** Deposits that were paid: still held, marked for refund, or refunded. */
const PAID_DEPOSIT_STATUSES = ['completed', 'refund_due', 'refunded', 'kept'] as const;

/**
 * The firm's own listing, or null: `firm_id = firmId` is part of the lookup, so another firm's
 * listing (or the operator's) is simply not found (issue 28). The winner's name, for masking.
 */
export async function findFirmListing(db: Db, firmId: string, listingId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      listingType: listings.listingType,
      status: listings.status,
      publication: listings.publication,
      city: listings.city,
      district: listings.district,
      startsAt: listings.startsAt,
      endsAt: listings.endsAt,
      startingPrice: listings.startingPrice,
      highestBid: listings.highestBid,
      bidCount: listings.bidCount,
      minOfferAmount: listings.minOfferAmount,
      depositAmount: listings.depositAmount,
      finalPrice: listings.finalPrice,
      closedAt: listings.closedAt,
      winnerFirstName: users.firstName,
      winnerLastName: users.lastName,
    })
    .from(listings)
    .leftJoin(users, eq(users.id, listings.winnerId))
    .where(and(eq(listings.id, listingId), eq(listings.firmId, firmId)));
  return row ?? null;
}
export type FirmListingRow = NonNullable<Awaited<ReturnType<typeof findFirmListing>>>;

/** How many members follow the listing. */
export async function countWatchers(db: Db, listingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listingWatches)
    .where(eq(listingWatches.listingId, listingId));
  return row?.n ?? 0;
}

/** The deposits paid on the listing: how many and their sum (kuruş), never whose. */
export async function sumPaidDeposits(db: Db, listingId: string) {
  const [row] = await db
    .select({ n: count(), total: sum(deposits.amount).mapWith(Number) })
    .from(deposits)
    .where(
      and(eq(deposits.listingId, listingId), inArray(deposits.status, [...PAID_DEPOSIT_STATUSES])),
    );
  return { count: row?.n ?? 0, total: row?.total ?? 0 };
}

/** The listing's offers, newest first, with the sender's name (masked by the mapper). */
export function selectOffersWithNames(db: Db, listingId: string, limit: number) {
  return db
    .select({
      id: offers.id,
      amount: offers.amount,
      status: offers.status,
      createdAt: offers.createdAt,
      updatedAt: offers.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.userId))
    .where(eq(offers.listingId, listingId))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(limit);
}
export type FirmOfferRow = Awaited<ReturnType<typeof selectOffersWithNames>>[number];
