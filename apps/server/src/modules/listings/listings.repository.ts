import type { City } from '@arsamezat/shared/cities';
import type { ListingPhase } from '@arsamezat/shared/listing-phase';
import {
  NEW_LISTINGS_WINDOW_MS,
  type ImageVariant,
  type ListingPhaseCounts,
  type ListingSort,
  type ListingsQuery,
} from '@arsamezat/shared/listings';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { listingImages, listings } from '../../db/schema/listings.ts';
import { bids } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';
import { listingOpenSql, listingPhaseSql } from '../../db/rules/listing-phase.sql.ts';

/** The columns a listing card needs. */
const summaryColumns = {
  id: listings.id,
  listingType: listings.listingType,
  title: listings.title,
  city: listings.city,
  locationDetails: listings.locationDetails,
  location: listings.location,
  startingPrice: listings.startingPrice,
  highestBid: listings.highestBid,
  finalPrice: listings.finalPrice,
  minIncrement: listings.minIncrement,
  offerIncrement: listings.offerIncrement,
  depositAmount: listings.depositAmount,
  bidCount: listings.bidCount,
  startsAt: listings.startsAt,
  endsAt: listings.endsAt,
  status: listings.status,
  createdAt: listings.createdAt,
  areaSize: listings.areaSize,
  areaUnit: listings.areaUnit,
  imarDurumu: listings.imarDurumu,
  emlakTipi: listings.emlakTipi,
};

/** The buyer: the recorded winner, else (ended, not yet closed) the highest bidder. */
const buyers = alias(users, 'buyer');

const detailColumns = {
  ...summaryColumns,
  description: listings.description,
  district: listings.district,
  neighborhood: listings.neighborhood,
  adaNo: listings.adaNo,
  parselNo: listings.parselNo,
  ilanSahibi: listings.ilanSahibi,
  propertyType: listings.propertyType,
  documentType: listings.documentType,
  antiSnipeMinutes: listings.antiSnipeMinutes,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
  buyerFirstName: buyers.firstName,
  buyerLastName: buyers.lastName,
};

export type ListingSummaryRow = Awaited<ReturnType<typeof selectListingPage>>[number];
export type ListingDetailRow = NonNullable<Awaited<ReturnType<typeof findListingById>>>;
export type CoverImageRow = {
  listingId: string;
  url: string;
  thumbnailUrl: string;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
};

