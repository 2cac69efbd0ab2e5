import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { listingPhaseSql } from '../../db/rules/listing-phase.sql.ts';
import { listingPublishedSql } from '../../db/rules/listing-publication.sql.ts';
import { bidIncrementSql, minimumNextBidSql } from '../../db/rules/minimum-next-bid.sql.ts';
import { listings } from '../../db/schema/listings.ts';
import { bids, deposits } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';
import { notifyOutbidSql, outbidNoticeCtes } from '../notifications/index.ts';
import { bidContextSql } from './bid-context.sql.ts';
import { isoTimeSql, notifyBidEventSql, recordBidEventSql } from './bid-event.sql.ts';
import { maskBidderNameSql } from './mask-bidder-name.sql.ts';

/*
 * Every bid and maximum is decided in ONE autocommitted statement (decisions 012, 044, 047): the
 * shared rule `resolveProxyBid` (packages/shared/src/trading/proxy-bids.ts; without maximums it is the
 * plain rule: the amount reaches the minimum next bid and leads) written as SQL over the
 * listing's locked row, with the outcome's bid rows, the outbid notice (decision 034), the live
 * event (a row of the log, decision 086, and on the NOTIFY bus its NOTIFY) and the member's NOTIFY, which PostgreSQL delivers only when this commits, in commit
 * order. Concurrent inputs queue on the row lock; the locking subquery's condition is checked on
 * the statement's snapshot (a hopeless input does not wait) and again on the row as the winner
 * left it (READ COMMITTED), and every later step reads that locked row, never the snapshot, which
 * may miss the bid that just committed. The row lock is held only inside the statement, not
 * across round trips from Node. place-bid.sql.test.ts checks it against the rule.
 *
 * What it leaves to the transaction path (`placeProxyBid`, decision 028), by refusing:
 * - the leader changing their own maximum (the rule's no-row outcome);
 * - an input that would move the end (anti-sniping): its notice goes to every bidder and watcher,
 *   an audience one statement cannot read with the bids that committed while it waited;
 * - anything the rule refuses (too low, not active, no deposit), and a race lost while waiting.
 * A refusal returns the listing as the statement's snapshot saw it (`bidContextSql`), so the
 * service can say why without a second read, or send the input to the transaction path.
 */

const param = (name: string) => sql.placeholder(name);
const listingId = sql`${param('listingId')}::uuid`;
const bidderId = sql`${param('bidderId')}::uuid`;
const amount = sql`${param('amount')}::bigint`;
const automatic = sql`${param('automatic')}::boolean`;
const now = sql`${param('now')}::timestamptz`;
const antiSnipeEnd = sql`${now} + make_interval(mins => ${listings.antiSnipeMinutes})`;

/**
 * Checked on the statement's snapshot (a hopeless input does not wait for the lock) and again on
 * the locked row: an active auction, a caller who is not the leader, an amount that reaches the
 * minimum next bid, no move of the end, a completed deposit.
 */
const acceptable = sql`${listings.id} = ${listingId}
    and ${listings.listingType} = 'auction'
    and ${listingPublishedSql()}
    and ${listingPhaseSql('active', now)}
    and ${listings.highestBidderId} is distinct from ${bidderId}
    and ${amount} >= ${minimumNextBidSql({
      startingPrice: listings.startingPrice,
      highestBid: listings.highestBid,
      minIncrement: listings.minIncrement,
    })}
    and not (${listings.antiSnipeMinutes} > 0 and ${listings.endsAt} <= ${antiSnipeEnd})
    and exists (
      select 1 from ${deposits}
      where ${deposits.listingId} = ${listings.id}
        and ${deposits.userId} = ${bidderId}
        and ${deposits.status} = 'completed')`;

/*
 * The rule, case by case (`first`: no bid yet; `reach`: the leader's maximum, or their bid):
 *   first                → the caller's row: the starting price for a maximum, else the amount
 *   amount > reach       → the leader's automatic row at their reach (if above the price), then
 *                          the caller's: one increment above the reach for a maximum (capped at
 *                          it), else the amount; the caller leads
 *   else (the reach holds) → the caller's row below the answer (if any), then the leader's
 *                          automatic answer: one increment above the amount, capped at the reach
 * Row 2 is always the leading bid; row 1 may be absent.
 *
 * `backed`: the bidder's completed deposit, share-locked once the listing's row is locked (the
 * order of every writer: listing, then deposit). The snapshot's `exists` above may predate a
 * refund that committed while this statement waited for the row (the member's early refund,
 * decision 061, or the operator's); the share lock waits for such a change and reads the row as
 * it was left, so a deposit no longer completed backs no bid.
 */
const decided = sql`
locked as (
  select ${listings.id} as id, ${listings.startingPrice} as starting_price,
    ${listings.highestBid} as highest_bid, ${listings.highestBidderId} as leader_id,
    ${listings.leaderMaximum} as leader_maximum, ${bidIncrementSql(listings.minIncrement)} as inc
  from ${listings} where ${acceptable} for update
), backed as (
  select ${deposits.id} from ${deposits}
  where ${deposits.listingId} = (select id from locked) and ${deposits.userId} = ${bidderId}
    and ${deposits.status} = 'completed'
  for share
), judged as (
  select k.*, (k.highest_bid is null or k.leader_id is null) as first,
    greatest(coalesce(k.leader_maximum, k.highest_bid), k.highest_bid) as reach
  from locked k where exists (select 1 from backed)
), outcome as (
  select j.id, j.leader_id as previous_leader_id, took_lead,
    case when j.first then null
      when took_lead then case when j.reach > j.highest_bid then j.leader_id end
      else case when ${amount} < least(${amount} + j.inc, j.reach) then ${bidderId} end
    end as bidder1,
    case when took_lead then j.reach else ${amount} end as amount1,
    case when took_lead then true else ${automatic} end as automatic1,
    case when took_lead then ${bidderId} else j.leader_id end as bidder2,
    case when j.first then case when ${automatic} then j.starting_price else ${amount} end
      when took_lead then case when ${automatic} then least(j.reach + j.inc, ${amount}) else ${amount} end
      else least(${amount} + j.inc, j.reach)
    end as amount2,
    case when took_lead then ${automatic} else true end as automatic2,
    case when not took_lead then j.leader_maximum when ${automatic} then ${amount} end
      as leader_maximum
  from judged j cross join lateral (select j.first or ${amount} > j.reach as took_lead) t
)`;

