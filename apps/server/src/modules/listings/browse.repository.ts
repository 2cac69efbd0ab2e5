import type { City } from '@arsamezat/shared/listings/cities';
import { MAX_PARCEL_SPAN } from '@arsamezat/shared/listings/parcel-geometry';
import type { ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import {
  NEW_LISTINGS_WINDOW_MS,
  type ListingPhaseCounts,
  type ListingSort,
  type ListingsQuery,
  type ListingTab,
} from '@arsamezat/shared/listings/listings';
import { foldedWords } from '@arsamezat/shared/core/turkish-text';
import { LISTING_TYPES, type ListingType } from '@arsamezat/shared/listings/listing-types';
import { and, count, eq, gte, is, lte, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listingOpenSql, listingPhaseSql, type NowSql } from '../../db/rules/listing-phase.sql.ts';
import { listingPublishedSql } from '../../db/rules/listing-publication.sql.ts';
import { indexedKeywordMatchSql } from '../../db/rules/keyword-search.sql.ts';
import { listingImages, listings } from '../../db/schema/listings.ts';
import { listingSummaryColumns } from './listing-summary-columns.ts';
import { orderBySort, type CoverImageRow } from './listings.repository.ts';

/** A value bound now, or a placeholder filled in at execution (the statement is built once). */
type Bound<T> = T | Placeholder;

/** What a browse filters on; a filter left out (undefined) is not applied. */
export type BrowseFilter = {
  tab: ListingTab;
  /** The auctions tab's sub-tab; the other tabs ignore it. */
  phase: ListingPhase;
  cities?: Bound<readonly City[]> | undefined;
  minPrice?: Bound<number> | undefined;
  maxPrice?: Bound<number> | undefined;
  /** The keyword's words, folded by Turkish rules (`keywordWords`). */
  keyword?: Bound<readonly string[]> | undefined;
  districts?: Bound<readonly string[]> | undefined;
  neighbourhoods?: Bound<readonly string[]> | undefined;
  minArea?: Bound<number> | undefined;
  maxArea?: Bound<number> | undefined;
  zoning?: Bound<readonly string[]> | undefined;
  /** 'Bu alanda ara' (issue 30): the view's box, its four edges bound apart. */
  box?:
    | { minLng: Bound<number>; minLat: Bound<number>; maxLng: Bound<number>; maxLat: Bound<number> }
    | undefined;
};

/** A keyword's words folded by Turkish rules ('IĞDIR' → 'ığdır'): letters and digits only. */
function keywordWords(q: string | undefined): string[] | undefined {
  const words = q === undefined ? [] : foldedWords(q);
  return words.length > 0 ? words : undefined;
}

const nonEmpty = <T>(list: readonly T[]) => (list.length > 0 ? list : undefined);

/** The server time the phases are judged at, and the start of the 'new' tab's window. */
type BrowseTime = { now: NowSql; newSince: Date | SQL };

/** Which rows a browse tab shows at `now` (spec §2.1), with the city and price filters. */
export function browseWhere(query: ListingsQuery, now: Date): SQL[] {
  return browseConditions(filterOf(query), {
    now,
    newSince: new Date(now.getTime() - NEW_LISTINGS_WINDOW_MS),
  });
}

function filterOf(query: ListingsQuery): BrowseFilter {
  return {
    tab: query.tab,
    phase: query.phase,
    cities: query.cities.length > 0 ? query.cities : undefined,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    keyword: keywordWords(query.q),
    districts: nonEmpty(query.districts),
    neighbourhoods: nonEmpty(query.neighbourhoods),
    minArea: query.minArea,
    maxArea: query.maxArea,
    zoning: nonEmpty(query.zoning),
    box: query.bbox,
  };
}

function browseConditions(filter: BrowseFilter, time: BrowseTime): SQL[] {
  return [...tabSql(filter, time), ...listingFilterSql(filter)];
}

function tabSql(filter: BrowseFilter, { now, newSince }: BrowseTime): SQL[] {
  switch (filter.tab) {
    case 'new':
      return [gte(listings.createdAt, newSince)];
    case 'auctions':
      return [eq(listings.listingType, 'auction'), listingPhaseSql(filter.phase, now)];
    case 'offers':
      return [eq(listings.listingType, 'offer'), listingOpenSql(now)];
  }
}

/**
 * Published listings only (the publication gate, issue 28), with the city and price filters;
 * price is on `display_price`, the indexed price cards show. The cities are ONE array parameter
 * (`= any`), so a statement serves any number of them.
 */
function listingFilterSql(filter: BrowseFilter): SQL[] {
  const conditions: SQL[] = [listingPublishedSql()];
  const { cities, minPrice, maxPrice } = filter;
  if (cities !== undefined) conditions.push(sql`${listings.city} = any(${anyOf(cities)})`);
  if (minPrice !== undefined) conditions.push(gte(listings.displayPrice, minPrice));
  if (maxPrice !== undefined) conditions.push(lte(listings.displayPrice, maxPrice));
  if (filter.box !== undefined) conditions.push(mapBoxSql(filter.box));
  return [...conditions, ...searchFilterSql(filter)];
}

const anyOf = (list: Bound<readonly string[]>) =>
  is(list, Placeholder) ? sql`${list}::varchar[]` : sql`${sql.param(list)}::varchar[]`;

/** The listing types a tab shows: the keyword's GIN indexes are one per type (decision 093). */
const TAB_TYPES: Record<ListingTab, readonly ListingType[]> = {
  new: LISTING_TYPES,
  auctions: ['auction'],
  offers: ['offer'],
};

/** Issue 30's filters: keyword on the indexed vector, districts, mahalleler, zoning, area. */
function searchFilterSql(filter: BrowseFilter): SQL[] {
  const { keyword, districts, neighbourhoods, zoning, minArea, maxArea } = filter;
  const conditions: SQL[] = [];
  if (keyword !== undefined) {
    conditions.push(indexedKeywordMatchSql(anyOf(keyword), TAB_TYPES[filter.tab]));
  }
  if (districts !== undefined)
    conditions.push(sql`${listings.districtCode} = any(${anyOf(districts)})`);
  if (neighbourhoods !== undefined) {
    conditions.push(sql`${listings.neighbourhoodCode} = any(${anyOf(neighbourhoods)})`);
  }
  if (zoning !== undefined) conditions.push(sql`${listings.zoning} = any(${anyOf(zoning)})`);
  if (minArea !== undefined) conditions.push(gte(listings.areaM2, minArea));
  if (maxArea !== undefined) conditions.push(lte(listings.areaM2, maxArea));
  return conditions;
}

/**
 * The listing's box meets the view's (`boxesMeet` in shared listing-map.ts, and its stored-filter
 * copy in saved-search-match.sql.ts). A parcel is at most MAX_PARCEL_SPAN wide, so its west edge
 * lies within that of the view's: a range on the index's first column, not a scan of every row.
 */
function mapBoxSql(box: NonNullable<BrowseFilter['box']>): SQL {
  return sql`(${listings.minLng} >= ${box.minLng}::float8 - ${MAX_PARCEL_SPAN}::float8
    and ${listings.minLng} <= ${box.maxLng}::float8
    and ${listings.maxLng} >= ${box.minLng}::float8
    and ${listings.minLat} <= ${box.maxLat}::float8
    and ${listings.maxLat} >= ${box.minLat}::float8)`;
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

/** The auctions under the city and price filters (the phase counts' rows, whatever the phase). */
const auctionsUnder = (filter: BrowseFilter) =>
  and(eq(listings.listingType, 'auction'), ...listingFilterSql(filter));

/**
 * Auctions per phase at `now`, in one pass over the rows the filters leave, as [all, open,
 * active]. The phases split the auctions, so two conditions are enough: ended = all − open,
 * upcoming = open − active. Each condition costs per row (bench/README.md).
 */
const phaseCountsSql = (now: NowSql) => ({
  all: count(),
  open: sql<number>`count(*) filter (where ${listingOpenSql(now)})`.mapWith(Number),
  active: sql<number>`count(*) filter (where ${listingPhaseSql('active', now)})`.mapWith(Number),
});

const toPhaseCounts = (row: { all: number; open: number; active: number }): ListingPhaseCounts => ({
  active: row.active,
  upcoming: row.open - row.active,
  ended: row.all - row.open,
});

/** Everything that decides a browse statement's text; the values come per request. */
type BrowseShape = {
  tab: ListingTab;
  phase: ListingPhase;
  sort: ListingSort;
  cities: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  keyword: boolean;
  districts: boolean;
  neighbourhoods: boolean;
  minArea: boolean;
  maxArea: boolean;
  zoning: boolean;
  box: boolean;
};

/** The filters a shape may have, in the order of its key. */
const SHAPE_FILTERS = [
  'cities',
  'minPrice',
  'maxPrice',
  'keyword',
  'districts',
  'neighbourhoods',
  'minArea',
  'maxArea',
  'zoning',
] as const;

/** An empty name: node-postgres then sends the statement unnamed (parsed and planned per run). */
const UNNAMED = '';

const placeholder = {
  now: sql`${sql.placeholder('now')}::timestamptz`,
  newSince: sql`${sql.placeholder('newSince')}::timestamptz`,
  cities: sql.placeholder('cities'),
  minPrice: sql.placeholder('minPrice'),
  maxPrice: sql.placeholder('maxPrice'),
  keyword: sql.placeholder('keyword'),
  districts: sql.placeholder('districts'),
  neighbourhoods: sql.placeholder('neighbourhoods'),
  minArea: sql.placeholder('minArea'),
  maxArea: sql.placeholder('maxArea'),
  zoning: sql.placeholder('zoning'),
  box: {
    minLng: sql.placeholder('boxMinLng'),
    minLat: sql.placeholder('boxMinLat'),
    maxLng: sql.placeholder('boxMaxLng'),
    maxLat: sql.placeholder('boxMaxLat'),
  },
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/**
 * What a keyword page keeps of each match: the columns the phases and every sort read, under the
 * names of the listing's own, so the phase and sort SQL read them unchanged.
 */
const matchColumns = {
  id: listings.id,
  status: listings.status,
  startsAt: listings.startsAt,
  endsAt: listings.endsAt,
  createdAt: listings.createdAt,
  displayPrice: listings.displayPrice,
  areaM2: listings.areaM2,
};

/**
 * The statements of one browse shape, built once with placeholders (Drizzle building and
 * rendering them on every request was about a quarter of a browse's Node CPU, decision 045): the
 * page and, for an empty page only, the counts. They are sent UNNAMED, so PostgreSQL plans every browse with its values:
 * a named statement switches to a generic plan after five runs, and for a price range the
 * generic plan sorts every match instead of reading the price index in order (offers 500k–5M:
 * 4.1 ms instead of 1.1 ms, bench/README.md). The page is ONE statement: the rows, each with its
 * cover image, and the count beside them as an uncorrelated subquery that PostgreSQL runs once
 * (the total, or on the auctions tab the phase counts, whose sub-tab count is the total).
 */
function prepareBrowse(db: Db, shape: BrowseShape) {
  const filter: BrowseFilter = { tab: shape.tab, phase: shape.phase };
  for (const name of SHAPE_FILTERS) if (shape[name]) filter[name] = placeholder[name];
  if (shape.box) filter.box = placeholder.box;
  const { now } = placeholder;
  const where = and(...browseConditions(filter, placeholder));
  const onAuctions = shape.tab === 'auctions';
  // The rows counted: every tab's matches; on the auctions tab, those of every phase.
  const counted = onAuctions ? auctionsUnder(filter) : where;
  const totalsOf = (rows: SQL) =>
    onAuctions
      ? sql<[number, number, number]>`(select json_build_array(count(*),
        count(*) filter (where ${listingOpenSql(now)}),
        count(*) filter (where ${listingPhaseSql('active', now)}))
      from ${rows})`
      : sql<[number, number, number]>`(select json_build_array(count(*), 0, 0) from ${rows})`;
  const page = shape.keyword
    ? prepareKeywordPage(db, shape, counted, totalsOf)
    : db
        .select({
          ...listingSummaryColumns,
          cover: coverJson,
          totals: totalsOf(sql`${listings} where ${counted ?? sql`true`}`),
        })
        .from(listings)
        .where(where)
        .orderBy(...orderBySort[shape.sort])
        .limit(placeholder.limit)
        .offset(placeholder.offset)
        .prepare(UNNAMED);
  const phaseCounts = db
    .select(phaseCountsSql(now))
    .from(listings)
    .where(auctionsUnder(filter))
    .prepare(UNNAMED);
  const total = db.select({ total: count() }).from(listings).where(where).prepare(UNNAMED);
  return { page, phaseCounts, total, onAuctions };
}

type BrowseStatements = ReturnType<typeof prepareBrowse>;

/**
 * A keyword browse's page (decision 093). The GIN index gives its matches in no order, so the
 * page sorts every match anyway, and the count reads them all too: read them from the table ONCE,
 * into `matches` (a CTE named twice, so PostgreSQL computes it once), then count them and pick
 * the page's ids from it, and read only those rows whole. Before, the count and the page each
 * read every match from the table (bench/README.md). Inside, `matches` is named "listings", so
 * the phase and sort SQL, written on the listing's columns, read the match's.
 */
function prepareKeywordPage(
  db: Db,
  shape: BrowseShape,
  counted: SQL | undefined,
  totalsOf: (rows: SQL) => SQL<[number, number, number]>,
) {
  const matches = db.$with('matches').as(db.select(matchColumns).from(listings).where(counted));
  const inTab =
    shape.tab === 'auctions' ? listingPhaseSql(shape.phase, placeholder.now) : sql`true`;
  const order = orderBySort[shape.sort];
  const pageIds = sql`(select ${listings.id} from ${matches} as ${listings} where ${inTab}
    order by ${sql.join(order, sql`, `)} limit ${placeholder.limit} offset ${placeholder.offset})`;
  return db
    .with(matches)
    .select({
      ...listingSummaryColumns,
      cover: coverJson,
      totals: totalsOf(sql`${matches} as ${listings}`),
    })
    .from(listings)
    .where(sql`${listings.id} in ${pageIds}`)
    .orderBy(...order)
    .prepare(UNNAMED);
}

/**
 * A browse page (issue 14, bench/README.md): the shape's statements, built on first use for
 * this `db` (at most 6 sorts × 5 tab/phase × 2¹⁰ filter combinations, in practice a few dozen). Rows carry the
 * counts; an empty page (past the end, or nothing matches) counts apart.
 */
export function createBrowsePages(db: Db) {
  const statements = new Map<string, BrowseStatements>();

  function statementsFor(query: ListingsQuery): BrowseStatements {
    const filter = filterOf(query);
    const shape: BrowseShape = {
      tab: query.tab,
      phase: query.tab === 'auctions' ? query.phase : 'active',
      sort: query.sort,
      ...(Object.fromEntries(
        SHAPE_FILTERS.map((name) => [name, filter[name] !== undefined]),
      ) as Record<(typeof SHAPE_FILTERS)[number], boolean>),
      box: query.bbox !== undefined,
    };
    const key = [
      shape.tab,
      shape.phase,
      shape.sort,
      ...SHAPE_FILTERS.map((name) => (shape[name] ? name : '')),
      shape.box ? 'box' : '',
    ].join('_');
    let found = statements.get(key);
    if (!found) {
      found = prepareBrowse(db, shape);
      statements.set(key, found);
    }
    return found;
  }

  return async function selectBrowsePage(query: ListingsQuery, now: Date) {
    const statement = statementsFor(query);
    const values = {
      now: now.toISOString(),
      newSince: new Date(now.getTime() - NEW_LISTINGS_WINDOW_MS).toISOString(),
      ...filterOf(query),
      boxMinLng: query.bbox?.minLng,
      boxMinLat: query.bbox?.minLat,
      boxMaxLng: query.bbox?.maxLng,
      boxMaxLat: query.bbox?.maxLat,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    };
    const rows = await statement.page.execute(values);
    const first = rows[0]?.totals;
    if (statement.onAuctions) {
      const [all, open, active] = first ?? [];
      const counts =
        all !== undefined && open !== undefined && active !== undefined
          ? toPhaseCounts({ all, open, active })
          : toPhaseCounts((await statement.phaseCounts.execute(values))[0] ?? emptyCounts);
      return { rows, total: counts[query.phase], counts };
    }
    const total = first ? first[0] : ((await statement.total.execute(values))[0]?.total ?? 0);
    return { rows, total, counts: null };
  };
}

const emptyCounts = { all: 0, open: 0, active: 0 };
