import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listingPhaseSql } from '../../db/rules/listing-phase.sql.ts';
import { listings } from '../../db/schema/listings.ts';
import { listingPublishedSql } from '../../db/rules/listing-publication.sql.ts';

/**
 * A reminder's occurrence: the listing and the end it reminds of (`<listing id>@<ends_at, ISO>`),
 * so an end moved later (anti-sniping, the operator's extension) is a new occurrence whose
 * reminder the one sent for the old end does not block.
 */
const reminderKeySql = sql`${listings.id}::text || '@' || to_char(${listings.endsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The key `reminderKeySql` gives a listing and its end (tests compare with it). */
export const reminderKey = (listingId: string, endsAt: Date) =>
  `${listingId}@${endsAt.toISOString()}`;

export type DueReminder = { listingId: string; key: string };

const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * Active auctions with bids or watchers whose reminder moment (`ends_at − beforeEndMs`) has come,
 * is at most `latenessMs` old, and fell while the auction was already open (not before its start
 * or before it was created: an auction that began with less time left than the window never gets
 * that reminder), and that have not had this reminder for this end yet (a notification row of the
 * event and key exists once it was recorded for anyone).
 */
export async function selectDueReminders(
  db: Db,
  p: { event: string; now: Date; beforeEndMs: number; latenessMs: number; batch: number },
): Promise<DueReminder[]> {
  const at = sql`${p.now.toISOString()}::timestamptz`;
  const moment: SQL = sql`(${listings.endsAt} - ${seconds(p.beforeEndMs)})`;
  const result: unknown = await db.execute(sql`
select ${listings.id} as id, ${reminderKeySql} as key from ${listings}
where ${listings.listingType} = 'auction' and ${listings.closedAt} is null
  and ${listingPhaseSql('active', at)} and ${listingPublishedSql()}
  and ${moment} <= ${at}
  and ${moment} > ${at} - ${seconds(p.latenessMs)}
  and ${moment} >= greatest(${listings.startsAt}, ${listings.createdAt})
  and (exists (select 1 from bids b where b.listing_id = ${listings.id})
    or exists (select 1 from listing_watches w where w.listing_id = ${listings.id}))
  and not exists (select 1 from notifications n
    where n.event = ${p.event} and n.event_key = ${reminderKeySql})
order by ${listings.endsAt}
limit ${p.batch}`);
  return (result as { rows: { id: string; key: string }[] }).rows.map((row) => ({
    listingId: row.id,
    key: row.key,
  }));
}
