import { fillPlaceholders, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { listings } from '../../db/schema/listings.ts';
import { bids, deposits } from '../../db/schema/trading.ts';
import { LISTING_EVENTS_CHANNEL } from '../events/event-bus.ts';
import { listingPhaseSql } from '../../db/rules/listing-phase.sql.ts';
import { minimumNextBidSql } from '../../db/rules/minimum-next-bid.sql.ts';
import { notifyOutbidSql, outbidNoticeCtes } from '../notifications/outbid-notice.ts';

export type PlaceBidParams = {
  listingId: string;
  bidderId: string;
  amount: number;
  now: Date;
  /** The bidder's masked name, for the live event. */
  bidderName: string;
  /**
   * A bid that moves the end (anti-sniping) is accepted only when true: the caller then records
   * the extension notice in the same transaction (decision 044). Refused otherwise.
   */
  allowExtension: boolean;
};

/** A value, or a placeholder filled in at execution (the statement is rendered once). */
type Bound<T> = T | Placeholder;

/** The minimum next bid of the listing row (before the update in WHERE, after it in RETURNING). */
const minimumNextBid = minimumNextBidSql({
  startingPrice: listings.startingPrice,
  highestBid: listings.highestBid,
  minIncrement: listings.minIncrement,
});
const isoSql = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The whole bid decision in ONE statement, so no two requests can both win: update the listing
 * only if it is an auction, active at `now` (the same condition as listing-phase.sql.ts), the
 * amount reaches the minimum next bid, the bidder is not already the highest, and they hold a
 * completed deposit; insert the bid from the updated row; record the outbid notice for the
 * member who led (decision 034, written by this statement: decision 044); and NOTIFY the live
 * event and the member's tabs, which PostgreSQL delivers only when this commits, in commit
 * order. Concurrent bids queue on the row lock and re-check the condition against the row as
 * the winner left it (READ COMMITTED), so an equal or lower bid finds no row. The previous
 * leader is read from the locked row (`old`, `for update`): the statement's other reads see the
 * snapshot taken before the lock was waited for, which may miss the bid that just committed.
 * A leader holding a maximum (proxy) bid is left to the maximum path
 * (`proxy-bid.repository.ts`, decision 028): this statement then finds no row. Anti-sniping: a
 * bid in the last N minutes (N > 0) moves the end to now + N, only with `allowExtension` (the
 * caller's transaction then records the extension notice). No row back means refused; the
 * service then reads why.
 */
export function placeBidSql(p: {
  listingId: Bound<string>;
  bidderId: Bound<string>;
  amount: Bound<number>;
  /** ISO 8601, the server clock. */
  now: Bound<string>;
  bidderName: Bound<string>;
  allowExtension: Bound<boolean>;
}): SQL {
  const now = sql`${p.now}::timestamptz`;
  const antiSnipeEnd = sql`${now} + make_interval(mins => ${listings.antiSnipeMinutes})`;
  const active = listingPhaseSql('active', now);
  // Checked first on the statement's snapshot, so a bid that is already too low is refused
  // without waiting for the row lock; rechecked on the row as it stands once locked.
  const acceptable = sql`${listings.id} = ${p.listingId}::uuid
    and ${listings.listingType} = 'auction'
    and ${active}
    and ${p.amount}::bigint >= ${minimumNextBid}
    and ${listings.highestBidderId} is distinct from ${p.bidderId}::uuid
    and ${listings.leaderMaximum} is null
    and (${p.allowExtension}::boolean
      or not (${listings.antiSnipeMinutes} > 0 and ${listings.endsAt} <= ${antiSnipeEnd}))
    and exists (
      select 1 from ${deposits}
      where ${deposits.listingId} = ${listings.id}
        and ${deposits.userId} = ${p.bidderId}::uuid
        and ${deposits.status} = 'completed')`;
  return sql`
with updated as (
  update ${listings} set
    highest_bid = ${p.amount}::bigint,
    highest_bidder_id = ${p.bidderId}::uuid,
    bid_count = ${listings.bidCount} + 1,
    ends_at = case
      when ${listings.antiSnipeMinutes} > 0 and ${listings.endsAt} <= ${antiSnipeEnd}
      then ${antiSnipeEnd}
      else ${listings.endsAt} end,
    updated_at = ${now}
  from (select id, highest_bidder_id from ${listings} where ${acceptable} for update) old
  where ${listings.id} = old.id and ${acceptable}
  returning ${listings.id} as listing_id, ${listings.highestBid} as highest_bid,
    ${listings.bidCount} as bid_count, ${listings.endsAt} as ends_at,
    ${listings.startingPrice} as starting_price, ${listings.minIncrement} as min_increment,
    ${minimumNextBid} as minimum_next_bid,
    (${listings.antiSnipeMinutes} > 0 and ${listings.endsAt} = ${antiSnipeEnd}) as extended,
    ${listings.title} as title, ${listings.city} as city, ${listings.startsAt} as starts_at,
    ${listings.finalPrice} as final_price, ${listings.displayPrice} as display_price,
    old.highest_bidder_id as previous_leader_id
), inserted as (
  insert into ${bids} (listing_id, bidder_id, amount, created_at)
  select listing_id, ${p.bidderId}::uuid, ${p.amount}::bigint, ${now} from updated
  returning id
), ${outbidNoticeCtes({
    placed: sql`updated`,
    bidId: sql`(select id from inserted)`,
    bidderId: p.bidderId,
    now: p.now,
  })}
select inserted.id as bid_id, updated.highest_bid, updated.bid_count,
  updated.starting_price, updated.min_increment, updated.extended,
  (extract(epoch from updated.ends_at) * 1000)::bigint as ends_at_ms,
  ${notifyOutbidSql} as outbid_told,
  pg_notify(${LISTING_EVENTS_CHANNEL}, json_build_object('type', 'bid', 'data', json_build_object(
    'listingId', updated.listing_id,
    'amount', updated.highest_bid,
    'highestBid', updated.highest_bid,
    'minimumNextBid', updated.minimum_next_bid,
    'bidCount', updated.bid_count,
    'bidderName', ${p.bidderName}::text,
    'createdAt', ${p.now}::text,
    'endsAt', ${isoSql(sql`updated.ends_at`)},
    'extended', updated.extended))::text)
from inserted cross join updated`;
}

/**
 * The bid statement rendered once, for the hot path: on PostgreSQL it is a named prepared
 * statement (parsed and planned once per connection); the text is also what bench/bids.ts sends
 * as the raw ceiling.
 */
const rendered = new PgDialect().sqlToQuery(
  placeBidSql({
    listingId: sql.placeholder('listingId'),
    bidderId: sql.placeholder('bidderId'),
    amount: sql.placeholder('amount'),
    now: sql.placeholder('now'),
    bidderName: sql.placeholder('bidderName'),
    allowExtension: sql.placeholder('allowExtension'),
  }),
);
export const PLACE_BID_STATEMENT = { name: 'bids_place_v3', text: rendered.sql };

export function placeBidValues(p: PlaceBidParams): unknown[] {
  return fillPlaceholders(rendered.params, { ...p, now: p.now.toISOString() });
}
