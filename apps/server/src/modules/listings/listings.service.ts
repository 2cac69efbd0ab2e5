import { BID_HISTORY_LIMIT, type ListingBids } from '@arsamezat/shared/bids';
import {
  LISTING_NOT_FOUND,
  NEW_LISTINGS_WINDOW_MS,
  type ListingDetail,
  type ListingsPage,
  type ListingsQuery,
} from '@arsamezat/shared/listings';
import { eq, gte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { notFound } from '../../lib/errors.ts';
import { listingOpenSql, listingPhaseSql } from './listing-phase.sql.ts';
import { toListingBids, toListingDetail, toListingSummary } from './listings.mapper.ts';
import {
  countAuctionPhases,
  countListingBids,
  countListings,
  findListingById,
  listingExists,
  listingFilterSql,
  selectCoverImages,
  selectListingBids,
  selectListingImages,
  selectListingPage,
} from './listings.repository.ts';

/** What the social preview of a listing page needs. */
export type ListingPreview = { title: string; description: string; coverUrl: string | null };

/** Which rows a browse tab shows at `now` (spec §2.1). */
function tabSql(query: ListingsQuery, now: Date): SQL[] {
  switch (query.tab) {
    case 'new':
      return [gte(listings.createdAt, new Date(now.getTime() - NEW_LISTINGS_WINDOW_MS))];
    case 'auctions':
      return [eq(listings.listingType, 'auction'), listingPhaseSql(query.phase, now)];
    case 'offers':
      return [eq(listings.listingType, 'offer'), listingOpenSql(now)];
  }
}

/** Public reads of listings. Every time rule reads `clock`, the server's time. */
export function createListingsService({ db, clock }: { db: Db; clock: () => Date }) {
  async function listListings(query: ListingsQuery): Promise<ListingsPage> {
    const now = clock();
    const where = [...tabSql(query, now), ...listingFilterSql(query)];
    const [rows, counts, tabTotal] = await Promise.all([
      selectListingPage(db, where, {
        sort: query.sort,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
      countAuctionPhases(db, query, now),
      // On the auctions tab the sub-tab's count is the total: one scan fewer (bench/README.md).
      query.tab === 'auctions' ? null : countListings(db, where),
    ]);
    const total = tabTotal ?? counts[query.phase];
    const covers = await selectCoverImages(
      db,
      rows.map((row) => row.id),
    );
    const coverOf = new Map(covers.map((cover) => [cover.listingId, cover]));
    return {
      items: rows.map((row) => toListingSummary(row, coverOf.get(row.id), now)),
      total,
      page: query.page,
      pageSize: query.pageSize,
      counts,
    };
  }

  async function getListing(id: string): Promise<ListingDetail> {
    const row = await findListingById(db, id);
    if (!row) throw notFound(LISTING_NOT_FOUND);
    const images = await selectListingImages(db, id);
    return toListingDetail(row, images, clock());
  }

  async function getListingBids(id: string, viewerId?: string): Promise<ListingBids> {
    if (!(await listingExists(db, id))) throw notFound(LISTING_NOT_FOUND);
    const [rows, total] = await Promise.all([
      selectListingBids(db, id, BID_HISTORY_LIMIT),
      countListingBids(db, id),
    ]);
    return toListingBids(rows, total, viewerId);
  }

  /** Title, opening words and cover of a listing, or null when there is no such listing. */
  async function getListingPreview(id: string): Promise<ListingPreview | null> {
    const row = await findListingById(db, id);
    if (!row) return null;
    const [cover] = await selectCoverImages(db, [id]);
    return { title: row.title, description: row.description, coverUrl: cover?.url ?? null };
  }

  return { listListings, getListing, getListingBids, getListingPreview };
}

export type ListingsService = ReturnType<typeof createListingsService>;
