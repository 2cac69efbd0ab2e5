import type { ProxyBidRow, ProxyListing } from '@arsamezat/shared/trading/proxy-bids';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { RunStatement, Statement } from '../../db/connection.ts';
import { minimumNextBidSql } from '../../db/rules/minimum-next-bid.sql.ts';
import { listings } from '../../db/schema/listings.ts';
import { bids } from '../../db/schema/trading.ts';
import { bidContextSql, toBidContext, type BidContextRow } from './bid-context.sql.ts';
import { isoTimeSql, notifyBidEventSql, recordBidEventSql } from './bid-event.sql.ts';
import type { BidContext } from './bids.repository.ts';

/*
 * The bids' transaction path, decision 028 (what the one bid statement leaves to it, decision
 * 047): one transaction that holds the listing's row lock (`for update`) from reading the
 * leader's secret maximum to writing the outcome, so inputs are decided one at a time, exactly as
 * `resolveProxyBid` (packages/shared/src/trading/proxy-bids.ts) folds them. The rule itself runs in the
 * service, between `lockListing` and `applyOutcome`.
 */

type Int8 = number | string;

/** Renders a statement once with named placeholders; `values` fills them in per execution. */
function prepare(name: string, query: SQL) {
  const rendered = new PgDialect().sqlToQuery(query);
  const statement: Statement = { name, text: rendered.sql };
  return (run: RunStatement, params: Record<string, unknown>) =>
    run(statement, fillPlaceholders(rendered.params, params));
}
const param = (name: string) => sql.placeholder(name);

export type LockedListing = BidContext & {
  leaderMaximum: number | null;
  bidCount: number;
  /** The leader's full name (for the live event's masked name), null without a leader. */
  leaderFullName: string | null;
};

/*
 * The statements of the transaction path are rendered once and sent as named prepared statements
 * on the transaction's one connection (parsed and planned once per connection), not built by
 * Drizzle per request (issue 12's bench, bench/README.md).
 */
const lockStatement = prepare(
  'bids_proxy_lock_v4',
  bidContextSql(param('listingId'), param('bidderId'), { forUpdate: true }),
);

/** Reads the listing under its row lock (held until the transaction ends), with the deposit. */
export async function lockListing(
  run: RunStatement,
  listingId: string,
  bidderId: string,
): Promise<LockedListing | null> {
  const [row] = (await lockStatement(run, { listingId, bidderId })) as BidContextRow[];
  if (!row) return null;
  return {
    ...toBidContext(row),
    leaderMaximum: row.leader_maximum === null ? null : Number(row.leader_maximum),
    bidCount: Number(row.bid_count),
    leaderFullName: row.leader_full_name,
  };
}

/** The shared rule's view of a listing as read (locked, or a refused statement's snapshot). */
export function toProxyListing(locked: BidContext): ProxyListing {
  return {
    startingPrice: locked.startingPrice,
    minIncrement: locked.minIncrement,
    highestBid: locked.highestBid,
    leaderId: locked.highestBidderId,
    leaderMaximum: locked.leaderMaximum ?? null,
  };
}

const updateMaximumStatement = prepare(
  'bids_proxy_raise_v1',
  sql`update ${listings} set leader_maximum = ${param('maximum')}::bigint,
    updated_at = ${param('now')}::timestamptz
  where ${listings.id} = ${param('listingId')}::uuid`,
);

/** The leader changed only their maximum: no bid, no event (the maximum is secret). */
export async function updateLeaderMaximum(
  run: RunStatement,
  listingId: string,
  maximum: number,
  now: Date,
) {
  await updateMaximumStatement(run, { listingId, maximum, now: now.toISOString() });
}

type AppliedRow = {
  caller_bid_id: string | null;
  leading_bid_id: string;
  highest_bid: Int8;
  bid_count: Int8;
  extended: boolean;
  ends_at_ms: Int8;
};

/** The rule writes one or two bid rows per outcome (packages/shared/src/trading/proxy-bids.ts). */
const MAX_OUTCOME_ROWS = 2;

type ApplyParams = {
  listingId: string;
  callerId: string;
  highestBid: number | null;
  leaderId: string | null;
  leaderMaximum: number | null;
  rowCount: number;
  now: string;
  leaderName: string;
  notify: boolean;
  bidder1: string;
  amount1: number;
  automatic1: boolean;
  bidder2: string | null;
  amount2: number | null;
  automatic2: boolean | null;
};

