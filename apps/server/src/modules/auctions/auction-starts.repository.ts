import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listingPhaseSql } from '../../db/rules/listing-phase.sql.ts';
import { listings } from '../../db/schema/listings.ts';
import { listingPublishedSql } from '../../db/rules/listing-publication.sql.ts';

/**
 * Auctions announced as upcoming (created before their start) that are now active — their start
 * time came, or an administrator opened them early — within `lookbackMs` of their start, that
 * someone follows and whose 'auction starts' was not recorded yet.
 */
export async function selectStartedAuctions(
  db: Db,
  now: Date,
  lookbackMs: number,
  batch: number,
): Promise<string[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result: unknown = await db.execute(sql`
select ${listings.id} as id from ${listings}
where ${listings.listingType} = 'auction' and ${listings.closedAt} is null
  and ${listingPhaseSql('active', at)} and ${listingPublishedSql()}
  and ${listings.createdAt} < ${listings.startsAt}
  and ${listings.startsAt} > ${at} - make_interval(secs => ${lookbackMs / 1000})
  and exists (select 1 from listing_watches w where w.listing_id = ${listings.id})
  and not exists (select 1 from notifications n
    where n.event = 'auction_started' and n.event_key = ${listings.id}::text)
order by ${listings.startsAt}
limit ${batch}`);
  return (result as { rows: { id: string }[] }).rows.map((row) => row.id);
}
