import { fillPlaceholders, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { savedSearchMatchSql } from '../../db/rules/saved-search-match.sql.ts';
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

/**
 * One statement records an event for its audience (decision 034): the audience is resolved in
 * the caller's transaction (bidders, the bidder who led before a bid, watchers, the owners of the
 * immediate saved searches the listing matches — decision 039), each member once (a searcher
 * with the name of their oldest matching search in the data), each member's settings
 * pick the channels (in-app always; SMS with `sms_notifications`; e-mail with
 * `email_notifications` and a verified address; reminders need `auction_reminders`), the
 * listing's title, province, times and prices are copied into the template data, and the unique idempotency key
 * (event, event key, recipient, channel) makes a repeat record nothing. In-app rows are delivered
 * by being written; a NOTIFY tells the member's open tabs, at commit.
 */
export function recordNotificationsSql(p: {
  [K in keyof RecordParams]: Bound<RecordParams[K]>;
}): SQL {
  return sql`
with listing as (
  select id, title, city, starts_at, ends_at, starting_price, highest_bid, final_price, display_price
  from listings where id = ${p.listingId}::uuid
), audience_all as (
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
    and ${savedSearchMatchSql(sql`s.filters`, sql`${p.now}::timestamptz`)}
), audience as (
  select distinct on (user_id) user_id, extra from audience_all
  order by user_id, pick nulls first, extra::text
), eligible as (
  select u.id as user_id, c.channel, a.extra
  from audience a
  join users u on u.id = a.user_id
  left join user_settings s on s.user_id = u.id
  cross join unnest(${p.channels}::notification_channel[]) as c(channel)
  where u.id is distinct from ${p.excludeId}::uuid
    and (not ${p.reminder}::boolean or coalesce(s.auction_reminders, true))
    and (c.channel = 'in_app'
      or (c.channel = 'sms' and coalesce(s.sms_notifications, true))
      or (c.channel = 'email' and u.email is not null and u.email_verified_at is not null
        and coalesce(s.email_notifications, true)))
), inserted as (
  insert into notifications (event, event_key, recipient_id, channel, listing_id, data, status,
    sent_at, created_at, updated_at)
  select ${p.event}::text, ${p.eventKey}::text, e.user_id, e.channel, ${p.listingId}::uuid,
    ${p.data}::jsonb || coalesce((select jsonb_build_object('listingTitle', l.title,
      'city', l.city, 'startsAt', l.starts_at, 'endsAt', l.ends_at,
      'startingPrice', l.starting_price, 'highestBid', l.highest_bid,
      'finalPrice', l.final_price, 'displayPrice', l.display_price)
      from listing l), '{}'::jsonb) || coalesce(e.extra, '{}'::jsonb),
    (case when e.channel = 'in_app' then 'sent' else 'pending' end)::notification_status,
    case when e.channel = 'in_app' then ${p.now}::timestamptz end,
    ${p.now}::timestamptz, ${p.now}::timestamptz
  from eligible e
  on conflict (event, event_key, recipient_id, channel) do nothing
  returning id, recipient_id, channel
)
select id, channel, pg_notify(${MEMBER_NOTIFICATIONS_CHANNEL}, recipient_id::text)::text as told
from inserted`;
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
  name: 'notifications_record_v2',
  text: rendered.sql,
};

export function recordNotificationsValues(p: RecordParams): unknown[] {
  return fillPlaceholders(rendered.params, p);
}
