import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { NOTIFICATION_EVENTS } from './notification-events.ts';
import { notificationCtes, notifyMemberSql } from './record-notifications.sql.ts';

/**
 * The outbid notice as part of the bid statement (decisions 044, 047): the same CTEs as every
 * record (`notificationCtes`: settings, channels, template data, idempotency key), with the
 * audience and the listing taken from the statement's own updated row, because the other CTEs
 * read the snapshot taken before the listing's row lock was waited for. `placed` is a CTE of
 * that statement with one row of the listing after the bid (`listing_id`, `title`, `city`,
 * `starts_at`, `ends_at`, `starting_price`, `highest_bid`, `final_price`, `display_price`) and
 * `previous_leader_id`, the leader read from the locked row (null when nobody lost the lead);
 * `bidId` is the id of the bid that leads now. Same
 * rows as `recordBidNotifications`' outbid record: the previous leader (never the bidder), with
 * the new price as `amount`.
 */
export function outbidNoticeCtes(bid: {
  placed: SQL;
  bidId: SQL;
  bidderId: Placeholder | string;
  now: Placeholder | string;
}): SQL {
  const { placed } = bid;
  return notificationCtes({
    listing: sql`select listing_id as id, title, city, starts_at, ends_at, starting_price,
    highest_bid, final_price, display_price from ${placed}`,
    audience: sql`select previous_leader_id as user_id, null::jsonb as extra,
    null::timestamptz as pick from ${placed} where previous_leader_id is not null`,
    event: 'outbid',
    eventKey: bid.bidId,
    listingId: sql`(select listing_id from ${placed})`,
    channels: `{${NOTIFICATION_EVENTS.outbid.join(',')}}`,
    excludeId: bid.bidderId,
    reminder: false,
    data: sql`(select jsonb_build_object('amount', highest_bid) from ${placed})`,
    now: bid.now,
  });
}

/** Counts the NOTIFYs told to the notices' recipients (a select over `note_inserted`). */
export const notifyOutbidSql = sql`(select count(${notifyMemberSql}::text) from note_inserted)`;
