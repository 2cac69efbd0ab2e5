import type { ProxyBidRow, ProxyListing } from '@arsamezat/shared/proxy-bids';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { minimumNextBidSql } from '../../db/rules/minimum-next-bid.sql.ts';
import { listings } from '../../db/schema/listings.ts';
import { bids, deposits } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';
import { LISTING_EVENTS_CHANNEL } from '../events/event-bus.ts';
import type { BidContext, PlacedBid } from './bids.repository.ts';

/*
 * The maximum (proxy) bid path, decision 028: one transaction that holds the listing's row lock
 * (`for update`) from reading the leader's secret maximum to writing the outcome, so inputs are
 * decided one at a time, exactly as `resolveProxyBid` (packages/shared/src/proxy-bids.ts) folds
 * them. The rule itself runs in the service, between `lockListing` and `applyOutcome`.
 */

/** Drizzle types a raw result per driver (unknown here); both drivers answer `{ rows }`. */
async function execute<Row>(tx: Tx, query: SQL): Promise<Row[]> {
  const result: unknown = await tx.execute(query);
  return (result as { rows: Row[] }).rows;
}

type Int8 = number | string;
const orNull = (value: Int8 | null) => (value === null ? null : Number(value));

type LockedRow = {
  listing_type: 'auction' | 'offer';
  status: BidContext['status'];
  starts_at_ms: Int8;
  ends_at_ms: Int8;
  starting_price: Int8;
  highest_bid: Int8 | null;
  highest_bidder_id: string | null;
  leader_maximum: Int8 | null;
  bid_count: Int8;
  min_increment: Int8 | null;
  leader_first_name: string | null;
  leader_last_name: string | null;
  deposit_status: 'pending' | 'completed' | null;
};

export type LockedListing = BidContext & {
  leaderMaximum: number | null;
  bidCount: number;
  /** The leader's full name (for the live event's masked name), null without a leader. */
  leaderFullName: string | null;
};

/** Reads the listing under its row lock (held until the transaction ends), with the deposit. */
export async function lockListing(
  tx: Tx,
  listingId: string,
  bidderId: string,
): Promise<LockedListing | null> {
  const [row] = await execute<LockedRow>(
    tx,
    sql`
select ${listings.listingType} as listing_type, ${listings.status} as status,
  (extract(epoch from ${listings.startsAt}) * 1000)::bigint as starts_at_ms,
  (extract(epoch from ${listings.endsAt}) * 1000)::bigint as ends_at_ms,
  ${listings.startingPrice} as starting_price, ${listings.highestBid} as highest_bid,
  ${listings.highestBidderId} as highest_bidder_id, ${listings.leaderMaximum} as leader_maximum,
  ${listings.minIncrement} as min_increment, ${listings.bidCount} as bid_count,
  ${users.firstName} as leader_first_name, ${users.lastName} as leader_last_name,
  (select ${deposits.status} from ${deposits}
    where ${deposits.listingId} = ${listings.id} and ${deposits.userId} = ${bidderId}::uuid
      and ${deposits.status} in ('pending', 'completed')
    limit 1) as deposit_status
from ${listings} left join ${users} on ${users.id} = ${listings.highestBidderId}
where ${listings.id} = ${listingId}::uuid
for update of ${listings}`,
  );
  if (!row) return null;
  return {
    listingType: row.listing_type,
    status: row.status,
    startsAt: new Date(Number(row.starts_at_ms)),
    endsAt: new Date(Number(row.ends_at_ms)),
    startingPrice: Number(row.starting_price),
    highestBid: orNull(row.highest_bid),
    highestBidderId: row.highest_bidder_id,
    leaderMaximum: orNull(row.leader_maximum),
    bidCount: Number(row.bid_count),
    minIncrement: orNull(row.min_increment),
    depositStatus: row.deposit_status,
    leaderFullName:
      row.leader_first_name === null ? null : `${row.leader_first_name} ${row.leader_last_name}`,
  };
}

/** The shared rule's view of a locked listing. */
export function toProxyListing(locked: LockedListing): ProxyListing {
  return {
    startingPrice: locked.startingPrice,
    minIncrement: locked.minIncrement,
    highestBid: locked.highestBid,
    leaderId: locked.highestBidderId,
    leaderMaximum: locked.leaderMaximum,
  };
}

