import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { savedSearchMatchSql } from '../../db/rules/saved-search-match.sql.ts';
import { listings } from '../../db/schema/listings.ts';
import { savedSearches, savedSearchMatches } from '../../db/schema/watchlist.ts';

/**
 * Keeps a just-published listing for the next digest of every `daily` saved search it matches
 * (decision 039); publishing it again adds nothing.
 */
export async function insertDailySearchMatches(
  tx: Tx,
  match: { listingId: string; excludeId: string | null; now: Date },
): Promise<void> {
  const now = sql`${match.now.toISOString()}::timestamptz`;
  await tx.execute(sql`
insert into ${savedSearchMatches} (saved_search_id, listing_id, matched_at)
select ${savedSearches.id}, ${listings.id}, ${now}
from ${savedSearches} cross join ${listings}
where ${listings.id} = ${match.listingId}::uuid
  and ${savedSearches.frequency} = 'daily'
  and ${savedSearches.userId} is distinct from ${match.excludeId}::uuid
  and ${savedSearchMatchSql(sql`${savedSearches.filters}`, now)}
on conflict do nothing`);
}