/** City and price filters; price is on `display_price`, the indexed price cards show. */
export type ListingFilters = {
  cities: City[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
};

/** Which rows a browse tab shows at `now` (spec §2.1), with the city and price filters. */
export function browseWhere(query: ListingsQuery, now: Date): SQL[] {
  return [...tabSql(query, now), ...listingFilterSql(query)];
}

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

/** The listings of one phase at `now`, or all of them. */
export function phaseWhere(phase: ListingPhase | 'all', now: Date): SQL[] {
  return phase === 'all' ? [] : [listingPhaseSql(phase, now)];
}

/** Auctions still open whose end comes before `endsBefore` (the admin's "ending today"). */
export function endingBeforeWhere(now: Date, endsBefore: Date): SQL[] {
  return [
    eq(listings.listingType, 'auction'),
    listingOpenSql(now),
    sql`${listings.endsAt} < ${endsBefore}`,
  ];
}

function listingFilterSql(filters: ListingFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.cities.length > 0) conditions.push(inArray(listings.city, filters.cities));
  if (filters.minPrice !== undefined) conditions.push(gte(listings.displayPrice, filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(lte(listings.displayPrice, filters.maxPrice));
  return conditions;
}

const orderBySort: Record<ListingSort, SQL[]> = {
  newest: [desc(listings.createdAt), desc(listings.id)],
  priceAsc: [asc(listings.displayPrice), desc(listings.createdAt), desc(listings.id)],
  priceDesc: [desc(listings.displayPrice), desc(listings.createdAt), desc(listings.id)],
  endingSoon: [asc(listings.endsAt), desc(listings.createdAt), desc(listings.id)],
};

export function selectListingPage(
  db: Db,
  where: SQL[],
  options: { sort: ListingSort; limit: number; offset: number },
) {
  return db
    .select(summaryColumns)
    .from(listings)
    .where(and(...where))
    .orderBy(...orderBySort[options.sort])
    .limit(options.limit)
    .offset(options.offset);
}

/**
 * A listing's first image (lowest position) as one JSON value, or null: a correlated subquery.
 * The outer row is named in full: Drizzle writes a column in a selected `sql` unqualified, which
 * inside the subquery would mean the image's own `id`.
 */
const coverJson = sql<Omit<CoverImageRow, 'listingId'> | null>`(
  select json_build_object('url', ci.url, 'thumbnailUrl', ci.thumbnail_url, 'width', ci.width,
    'height', ci.height, 'variants', ci.variants)
  from ${listingImages} ci where ci.listing_id = "listings"."id"
  order by ci.position, ci.id limit 1)`;

/** What a browse page counts beside its rows: the matches, or the auctions per phase. */
export type BrowseTotals = { kind: 'total' } | { kind: 'phases'; filters: ListingFilters };

/**
 * A browse page in ONE statement (issue 14, bench/README.md): the rows, each with its cover
 * image, and the count beside them as an uncorrelated subquery, which PostgreSQL runs once for
 * the statement. Three statements (page, count, covers) cost three round trips and three
 * protocol exchanges, which on PGlite were most of a browse's time. An empty page carries no
 * count: the caller counts separately then (`countListings`, `countAuctionPhases`).
 */
export async function selectBrowsePage(
  db: Db,
  where: SQL[],
  options: { sort: ListingSort; limit: number; offset: number; totals: BrowseTotals; now: Date },
) {
  const totals =
    options.totals.kind === 'total'
      ? sql<[number, number, number]>`(select json_build_array(count(*), 0, 0)
          from ${listings} where ${and(...where) ?? sql`true`})`
      : sql<[number, number, number]>`(select json_build_array(count(*),
            count(*) filter (where ${listingOpenSql(options.now)}),
            count(*) filter (where ${listingPhaseSql('active', options.now)}))
          from ${listings}
          where ${and(eq(listings.listingType, 'auction'), ...listingFilterSql(options.totals.filters))})`;
  const rows = await db
    .select({ ...summaryColumns, cover: coverJson, totals })
    .from(listings)
    .where(and(...where))
    .orderBy(...orderBySort[options.sort])
    .limit(options.limit)
    .offset(options.offset);
  const first = rows[0]?.totals;
  return {
    rows,
    total: first ? first[0] : null,
    counts: first
      ? { active: first[2], upcoming: first[1] - first[2], ended: first[0] - first[1] }
      : null,
  };
}

/** The cards of these listings, in no particular order (the caller orders them). */
export function selectListingsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(summaryColumns).from(listings).where(inArray(listings.id, ids));
}

export async function countListings(db: Db, where: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(listings)
    .where(and(...where));
  return row?.total ?? 0;
}

/**
 * Auctions per phase at `now`, in one pass over the rows the filters leave. The phases split the
 * auctions, so two conditions are enough: ended = all − open, upcoming = open − active. This
 * runs on every browse, and each condition costs per row (bench/README.md).
 */
export async function countAuctionPhases(
  db: Db,
  filters: ListingFilters,
  now: Date,
): Promise<ListingPhaseCounts> {
  const [row] = await db
    .select({
      all: count(),
      open: sql<number>`count(*) filter (where ${listingOpenSql(now)})`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${listingPhaseSql('active', now)})`.mapWith(
        Number,
      ),
    })
    .from(listings)
    .where(and(eq(listings.listingType, 'auction'), ...listingFilterSql(filters)));
  if (!row) return { active: 0, upcoming: 0, ended: 0 };
  return { active: row.active, upcoming: row.open - row.active, ended: row.all - row.open };
}

/** The first image (lowest position) of each listing given. */
export async function selectCoverImages(db: Db, listingIds: string[]): Promise<CoverImageRow[]> {
  if (listingIds.length === 0) return [];
  return db
    .selectDistinctOn([listingImages.listingId], {
      listingId: listingImages.listingId,
      url: listingImages.url,
      thumbnailUrl: listingImages.thumbnailUrl,
      width: listingImages.width,
      height: listingImages.height,
      variants: listingImages.variants,
    })
    .from(listingImages)
    .where(inArray(listingImages.listingId, listingIds))
    .orderBy(listingImages.listingId, listingImages.position, listingImages.id);
}

/** The admin-only minimum acceptable offer; kept out of the public detail's columns. */
export async function findMinOfferAmount(db: Db, id: string): Promise<number | null> {
  const [row] = await db
    .select({ minOfferAmount: listings.minOfferAmount })
    .from(listings)
    .where(eq(listings.id, id));
  return row?.minOfferAmount ?? null;
}

/**
 * One listing with the creating admin's name (the ilan sahibi fallback) and the name of its
 * buyer or leader (the winner once closed, else the highest bidder); the mapper shows the latter
 * only for an ended, sold listing.
 */
export async function findListingById(db: Db, id: string) {
  const [row] = await db
    .select(detailColumns)
    .from(listings)
    .leftJoin(users, eq(users.id, listings.createdBy))
    .leftJoin(
      buyers,
      eq(buyers.id, sql`coalesce(${listings.winnerId}, ${listings.highestBidderId})`),
    )
    .where(eq(listings.id, id));
  return row ?? null;
}

export function selectListingImages(db: Db, listingId: string) {
  return db
    .select({
      id: listingImages.id,
      url: listingImages.url,
      thumbnailUrl: listingImages.thumbnailUrl,
      width: listingImages.width,
      height: listingImages.height,
      variants: listingImages.variants,
    })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.position), asc(listingImages.id));
}

export async function listingExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, id));
  return row !== undefined;
}

/** The latest bids first, in the order they were accepted (`seq`; times may tie). */
export function selectListingBids(db: Db, listingId: string, limit: number) {
  return db
    .select({
      id: bids.id,
      amount: bids.amount,
      automatic: bids.automatic,
      createdAt: bids.createdAt,
      bidderId: bids.bidderId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.bidderId))
    .where(eq(bids.listingId, listingId))
    .orderBy(desc(bids.seq))
    .limit(limit);
}

export async function countListingBids(db: Db, listingId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(bids).where(eq(bids.listingId, listingId));
  return row?.total ?? 0;
}
