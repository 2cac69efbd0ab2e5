import type { City } from '@arsamezat/shared/listings/cities';
import type { ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import {
  NEW_LISTINGS_WINDOW_MS,
  type ListingPhaseCounts,
  type ListingSort,
  type ListingsQuery,
  type ListingTab,
} from '@arsamezat/shared/listings/listings';
import { and, count, eq, gte, is, lte, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listingOpenSql, listingPhaseSql, type NowSql } from '../../db/rules/listing-phase.sql.ts';
import { listingPublishedSql } from '../../db/rules/listing-publication.sql.ts';
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
};

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
  if (cities !== undefined) {
    const array = is(cities, Placeholder) ? cities : sql.param(cities);
    conditions.push(sql`${listings.city} = any(${array}::varchar[])`);
  }
  if (minPrice !== undefined) conditions.push(gte(listings.displayPrice, minPrice));
  if (maxPrice !== undefined) conditions.push(lte(listings.displayPrice, maxPrice));
  return conditions;
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
};

/** An empty name: node-postgres then sends the statement unnamed (parsed and planned per run). */
const UNNAMED = '';

const placeholder = {
  now: sql`${sql.placeholder('now')}::timestamptz`,
  newSince: sql`${sql.placeholder('newSince')}::timestamptz`,
  cities: sql.placeholder('cities'),
  minPrice: sql.placeholder('minPrice'),
  maxPrice: sql.placeholder('maxPrice'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
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
  const filter: BrowseFilter = {
    tab: shape.tab,
    phase: shape.phase,
    cities: shape.cities ? placeholder.cities : undefined,
    minPrice: shape.minPrice ? placeholder.minPrice : undefined,
    maxPrice: shape.maxPrice ? placeholder.maxPrice : undefined,
  };
  const { now } = placeholder;
  const where = and(...browseConditions(filter, placeholder));
  const onAuctions = shape.tab === 'auctions';
  const totals = onAuctions
    ? sql<[number, number, number]>`(select json_build_array(count(*),
        count(*) filter (where ${listingOpenSql(now)}),
        count(*) filter (where ${listingPhaseSql('active', now)}))
      from ${listings} where ${auctionsUnder(filter)})`
    : sql<[number, number, number]>`(select json_build_array(count(*), 0, 0)
      from ${listings} where ${where ?? sql`true`})`;
  const page = db
    .select({ ...listingSummaryColumns, cover: coverJson, totals })
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
 * A browse page (issue 14, bench/README.md): the shape's statements, built on first use for
 * this `db` (at most 4 sorts × 5 tab/phase × 8 filter combinations). Rows carry the
 * counts; an empty page (past the end, or nothing matches) counts apart.
 */
export function createBrowsePages(db: Db) {
  const statements = new Map<string, BrowseStatements>();

  function statementsFor(query: ListingsQuery): BrowseStatements {
    const shape: BrowseShape = {
      tab: query.tab,
      phase: query.tab === 'auctions' ? query.phase : 'active',
      sort: query.sort,
      cities: query.cities.length > 0,
      minPrice: query.minPrice !== undefined,
      maxPrice: query.maxPrice !== undefined,
    };
    const key = [
      shape.tab,
      shape.phase,
      shape.sort,
      shape.cities ? 'c' : '',
      shape.minPrice ? 'min' : '',
      shape.maxPrice ? 'max' : '',
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
      cities: query.cities,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
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