const statement = sql`
with ${decided}, updated as (
  update ${listings} set
    highest_bid = o.amount2,
    highest_bidder_id = o.bidder2,
    leader_maximum = o.leader_maximum,
    bid_count = ${listings.bidCount} + case when o.bidder1 is null then 1 else 2 end,
    updated_at = ${now}
  from outcome o
  where ${listings.id} = o.id
  returning ${listings.id} as listing_id, ${listings.highestBid} as highest_bid,
    ${listings.bidCount} as bid_count, ${listings.endsAt} as ends_at,
    ${listings.startingPrice} as starting_price, ${listings.minIncrement} as min_increment,
    ${minimumNextBidSql({
      startingPrice: listings.startingPrice,
      highestBid: listings.highestBid,
      minIncrement: listings.minIncrement,
    })} as minimum_next_bid,
    ${listings.title} as title, ${listings.city} as city, ${listings.startsAt} as starts_at,
    ${listings.finalPrice} as final_price, ${listings.displayPrice} as display_price,
    case when o.took_lead then o.previous_leader_id end as previous_leader_id
), inserted as (
  insert into ${bids} (listing_id, bidder_id, amount, automatic, created_at)
  select u.listing_id, r.bidder_id, r.amount, r.automatic, ${now}
  from updated u cross join outcome o cross join lateral (values
    (1, o.bidder1, o.amount1, o.automatic1),
    (2, o.bidder2, o.amount2, o.automatic2)
  ) as r(n, bidder_id, amount, automatic)
  where r.bidder_id is not null
  order by r.n
  returning id, bidder_id, amount, automatic
), lead_bid as (
  select id from inserted order by amount desc limit 1
), ${outbidNoticeCtes({
  placed: sql`updated`,
  bidId: sql`(select id::text from lead_bid)`,
  bidderId: param('bidderId'),
  now: param('now'),
})}, snapshot as (
  ${bidContextSql(param('listingId'), param('bidderId'))}
), answer as (
  select (select id from lead_bid) as leading_bid_id, mine.id as caller_bid_id,
    mine.amount as caller_amount, mine.automatic as caller_automatic,
    u.highest_bid, u.bid_count, u.starting_price, u.min_increment, u.minimum_next_bid,
    u.ends_at, u.listing_id, o.took_lead, o.leader_maximum, o.previous_leader_id
  from updated u cross join outcome o
  left join inserted mine on mine.bidder_id = ${bidderId}
), logged as (
  ${recordBidEventSql(
    {
      listingId: sql`a.listing_id`,
      amount: sql`a.highest_bid`,
      highestBid: sql`a.highest_bid`,
      minimumNextBid: sql`a.minimum_next_bid`,
      bidCount: sql`a.bid_count`,
      bidderName: sql`case when a.took_lead then ${param('bidderName')}::text
        else (select ${maskBidderNameSql(sql`${users.firstName} || ' ' || ${users.lastName}`)}
          from ${users} where ${users.id} = a.previous_leader_id) end`,
      createdAt: sql`${param('now')}::text`,
      endsAt: isoTimeSql(sql`a.ends_at`),
      extended: sql`false`,
    },
    sql`answer a`,
    sql`a.listing_id is not null`,
  )}
)
select c.*, a.leading_bid_id, a.caller_bid_id, a.caller_amount, a.caller_automatic,
  a.highest_bid as placed_highest_bid, a.bid_count as placed_bid_count,
  a.took_lead, a.leader_maximum as placed_leader_maximum,
  (extract(epoch from a.ends_at) * 1000)::bigint as placed_ends_at_ms,
  case when a.listing_id is not null then ${notifyOutbidSql} end as outbid_told,
  ${notifyBidEventSql(sql`${param('notify')}::boolean`, sql`logged`)} as event_sent
from snapshot c left join answer a on true`;

const rendered = new PgDialect().sqlToQuery(statement);

/**
 * The statement rendered once: on PostgreSQL a named prepared statement (parsed and planned once
 * per connection); the text is also what bench/bids.ts sends as the raw ceiling.
 */
export const PLACE_BID_STATEMENT = { name: 'bids_place_v7', text: rendered.sql };

export type PlaceBidParams = {
  listingId: string;
  bidderId: string;
  amount: number;
  /** A maximum (the server bids for the caller) rather than a plain bid. */
  automatic: boolean;
  now: Date;
  /** The caller's masked name, for the live event when they lead after it. */
  bidderName: string;
  /** Whether the statement NOTIFYs (the NOTIFY bus) or the caller announces after it (NATS). */
  notify: boolean;
};

export function placeBidValues(p: PlaceBidParams): unknown[] {
  return fillPlaceholders(rendered.params, { ...p, now: p.now.toISOString() });
}
