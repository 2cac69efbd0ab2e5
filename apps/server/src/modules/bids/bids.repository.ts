import type { ListingStatus } from '@arsamezat/shared/listings/listing-phase';
import type { ListingType } from '@arsamezat/shared/listings/listing-types';
import { and, desc, eq, fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { RunStatement } from '../../db/connection.ts';
import { listingPublishedSql } from '../../db/rules/listing-publication.sql.ts';
import { listings } from '../../db/schema/listings.ts';
import { bids } from '../../db/schema/trading.ts';
import { bidContextSql, toBidContext, type BidContextRow } from './bid-context.sql.ts';

const contextQuery = new PgDialect().sqlToQuery(
  bidContextSql(sql.placeholder('listingId'), sql.placeholder('bidderId')),
);
const BID_CONTEXT_STATEMENT = { name: 'bids_context_v4', text: contextQuery.sql };

export type BidContext = {
  listingType: ListingType;
  status: ListingStatus;
  startsAt: Date;
  endsAt: Date;
  startingPrice: number;
  highestBid: number | null;
  highestBidderId: string | null;
  minIncrement: number | null;
  depositStatus: 'pending' | 'completed' | null;
  /**
   * The leader's secret maximum (decision 028; null without one), for the server's rule only,
   * never in an answer. Absent where a context is not read for a bid.
   */
  leaderMaximum?: number | null;
  /** The anti-sniping window in minutes (0: off). Absent where a context is not read for a bid. */
  antiSnipeMinutes?: number;
};

/** The listing and the bidder's deposit as they stand (a refused bid's second look). */
export async function readBidContext(
  run: RunStatement,
  request: { listingId: string; bidderId: string },
): Promise<BidContext | null> {
  const values = fillPlaceholders(contextQuery.params, request);
  const [row] = (await run(BID_CONTEXT_STATEMENT, values)) as BidContextRow[];
  return row ? toBidContext(row) : null;
}

/** One bidder's bids on one listing, latest accepted first (`seq`; times may tie). */
export function selectBidderBids(db: Db, listingId: string, bidderId: string, limit: number) {
  return db
    .select({
      id: bids.id,
      amount: bids.amount,
      automatic: bids.automatic,
      createdAt: bids.createdAt,
    })
    .from(bids)
    .where(and(eq(bids.listingId, listingId), eq(bids.bidderId, bidderId)))
    .orderBy(desc(bids.seq))
    .limit(limit);
}

export async function findHighestBid(db: Db, listingId: string) {
  const [row] = await db
    .select({
      highestBid: listings.highestBid,
      highestBidderId: listings.highestBidderId,
      leaderMaximum: listings.leaderMaximum,
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), listingPublishedSql()));
  return row ?? null;
}