const applyNow = sql`${param('now')}::timestamptz`;
const antiSnipeEnd = sql`${applyNow} + make_interval(mins => ${listings.antiSnipeMinutes})`;
const applyStatement = prepare(
  'bids_proxy_apply_v2',
  sql`
with updated as (
  update ${listings} set
    highest_bid = ${param('highestBid')}::bigint,
    highest_bidder_id = ${param('leaderId')}::uuid,
    leader_maximum = ${param('leaderMaximum')}::bigint,
    bid_count = ${listings.bidCount} + ${param('rowCount')}::int,
    ends_at = case
      when ${listings.antiSnipeMinutes} > 0 and ${listings.endsAt} <= ${antiSnipeEnd}
      then ${antiSnipeEnd}
      else ${listings.endsAt} end,
    updated_at = ${applyNow}
  where ${listings.id} = ${param('listingId')}::uuid
  returning ${listings.id} as listing_id, ${listings.highestBid} as highest_bid,
    ${listings.bidCount} as bid_count, ${listings.endsAt} as ends_at,
    ${minimumNextBidSql({
      startingPrice: listings.startingPrice,
      highestBid: listings.highestBid,
      minIncrement: listings.minIncrement,
    })} as minimum_next_bid,
    (${listings.antiSnipeMinutes} > 0 and ${listings.endsAt} = ${antiSnipeEnd}) as extended
), inserted as (
  insert into ${bids} (listing_id, bidder_id, amount, automatic, created_at)
  select ${param('listingId')}::uuid, r.bidder_id, r.amount, r.automatic, ${applyNow}
  from (values
    (1, ${param('bidder1')}::uuid, ${param('amount1')}::bigint, ${param('automatic1')}::boolean),
    (2, ${param('bidder2')}::uuid, ${param('amount2')}::bigint, ${param('automatic2')}::boolean)
  ) as r(n, bidder_id, amount, automatic)
  where r.bidder_id is not null
  order by r.n
  returning id, bidder_id, amount
), logged as (
  ${recordBidEventSql(
    {
      listingId: sql`updated.listing_id`,
      amount: sql`updated.highest_bid`,
      highestBid: sql`updated.highest_bid`,
      minimumNextBid: sql`updated.minimum_next_bid`,
      bidCount: sql`updated.bid_count`,
      bidderName: sql`${param('leaderName')}::text`,
      createdAt: sql`${param('now')}::text`,
      endsAt: isoTimeSql(sql`updated.ends_at`),
      extended: sql`updated.extended`,
    },
    sql`updated`,
    sql`true`,
  )}
)
select (select id from inserted where bidder_id = ${param('callerId')}::uuid) as caller_bid_id,
  (select id from inserted order by amount desc limit 1) as leading_bid_id,
  updated.highest_bid, updated.bid_count, updated.extended,
  (extract(epoch from updated.ends_at) * 1000)::bigint as ends_at_ms,
  ${notifyBidEventSql(sql`${param('notify')}::boolean`, sql`logged`)} as event_sent
from updated`,
);

/**
 * Writes the rule's outcome in one statement: the listing (price, leader, the leader's maximum,
 * the count, the anti-sniping end, which automatic bids move too), the bid rows in order, and
 * the one live `bid` event with the resulting price, delivered at commit. The maximum is never
 * in the event.
 */
export async function applyOutcome(
  run: RunStatement,
  p: {
    listingId: string;
    callerId: string;
    rows: ProxyBidRow[];
    after: ProxyListing;
    now: Date;
    /** The leader's masked name after this, for the event. */
    leaderName: string;
    /** NOTIFY at commit (the NOTIFY bus), or leave it to the caller's announcement (NATS). */
    notify: boolean;
  },
): Promise<{
  highestBid: number;
  bidCount: number;
  endsAt: Date;
  extended: boolean;
  callerBidId: string | null;
  /** The bid that leads now (the highest of the rows): the caller's or an automatic answer. */
  leadingBidId: string;
}> {
  const [first, second] = p.rows;
  if (!first || p.rows.length > MAX_OUTCOME_ROWS) {
    throw new Error(`An outcome writes 1 or 2 bid rows, not ${p.rows.length}`);
  }
  const params: ApplyParams = {
    listingId: p.listingId,
    callerId: p.callerId,
    highestBid: p.after.highestBid,
    leaderId: p.after.leaderId,
    leaderMaximum: p.after.leaderMaximum,
    rowCount: p.rows.length,
    now: p.now.toISOString(),
    leaderName: p.leaderName,
    notify: p.notify,
    bidder1: first.bidderId,
    amount1: first.amount,
    automatic1: first.automatic,
    bidder2: second?.bidderId ?? null,
    amount2: second?.amount ?? null,
    automatic2: second?.automatic ?? null,
  };
  const [row] = (await applyStatement(run, params)) as AppliedRow[];
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
