import { fillPlaceholders, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { savedSearchMatchSql } from '../../db/rules/saved-search-match.sql.ts';
import { channelTakenSql, writtenChannelSql } from './channel-rules.sql.ts';
import { MEMBER_NOTIFICATIONS_CHANNEL } from './notification-events.ts';

type Bound<T> = T | Placeholder;

export type RecordParams = {
  event: string;
  eventKey: string;
  listingId: string | null;
  /** PostgreSQL array literals ('{sms,email}'): one parameter on every path (Drizzle expands arrays). */
  channels: string;
  recipients: string;
  bidders: boolean;
  previousBidder: boolean;
  watchers: boolean;
  searchers: boolean;
  /** Never told (the member whose action it was, or the winner for `auction_lost`). */
  excludeId: string | null;
  reminder: boolean;
  data: string;
  now: string;
};

/** The listing's columns the template data copies (`notificationCtes`' `listing`). */
export const NOTIFICATION_LISTING_COLUMNS = sql.raw(
  'id, title, city, starts_at, ends_at, starting_price, highest_bid, final_price, display_price',
);

/**
 * The part every record shares, as CTEs to put after `with` (decision 034, and 044 for the bid
 * statement that embeds them): `note_audience` (each member once, from `audience`: rows of
 * `user_id, extra jsonb, pick timestamptz`; the smallest `pick` wins, nulls first), `note_eligible`
 * (each member's settings pick the channels, by the channel list's rules — `channel-rules.sql.ts`:
 * in-app always; SMS with `sms_notifications`; e-mail with `email_notifications` and a verified
 * address; reminders need `auction_reminders`), and
 * `note_inserted` (the rows, the listing's title, province, times and prices copied from
 * `listing` into the template data; the unique idempotency key (event, event key, recipient,
 * channel) makes a repeat record nothing). `listing` is a query giving
 * `NOTIFICATION_LISTING_COLUMNS` (at most one row): the table, or a bid statement's updated row,
 * whose values the statement's own snapshot could not see. The NOTIFY per inserted row is
 * `notifyMembersSql` (a select over `note_inserted`).
 */
export function notificationCtes(p: {
  listing: SQL;
  audience: SQL;
  event: SQL | Bound<string>;
  eventKey: SQL | Bound<string>;
  listingId: SQL | Bound<string | null>;
  channels: SQL | Bound<string>;
  excludeId: SQL | Bound<string | null>;
  reminder: SQL | Bound<boolean>;
  data: SQL | Bound<string>;
  now: SQL | Bound<string>;
}): SQL {
  return sql`note_listing as (
  ${p.listing}
), note_audience as (
  select distinct on (user_id) user_id, extra from (${p.audience}) audience_all
  order by user_id, pick nulls first, extra::text
), note_eligible as (
  select u.id as user_id, c.channel, a.extra
  from note_audience a
  join users u on u.id = a.user_id
  left join user_settings s on s.user_id = u.id
  cross join unnest(${p.channels}::notification_channel[]) as c(channel)
  where u.id is distinct from ${p.excludeId}::uuid
    and (not ${p.reminder}::boolean or coalesce(s.auction_reminders, true))
    and ${channelTakenSql(sql`c.channel`)}
), note_inserted as (
  insert into notifications (event, event_key, recipient_id, channel, listing_id, data, status,
    sent_at, created_at, updated_at)
  select ${p.event}::text, ${p.eventKey}::text, e.user_id, e.channel, ${p.listingId}::uuid,
    ${p.data}::jsonb || coalesce((select jsonb_build_object('listingTitle', l.title,
      'city', l.city, 'startsAt', l.starts_at, 'endsAt', l.ends_at,
      'startingPrice', l.starting_price, 'highestBid', l.highest_bid,
      'finalPrice', l.final_price, 'displayPrice', l.display_price)
      from note_listing l), '{}'::jsonb) || coalesce(e.extra, '{}'::jsonb),
    (case when ${writtenChannelSql(sql`e.channel`)} then 'sent' else 'pending' end)::notification_status,
    case when ${writtenChannelSql(sql`e.channel`)} then ${p.now}::timestamptz end,
    ${p.now}::timestamptz, ${p.now}::timestamptz
  from note_eligible e
  on conflict (event, event_key, recipient_id, channel) do nothing
  returning id, recipient_id, channel
)`;
}

/** The NOTIFY that tells each recipient's open tabs, delivered at commit (one per row). */
export const notifyMemberSql = sql`pg_notify(${MEMBER_NOTIFICATIONS_CHANNEL}, recipient_id::text)`;

/**
 * One statement records an event for its audience (decision 034): the audience is resolved in
 * the caller's transaction (bidders, the bidder who led before a bid, watchers, the owners of the
 * immediate saved searches the listing matches — decision 039), each member once (a searcher
 * with the name of their oldest matching search in the data); the rest is `notificationCtes`.
 * In-app rows are delivered by being written; a NOTIFY tells the member's open tabs, at commit.
 */
export function recordNotificationsSql(p: {
  [K in keyof RecordParams]: Bound<RecordParams[K]>;
}): SQL {
  const audience = sql`
  select unnest(${p.recipients}::uuid[]) as user_id, null::jsonb as extra, null::timestamptz as pick
  union all
  select b.bidder_id, null, null from bids b
  where ${p.bidders}::boolean and b.listing_id = ${p.listingId}::uuid
  union all
  select w.user_id, null, null from listing_watches w
  where ${p.watchers}::boolean and w.listing_id = ${p.listingId}::uuid
  union all
  select prev.bidder_id, null, null from (
    select b.bidder_id from bids b
    where ${p.previousBidder}::boolean and b.listing_id = ${p.listingId}::uuid
      -- The event key is the new bid's id here. Compared as a uuid, so the primary key finds it:
      -- \`id::text = key\` read every bid of every listing, under the listing's row lock.
      and b.seq < (select seq from bids where id = case
        when ${p.eventKey}::text ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
        then (${p.eventKey}::text)::uuid end)
    order by b.seq desc limit 1) prev
  union all
  select s.user_id, jsonb_build_object('searchName', s.name), s.created_at
  from saved_searches s cross join listings
  where ${p.searchers}::boolean and listings.id = ${p.listingId}::uuid
    and s.frequency = 'immediate'
    and ${savedSearchMatchSql(sql`s.filters`, sql`${p.now}::timestamptz`)}`;
  return sql`
with ${notificationCtes({
    listing: sql`select ${NOTIFICATION_LISTING_COLUMNS} from listings where id = ${p.listingId}::uuid`,
    audience,
    event: p.event,
    eventKey: p.eventKey,
    listingId: p.listingId,
    channels: p.channels,
    excludeId: p.excludeId,
    reminder: p.reminder,
    data: p.data,
    now: p.now,
  })}
select id, channel, ${notifyMemberSql}::text as told
from note_inserted`;
}

const rendered = new PgDialect().sqlToQuery(
  recordNotificationsSql({
    event: sql.placeholder('event'),
    eventKey: sql.placeholder('eventKey'),
    listingId: sql.placeholder('listingId'),
    channels: sql.placeholder('channels'),
    recipients: sql.placeholder('recipients'),
    bidders: sql.placeholder('bidders'),
    previousBidder: sql.placeholder('previousBidder'),
    watchers: sql.placeholder('watchers'),
    searchers: sql.placeholder('searchers'),
    excludeId: sql.placeholder('excludeId'),
    reminder: sql.placeholder('reminder'),
    data: sql.placeholder('data'),
    now: sql.placeholder('now'),
  }),
);

/** The statement rendered once (a named prepared statement on the bid path's connection). */
export const RECORD_NOTIFICATIONS_STATEMENT = {
  name: 'notifications_record_v3',
  text: rendered.sql,
};

export function recordNotificationsValues(p: RecordParams): unknown[] {
  return fillPlaceholders(rendered.params, p);
}
