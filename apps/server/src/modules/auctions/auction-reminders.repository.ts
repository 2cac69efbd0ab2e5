import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listingPhaseSql } from '../../db/rules/listing-phase.sql.ts';
import { listings } from '../../db/schema/listings.ts';

/**
 * Active auctions with bids or watchers whose end is within `withinMs` of `now` and that have not had this
 * reminder yet (a notification row of the event exists once it was recorded for anyone).
 */
export async function selectDueReminders(
  db: Db,
  event: string,
  now: Date,
  withinMs: number,
  batch: number,
): Promise<string[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result: unknown = await db.execute(sql`
select ${listings.id} as id from ${listings}
where ${listings.listingType} = 'auction' and ${listings.closedAt} is null
  and ${listingPhaseSql('active', at)}
  and ${listings.endsAt} <= ${at} + make_interval(secs => ${withinMs / 1000})
  and (exists (select 1 from bids b where b.listing_id = ${listings.id})
    or exists (select 1 from listing_watches w where w.listing_id = ${listings.id}))
  and not exists (select 1 from notifications n
    where n.event = ${event} and n.event_key = ${listings.id}::text)
order by ${listings.endsAt}
limit ${batch}`);
  return (result as { rows: { id: string }[] }).rows.map((row) => row.id);
}
