import { BID_HISTORY_LIMIT, type ListingBids } from '@arsamezat/shared/trading/bids';
import {
  LISTING_NOT_FOUND,
  type ListingDetail,
  type ListingSummary,
  type ListingsPage,
  type ListingsQuery,
} from '@arsamezat/shared/listings/listings';
import type { ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { toListingBids, toListingDetail, toListingSummary } from './listings.mapper.ts';
import { createBrowsePages } from './browse.repository.ts';
import { selectBrowseMap } from './browse-map.repository.ts';
import { LISTINGS_MAP_LIMIT, type ListingsMap } from '@arsamezat/shared/listings/browse-map';
import {
  countListingBids,
  countListings,
  endingBeforeWhere,
  findListingById,
  findMinOfferAmount,
  listingExists,
  phaseWhere,
  selectCoverImages,
  selectListingBids,
  selectListingImages,
  selectListingPage,
  selectListingsByIds,
  type ListingAudience,
  type ListingSummaryRow,
} from './listings.repository.ts';
import type { LocationsService } from '../locations/index.ts';

/** What the social preview of a listing page needs. */
export type ListingPreview = { title: string; description: string; coverUrl: string | null };

/** Public reads of listings. Every time rule reads `clock`, the server's time. */
export function createListingsService({
  db,
  clock,
  locations,
}: {
  db: Db;
  clock: () => Date;
  /** Checks a browse's district and neighbourhood codes against the reference list. */
  locations: Pick<LocationsService, 'checkBrowsePlaces'>;
}) {
  /** Cards with their cover image, each priced and phased at `now`. */
  async function toSummaries(rows: ListingSummaryRow[], now: Date): Promise<ListingSummary[]> {
    const covers = await selectCoverImages(
      db,
      rows.map((row) => row.id),
    );
    const coverOf = new Map(covers.map((cover) => [cover.listingId, cover]));
    return rows.map((row) => toListingSummary(row, coverOf.get(row.id), now));
  }

  const selectBrowsePage = createBrowsePages(db);

  async function listListings(query: ListingsQuery): Promise<ListingsPage> {
    locations.checkBrowsePlaces(query);
    const now = clock();
    const page = await selectBrowsePage(query, now);
    return {
      items: page.rows.map((row) => toListingSummary(row, row.cover ?? undefined, now)),
      total: page.total,
      page: query.page,
      pageSize: query.pageSize,
      counts: page.counts,
    };
  }

  /** The browse's results on the map: the same filters, every page, pins and outlines. */
  async function listListingsMap(query: ListingsQuery): Promise<ListingsMap> {
    const now = clock();
    const { rows, total } = await selectBrowseMap(db, query, now, LISTINGS_MAP_LIMIT);
    return {
      items: rows.flatMap((row) => {
        if (row.lat === null || row.lng === null) return [];
        const card = toListingSummary(row, undefined, now);
        return [
          {
            id: card.id,
            title: card.title,
            listingType: card.listingType,
            phase: card.phase,
            location: card.location,
            displayPrice: card.displayPrice,
            point: { lat: row.lat, lng: row.lng },
            parcel: row.parcelGeometry,
          },
        ];
      }),
      total,
    };
  }

  /**
   * A listing as the public sees it: an unpublished one (a firm's draft, or one waiting for the
   * operator) answers 404 like a missing one. The operator's screens read every listing.
   */
  async function getListing(
    id: string,
    audience: ListingAudience = 'public',
  ): Promise<ListingDetail> {
    const row = await findListingById(db, id, audience);
    if (!row) throw notFound(LISTING_NOT_FOUND);
    const images = await selectListingImages(db, id);
    return toListingDetail(row, images, clock());
  }

  async function getListingBids(id: string, viewerId?: string): Promise<ListingBids> {
    if (!(await listingExists(db, id, 'public'))) throw notFound(LISTING_NOT_FOUND);
    const [rows, total] = await Promise.all([
      selectListingBids(db, id, BID_HISTORY_LIMIT),
      countListingBids(db, id),
    ]);
    return toListingBids(rows, total, viewerId);
  }

  /** Title, opening words and cover of a listing, or null when there is no such listing. */
  async function getListingPreview(id: string): Promise<ListingPreview | null> {
    const row = await findListingById(db, id, 'public');
    if (!row) return null;
    const [cover] = await selectCoverImages(db, [id]);
    return { title: row.title, description: row.description, coverUrl: cover?.url ?? null };
  }

  /** Newest first, one phase or all (the admin table): a page of cards and the total. */
  /** Newest first; with `endsBefore`, only open auctions ending before it, soonest first. */
  async function listNewestByPhase(
    phase: ListingPhase | 'all',
    page: number,
    pageSize: number,
    endsBefore?: Date,
  ): Promise<{ items: ListingSummary[]; total: number }> {
    const now = clock();
    const where = [
      ...phaseWhere(phase, now),
      ...(endsBefore ? endingBeforeWhere(now, endsBefore) : []),
    ];
    const [rows, total] = await Promise.all([
      selectListingPage(db, where, {
        sort: endsBefore ? 'endingSoon' : 'newest',
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }),
      countListings(db, where),
    ]);
    return { items: await toSummaries(rows, now), total };
  }

  /** One listing as the admin sees it: the detail, the stored ilan sahibi, the bid count. */
  async function getListingRecord(id: string): Promise<{
    listing: ListingDetail;
    storedIlanSahibi: string | null;
    minOfferAmount: number | null;
    bidTotal: number;
  }> {
    const row = await findListingById(db, id, 'operator');
    if (!row) throw notFound(LISTING_NOT_FOUND);
    const [images, bidTotal, minOfferAmount] = await Promise.all([
      selectListingImages(db, id),
      countListingBids(db, id),
      findMinOfferAmount(db, id),
    ]);
    return {
      listing: toListingDetail(row, images, clock()),
      storedIlanSahibi: row.ilanSahibi,
      minOfferAmount,
      bidTotal,
    };
  }

  /** Cards of these listings in the order given; ids without a listing are left out. */
  async function getSummaries(ids: string[]): Promise<ListingSummary[]> {
    const rows = await selectListingsByIds(db, ids);
    const order = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return toSummaries(rows, clock());
  }

  return {
    listListings,
    listListingsMap,
    getSummaries,
    getListing,
    getListingBids,
    getListingPreview,
    listNewestByPhase,
    getListingRecord,
    /** Whether the listing exists at all (the operator's screens ask this before a 404). */
    listingExists: (id: string) => listingExists(db, id, 'operator'),
    /**
     * Whether the public may see the listing (published, issue 28): the member's and the
     * guest's routes ask this before answering 404.
     */
    publishedListingExists: (id: string) => listingExists(db, id, 'public'),
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
