import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listings';
import {
  SAVED_SEARCH_LIMITS,
  WATCHED_IDS_LIMIT,
  WATCHLIST_PAGE_SIZE,
  type CreateSavedSearchInput,
  type SavedSearch,
  type SavedSearchFilters,
  type SavedSearchFrequency,
  type WatchlistPage,
  type WatchStatus,
} from '@arsamezat/shared/listings/watchlist';
import { formatErrorMessage } from '@arsamezat/shared/core/errors';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ListingsService } from '../listings/index.ts';
import {
  countSavedSearches,
  countWatchedListings,
  countWatchers,
  deleteSavedSearch,
  deleteWatch,
  insertSavedSearch,
  insertWatch,
  isWatching,
  lockMember,
  selectSavedSearches,
  selectWatchedListingIds,
  selectWatcherIds,
  updateSavedSearch,
  type SavedSearchRow,
} from './watchlist.repository.ts';

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  filters: row.filters,
  frequency: row.frequency,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The member's watchlist ('Takip Et') and saved searches ('Aramayı Kaydet'). Listings are read
 * through the listings service; every write is the caller's own row.
 */
export function createWatchlistService(deps: {
  db: Db;
  clock: () => Date;
  listings: Pick<ListingsService, 'getSummaries' | 'publishedListingExists'>;
}) {
  const { db, clock, listings } = deps;

  async function requireListing(listingId: string) {
    if (!(await listings.publishedListingExists(listingId))) throw notFound(LISTING_NOT_FOUND);
  }

  async function status(userId: string | undefined, listingId: string): Promise<WatchStatus> {
    const [watching, watchers] = await Promise.all([
      userId === undefined ? false : isWatching(db, userId, listingId),
      countWatchers(db, listingId),
    ]);
    return { watching, watchers };
  }

  return {
    async getWatchStatus(userId: string | undefined, listingId: string): Promise<WatchStatus> {
      await requireListing(listingId);
      return status(userId, listingId);
    },

    async watch(userId: string, listingId: string): Promise<WatchStatus> {
      await requireListing(listingId);
      await insertWatch(db, userId, listingId, clock());
      return status(userId, listingId);
    },

    async unwatch(userId: string, listingId: string): Promise<WatchStatus> {
      await requireListing(listingId);
      await deleteWatch(db, userId, listingId);
      return status(userId, listingId);
    },

    async getWatchlist(userId: string, page: number): Promise<WatchlistPage> {
      const [rows, total] = await Promise.all([
        selectWatchedListingIds(db, userId, WATCHLIST_PAGE_SIZE, (page - 1) * WATCHLIST_PAGE_SIZE),
        countWatchedListings(db, userId),
      ]);
      const items = await listings.getSummaries(rows.map((row) => row.listingId));
      return { items, total, page, pageSize: WATCHLIST_PAGE_SIZE };
    },

    /** The ids of the listings I follow (the latest first), for the hearts on the cards. */
    async getWatchedIds(userId: string): Promise<string[]> {
      const rows = await selectWatchedListingIds(db, userId, WATCHED_IDS_LIMIT, 0);
      return rows.map((row) => row.listingId);
    },

    /** Who follows a listing: the recipients of its start, reminder and extension notices. */
    watcherIds: (listingId: string) => selectWatcherIds(db, listingId),

    async listSavedSearches(userId: string): Promise<SavedSearch[]> {
      return (await selectSavedSearches(db, userId)).map(toSavedSearch);
    },

    async createSavedSearch(
      userId: string,
      input: { name: string; filters: SavedSearchFilters; frequency: SavedSearchFrequency },
    ): Promise<SavedSearch> {
      const row = await db.transaction(async (tx) => {
        await lockMember(tx, userId);
        if ((await countSavedSearches(tx, userId)) >= SAVED_SEARCH_LIMITS.perMember) {
          throw new AppError(
            'SAVED_SEARCH_LIMIT',
            formatErrorMessage('SAVED_SEARCH_LIMIT', { max: SAVED_SEARCH_LIMITS.perMember }),
          );
        }
        return insertSavedSearch(tx, { userId, ...input, now: clock() });
      });
      return toSavedSearch(row);
    },

    async updateSavedSearch(
      userId: string,
      id: string,
      changes: { name?: string | undefined; frequency?: SavedSearchFrequency | undefined },
    ): Promise<SavedSearch> {
      const row = await updateSavedSearch(db, userId, id, changes, clock());
      if (!row) throw new AppError('SAVED_SEARCH_NOT_FOUND');
      return toSavedSearch(row);
    },

    async deleteSavedSearch(userId: string, id: string): Promise<void> {
      if (!(await deleteSavedSearch(db, userId, id))) throw new AppError('SAVED_SEARCH_NOT_FOUND');
    },
  };
}

export type WatchlistService = ReturnType<typeof createWatchlistService>;
export type { CreateSavedSearchInput };
