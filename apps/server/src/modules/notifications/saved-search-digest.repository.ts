import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { listingOpenSql } from '../../db/rules/listing-phase.sql.ts';
import { listingPublishedSql } from '../../db/rules/listing-publication.sql.ts';
import { listings } from '../../db/schema/listings.ts';
import { savedSearches, savedSearchMatches } from '../../db/schema/watchlist.ts';

const pending = (now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`${savedSearches.frequency} = 'daily'
  and ${savedSearchMatches.digestedAt} is null
  and ${savedSearchMatches.matchedAt} <= ${at}
  and ${listingOpenSql(at)} and ${listingPublishedSql()}`;
};

/** Members whose daily saved searches have matches no digest listed yet. */
export async function selectDigestMembers(db: Db, now: Date): Promise<string[]> {
  const result: unknown = await db.execute(sql`
select distinct ${savedSearches.userId} as user_id
from ${savedSearchMatches}
join ${savedSearches} on ${savedSearches.id} = ${savedSearchMatches.savedSearchId}
join ${listings} on ${listings.id} = ${savedSearchMatches.listingId}
where ${pending(now)}`);
  return (result as { rows: { user_id: string }[] }).rows.map((row) => row.user_id);
}

/** Holds a member's daily searches until the digest's transaction ends (one digest at a time). */
export async function lockDailySearches(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`
select ${savedSearches.id} from ${savedSearches}
where ${savedSearches.userId} = ${userId}::uuid and ${savedSearches.frequency} = 'daily'
for update`);
}

export type DigestMatch = {
  searchId: string;
  searchName: string;
  listingId: string;
  title: string;
  city: string;
  price: number;
};

/** A member's matches no digest listed yet (listings still open), oldest search and match first. */
export async function selectDigestMatches(tx: Tx, userId: string, now: Date) {
  const result: unknown = await tx.execute(sql`
select ${savedSearches.id} as "searchId", ${savedSearches.name} as "searchName",
  ${listings.id} as "listingId", ${listings.title} as title, ${listings.city} as city,
  ${listings.displayPrice}::bigint as price
from ${savedSearchMatches}
join ${savedSearches} on ${savedSearches.id} = ${savedSearchMatches.savedSearchId}
join ${listings} on ${listings.id} = ${savedSearchMatches.listingId}
where ${savedSearches.userId} = ${userId}::uuid and ${pending(now)}
order by ${savedSearches.createdAt}, ${savedSearches.id}, ${savedSearchMatches.matchedAt}, ${listings.id}`);
  return (result as { rows: (Omit<DigestMatch, 'price'> & { price: string | number })[] }).rows.map(
    (row): DigestMatch => ({ ...row, price: Number(row.price) }),
  );
}

/** The digest went out: these matches are done, later ones wait for the next digest. */
export async function markDigested(
  tx: Tx,
  matches: { searchId: string; listingId: string }[],
  now: Date,
): Promise<void> {
  if (matches.length === 0) return;
  const pairs = sql.join(
    matches.map((m) => sql`(${m.searchId}::uuid, ${m.listingId}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`
update ${savedSearchMatches} set digested_at = ${now.toISOString()}::timestamptz
where (saved_search_id, listing_id) in (${pairs})`);
  const searchIds = [...new Set(matches.map((m) => m.searchId))];
  await tx.execute(sql`
update ${savedSearches} set last_notified_at = ${now.toISOString()}::timestamptz
where id in (${sql.join(
    searchIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`);
}
