import type { ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import type { BidOutcome } from '@arsamezat/shared/member/member-records';
import { and, asc, count, countDistinct, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listingImages, listings } from '../../db/schema/listings.ts';
import { bids } from '../../db/schema/trading.ts';
import { listingPhaseSql } from '../../db/rules/listing-phase.sql.ts';
import { listingSummaryColumns } from '../listings/index.ts';
import { outcomeSql, salePriceSql, wonByUserSql } from './member-sql.ts';

/** The member's bids, each with its listing; every query is scoped to one bidder. */

/** The listing columns every record row carries (and the outcome needs). */
export const recordListingColumns = {
  id: listings.id,
  title: listings.title,
  listingType: listings.listingType,
  location: listings.location,
  status: listings.status,
  startsAt: listings.startsAt,
  endsAt: listings.endsAt,
  highestBid: listings.highestBid,
  highestBidderId: listings.highestBidderId,
  winnerId: listings.winnerId,
};

export type BidFilters = { phase?: ListingPhase | undefined; outcome?: BidOutcome | undefined };

function bidWhere(userId: string, filters: BidFilters, now: Date): SQL[] {
  const where = [eq(bids.bidderId, userId)];
  if (filters.phase) where.push(listingPhaseSql(filters.phase, now));
  if (filters.outcome) where.push(outcomeSql(filters.outcome, userId, now));
  return where;
}

export function selectMyBids(
  db: Db,
  userId: string,
  filters: BidFilters,
  page: { now: Date; limit: number; offset: number },
) {
  return db
    .select({
      id: bids.id,
      amount: bids.amount,
      createdAt: bids.createdAt,
      listing: recordListingColumns,
    })
    .from(bids)
    .innerJoin(listings, eq(listings.id, bids.listingId))
    .where(and(...bidWhere(userId, filters, page.now)))
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type MyBidRow = Awaited<ReturnType<typeof selectMyBids>>[number];

export async function countMyBids(
  db: Db,
  userId: string,
  filters: BidFilters,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bids)
    .innerJoin(listings, eq(listings.id, bids.listingId))
    .where(and(...bidWhere(userId, filters, now)));
  return row?.total ?? 0;
}

/** Listings the member bid on that run now. */
export async function countMyActiveListings(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(bids.listingId) })
    .from(bids)
    .innerJoin(listings, eq(listings.id, bids.listingId))
    .where(and(eq(bids.bidderId, userId), listingPhaseSql('active', now)));
  return row?.total ?? 0;
}

/** Won auctions and accepted offers: how many, and the sum of their sale prices. */
export async function sumMyWins(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({
      won: count(),
      spent: sql<number>`coalesce(sum(${salePriceSql}), 0)`.mapWith(Number),
    })
    .from(listings)
    .where(wonByUserSql(userId, now));
  return { won: row?.won ?? 0, spent: row?.spent ?? 0 };
}

/** A listing card's columns, and who leads or won it (the member's outcome needs them). */
const cardColumns = {
  ...listingSummaryColumns,
  highestBidderId: listings.highestBidderId,
  winnerId: listings.winnerId,
};

/**
 * The listings of one phase the member bid on, once each, with their highest bid there: running
 * ones by the nearest end, upcoming ones by the nearest start.
 */
export function selectMyBidListings(
  db: Db,
  userId: string,
  phase: 'active' | 'upcoming',
  options: { now: Date; limit: number },
) {
  return db
    .select({ ...cardColumns, myHighestBid: max(bids.amount).mapWith(Number) })
    .from(bids)
    .innerJoin(listings, eq(listings.id, bids.listingId))
    .where(and(eq(bids.bidderId, userId), listingPhaseSql(phase, options.now)))
    .groupBy(listings.id)
    .orderBy(phase === 'active' ? asc(listings.endsAt) : asc(listings.startsAt), desc(listings.id))
    .limit(options.limit);
}
export type MyBidListingRow = Awaited<ReturnType<typeof selectMyBidListings>>[number];

/** The first image of each listing given. */
export async function selectCovers(db: Db, listingIds: string[]) {
  if (listingIds.length === 0) return [];
  return db
    .selectDistinctOn([listingImages.listingId], {
      listingId: listingImages.listingId,
      url: listingImages.url,
      thumbnailUrl: listingImages.thumbnailUrl,
      width: listingImages.width,
      height: listingImages.height,
      variants: listingImages.variants,
    })
    .from(listingImages)
    .where(inArray(listingImages.listingId, listingIds))
    .orderBy(listingImages.listingId, listingImages.position, listingImages.id);
}
