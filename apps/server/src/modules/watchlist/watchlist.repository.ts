import type {
  StoredSavedSearchFilters,
  SavedSearchFrequency,
} from '@arsamezat/shared/listings/watchlist';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { listingWatches, savedSearches } from '../../db/schema/watchlist.ts';

type Queryable = Db | Tx;

/** Follow a listing; following it twice is one row. */
export async function insertWatch(db: Queryable, userId: string, listingId: string, now: Date) {
  await db
    .insert(listingWatches)
    .values({ userId, listingId, createdAt: now })
    .onConflictDoNothing();
}

export async function deleteWatch(db: Queryable, userId: string, listingId: string) {
  await db
    .delete(listingWatches)
    .where(and(eq(listingWatches.userId, userId), eq(listingWatches.listingId, listingId)));
}

export async function isWatching(db: Queryable, userId: string, listingId: string) {
  const [row] = await db
    .select({ listingId: listingWatches.listingId })
    .from(listingWatches)
    .where(and(eq(listingWatches.userId, userId), eq(listingWatches.listingId, listingId)))
    .limit(1);
  return row !== undefined;
}

export async function countWatchers(db: Queryable, listingId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(listingWatches)
    .where(eq(listingWatches.listingId, listingId));
  return row?.total ?? 0;
}

/** A page of the listings a member follows, the latest followed first. */
export function selectWatchedListingIds(db: Db, userId: string, limit: number, offset: number) {
  return db
    .select({ listingId: listingWatches.listingId })
    .from(listingWatches)
    .where(eq(listingWatches.userId, userId))
    .orderBy(desc(listingWatches.createdAt), desc(listingWatches.listingId))
    .limit(limit)
    .offset(offset);
}

export async function countWatchedListings(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(listingWatches)
    .where(eq(listingWatches.userId, userId));
  return row?.total ?? 0;
}

/** Everyone who follows a listing (the recipients of its reminders). */
export async function selectWatcherIds(db: Queryable, listingId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: listingWatches.userId })
    .from(listingWatches)
    .where(eq(listingWatches.listingId, listingId));
  return rows.map((row) => row.userId);
}

const savedSearchColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  filters: savedSearches.filters,
  frequency: savedSearches.frequency,
  createdAt: savedSearches.createdAt,
};
export type SavedSearchRow = {
  id: string;
  name: string;
  filters: StoredSavedSearchFilters;
  frequency: SavedSearchFrequency;
  createdAt: Date;
};

export function selectSavedSearches(db: Queryable, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select(savedSearchColumns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function countSavedSearches(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.total ?? 0;
}

export async function insertSavedSearch(
  tx: Tx,
  values: {
    userId: string;
    name: string;
    filters: StoredSavedSearchFilters;
    frequency: SavedSearchFrequency;
    now: Date;
  },
): Promise<SavedSearchRow> {
  const [row] = await tx
    .insert(savedSearches)
    .values({
      userId: values.userId,
      name: values.name,
      filters: values.filters,
      frequency: values.frequency,
      lastNotifiedAt: values.now,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning(savedSearchColumns);
  if (!row) throw new Error('saved search insert returned no row');
  return row;
}

export async function updateSavedSearch(
  db: Queryable,
  userId: string,
  id: string,
  changes: { name?: string | undefined; frequency?: SavedSearchFrequency | undefined },
  now: Date,
): Promise<SavedSearchRow | undefined> {
  const set = {
    ...(changes.name === undefined ? {} : { name: changes.name }),
    ...(changes.frequency === undefined ? {} : { frequency: changes.frequency }),
    updatedAt: now,
  };
  const [row] = await db
    .update(savedSearches)
    .set(set)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning(savedSearchColumns);
  return row;
}

export async function deleteSavedSearch(db: Queryable, userId: string, id: string) {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Serialises a member's saved-search writes so two tabs cannot pass the limit together. */
export async function lockMember(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