/** The leader changed only their maximum: no bid, no event (the maximum is secret). */
export async function updateLeaderMaximum(tx: Tx, listingId: string, maximum: number, now: Date) {
  await tx
    .update(listings)
    .set({ leaderMaximum: maximum, updatedAt: now })
    .where(sql`${listings.id} = ${listingId}::uuid`);
}

type AppliedRow = {
  caller_bid_id: string | null;
  leading_bid_id: string;
  highest_bid: Int8;
  bid_count: Int8;
  extended: boolean;
  ends_at_ms: Int8;
};

/**
 * Writes the rule's outcome in one statement: the listing (price, leader, the leader's maximum,
 * the count, the anti-sniping end, which automatic bids move too), the bid rows in order, and
 * the one live `bid` event with the resulting price, delivered at commit. The maximum is never
 * in the event.
 */
export async function applyOutcome(
  tx: Tx,
  p: {
    listingId: string;
    callerId: string;
    rows: ProxyBidRow[];
    after: ProxyListing;
    now: Date;
    /** The leader's masked name after this, for the event. */
    leaderName: string;
  },
): Promise<
  Omit<PlacedBid, 'bidId' | 'startingPrice' | 'minIncrement'> & {
    callerBidId: string | null;
    /** The bid that leads now (the highest of the rows): the caller's or an automatic answer. */
    leadingBidId: string;
  }
> {
  const now = sql`${p.now.toISOString()}::timestamptz`;
  const antiSnipeEnd = sql`${now} + make_interval(mins => ${listings.antiSnipeMinutes})`;
  const minimumNextBid = minimumNextBidSql({
    startingPrice: listings.startingPrice,
    highestBid: listings.highestBid,
    minIncrement: listings.minIncrement,
  });
  const values = sql.join(
    p.rows.map(
      (row) =>
        sql`(${p.listingId}::uuid, ${row.bidderId}::uuid, ${row.amount}::bigint, ${row.automatic}::boolean, ${now})`,
    ),
    sql`, `,
  );
  const [row] = await execute<AppliedRow>(
    tx,
    sql`
with updated as (
  update ${listings} set
    highest_bid = ${p.after.highestBid}::bigint,
    highest_bidder_id = ${p.after.leaderId}::uuid,
    leader_maximum = ${p.after.leaderMaximum}::bigint,
    bid_count = ${listings.bidCount} + ${p.rows.length}::int,
    ends_at = case
      when ${listings.antiSnipeMinutes} > 0 and ${listings.endsAt} <= ${antiSnipeEnd}
      then ${antiSnipeEnd}
      else ${listings.endsAt} end,
    updated_at = ${now}
  where ${listings.id} = ${p.listingId}::uuid
  returning ${listings.id} as listing_id, ${listings.highestBid} as highest_bid,
    ${listings.bidCount} as bid_count, ${listings.endsAt} as ends_at,
    ${minimumNextBid} as minimum_next_bid,
    (${listings.antiSnipeMinutes} > 0 and ${listings.endsAt} = ${antiSnipeEnd}) as extended
), inserted as (
  insert into ${bids} (listing_id, bidder_id, amount, automatic, created_at)
  values ${values}
  returning id, bidder_id, amount
)
select (select id from inserted where bidder_id = ${p.callerId}::uuid) as caller_bid_id,
  (select id from inserted order by amount desc limit 1) as leading_bid_id,
  updated.highest_bid, updated.bid_count, updated.extended,
  (extract(epoch from updated.ends_at) * 1000)::bigint as ends_at_ms,
  pg_notify(${LISTING_EVENTS_CHANNEL}, json_build_object('type', 'bid', 'data', json_build_object(
    'listingId', updated.listing_id,
    'amount', updated.highest_bid,
    'highestBid', updated.highest_bid,
    'minimumNextBid', updated.minimum_next_bid,
    'bidCount', updated.bid_count,
    'bidderName', ${p.leaderName}::text,
    'createdAt', ${p.now.toISOString()}::text,
    'endsAt', to_char(updated.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'extended', updated.extended))::text)
from updated`,
  );
  if (!row) throw new Error('The locked listing was not updated');
  return {
    callerBidId: row.caller_bid_id,
    leadingBidId: row.leading_bid_id,
    highestBid: Number(row.highest_bid),
    bidCount: Number(row.bid_count),
    endsAt: new Date(Number(row.ends_at_ms)),
    extended: row.extended,
  };
}
