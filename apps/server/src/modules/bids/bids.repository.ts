import type { ListingStatus } from '@arsamezat/shared/listing-phase';
import { and, desc, eq, fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { RunStatement, WithConnection } from '../../db/connection.ts';
import { listings } from '../../db/schema/listings.ts';
import { bids, deposits } from '../../db/schema/trading.ts';
import { PLACE_BID_STATEMENT, placeBidValues, type PlaceBidParams } from './place-bid.sql.ts';

/** A bid to attempt: the time is read once a connection is held (see `attemptBid`). */
export type BidRequest = Omit<PlaceBidParams, 'now' | 'allowExtension'>;

/** Everything a refused bid is checked against (the listing and the bidder's deposit). */
const contextQuery = new PgDialect().sqlToQuery(sql`
select ${listings.listingType} as listing_type, ${listings.status} as status,
  (extract(epoch from ${listings.startsAt}) * 1000)::bigint as starts_at_ms,
  (extract(epoch from ${listings.endsAt}) * 1000)::bigint as ends_at_ms,
  ${listings.startingPrice} as starting_price, ${listings.highestBid} as highest_bid,
  ${listings.highestBidderId} as highest_bidder_id, ${listings.minIncrement} as min_increment,
  ${listings.leaderMaximum} is not null as leader_has_maximum,
  (select ${deposits.status} from ${deposits}
    where ${deposits.listingId} = ${listings.id} and ${deposits.userId} = ${sql.placeholder('bidderId')}::uuid
      and ${deposits.status} in ('pending', 'completed')
    limit 1) as deposit_status
from ${listings} where ${listings.id} = ${sql.placeholder('listingId')}::uuid`);
const BID_CONTEXT_STATEMENT = { name: 'bids_context_v2', text: contextQuery.sql };

/** Drivers type bigint and timestamps differently; these rows are read with Number(). */
type Int8 = number | string;
type PlacedRow = {
  bid_id: string;
  highest_bid: Int8;
  bid_count: Int8;
  starting_price: Int8;
  min_increment: Int8 | null;
  extended: boolean;
  ends_at_ms: Int8;
};
type ContextRow = {
  listing_type: 'auction' | 'offer';
  status: ListingStatus;
  starts_at_ms: Int8;
  ends_at_ms: Int8;
  starting_price: Int8;
  highest_bid: Int8 | null;
  highest_bidder_id: string | null;
  min_increment: Int8 | null;
  leader_has_maximum: boolean;
  deposit_status: 'pending' | 'completed' | null;
};

export type PlacedBid = {
  bidId: string;
  highestBid: number;
  bidCount: number;
  startingPrice: number;
  minIncrement: number | null;
  endsAt: Date;
  extended: boolean;
};

export type BidContext = {
  listingType: 'auction' | 'offer';
  status: ListingStatus;
  startsAt: Date;
  endsAt: Date;
  startingPrice: number;
  highestBid: number | null;
  highestBidderId: string | null;
  minIncrement: number | null;
  depositStatus: 'pending' | 'completed' | null;
  /** The leader holds a maximum (proxy) bid: the bid goes to the maximum path (decision 028). */
  leaderHasMaximum?: boolean;
};

const orNull = (value: Int8 | null) => (value === null ? null : Number(value));

function toBidContext(row: ContextRow): BidContext {
  return {
    listingType: row.listing_type,
    status: row.status,
    startsAt: new Date(Number(row.starts_at_ms)),
    endsAt: new Date(Number(row.ends_at_ms)),
    startingPrice: Number(row.starting_price),
    highestBid: orNull(row.highest_bid),
    highestBidderId: row.highest_bidder_id,
    minIncrement: orNull(row.min_increment),
    depositStatus: row.deposit_status,
    leaderHasMaximum: row.leader_has_maximum,
  };
}

async function readContext(run: RunStatement, request: BidRequest): Promise<BidContext | null> {
  const values = fillPlaceholders(contextQuery.params, request);
  const [row] = (await run(BID_CONTEXT_STATEMENT, values)) as ContextRow[];
  return row ? toBidContext(row) : null;
}

/** The statement's answer at `now`: the bid, or (refused) the listing as it stands then. */
export type BidAttempt = { now: Date } & (
  { placed: PlacedBid } | { placed: null; context: BidContext | null }
);

/**
 * Runs the bid statement and, when it is refused, reads the context on the same connection
 * (no second wait for the pool). The server time is read once the connection is held, so time
 * spent queueing cannot let a bid in after the end. Bypasses Drizzle on purpose: the hot path.
 * Without `afterPlaced` the statement is the whole bid (autocommitted on `withConnection`) and
 * refuses a bid that would move the end; with it (inside `withTransaction`) that bid is accepted
 * and `afterPlaced` records what the statement cannot (decision 044).
 */
export async function attemptBid(
  withConnection: WithConnection,
  request: BidRequest,
  clock: () => Date,
  /** Runs on the same connection right after an accepted bid (the extension notice). */
  afterPlaced?: (run: RunStatement, placed: PlacedBid, now: Date) => Promise<void>,
): Promise<BidAttempt> {
  return withConnection(async (run) => {
    const now = clock();
    const params = { ...request, now, allowExtension: afterPlaced !== undefined };
    const [row] = (await run(PLACE_BID_STATEMENT, placeBidValues(params))) as PlacedRow[];
    if (row) {
      const placed: PlacedBid = {
        bidId: row.bid_id,
        highestBid: Number(row.highest_bid),
        bidCount: Number(row.bid_count),
        startingPrice: Number(row.starting_price),
        minIncrement: orNull(row.min_increment),
        endsAt: new Date(Number(row.ends_at_ms)),
        extended: row.extended,
      };
      await afterPlaced?.(run, placed, now);
      return { now, placed };
    }
    return { now, placed: null, context: await readContext(run, params) };
  });
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
    .where(eq(listings.id, listingId));
  return row ?? null;
}
