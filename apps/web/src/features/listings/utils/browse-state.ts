import { findCity, type City } from '@arsamezat/shared/listings/cities';
import {
  isOneOf,
  LISTING_SORTS,
  LISTING_TABS,
  LISTINGS_MAX_PAGE,
  type ListingSort,
  type ListingTab,
} from '@arsamezat/shared/listings/listing-options';
import { LISTING_PHASES, type ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import type { ListingsQuery } from '@arsamezat/shared/listings/listings';
import {
  countSearch,
  NO_SEARCH,
  parseSearch,
  SEARCH_KEYS,
  searchOf,
  writeSearch,
  type SearchFilters,
} from './search-state';
import { formatMapBox, parseMapBox, type MapBox } from '@arsamezat/shared/listings/map-box';

export const BROWSE_VIEWS = ['grid', 'list'] as const;
export type BrowseView = (typeof BROWSE_VIEWS)[number];

/** Spec §9, version A: 12 cards per page in the grid, 8 rows in the list. */
export const PAGE_SIZE: Record<BrowseView, number> = { grid: 12, list: 8 };

/** 'Liste' or 'Harita' (issue 30): the results as cards, or on the map above them. */
export const BROWSE_MODES = ['list', 'map'] as const;
export type BrowseMode = (typeof BROWSE_MODES)[number];

/**
 * Everything a browse is, as the address bar holds it: tab, auctions sub-tab, filters (prices in
 * kuruş, like the API; the search of issue 30, search-state.ts), sort, view and page.
 */
export type BrowseState = SearchFilters & {
  tab: ListingTab;
  phase: ListingPhase;
  cities: City[];
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sort: ListingSort;
  view: BrowseView;
  page: number;
  /** 'Bu alanda ara': the map's visible area, `bbox=minLng,minLat,maxLng,maxLat`. */
  bbox: MapBox | undefined;
  mode: BrowseMode;
};

/** The filters 'Filtreleri Uygula' applies and 'Temizle' clears. */
export type BrowseFilters = SearchFilters & Pick<BrowseState, 'cities' | 'minPrice' | 'maxPrice'>;
export const NO_FILTERS: BrowseFilters = {
  cities: [],
  minPrice: undefined,
  maxPrice: undefined,
  ...NO_SEARCH,
};
/** The filters with the map's area ('Bu alanda ara'), which the map sets and 'Temizle' clears. */
type AppliedFilters = BrowseFilters & { bbox?: MapBox | undefined };

const KEYS = [
  'tab',
  'phase',
  'cities',
  'minPrice',
  'maxPrice',
  ...SEARCH_KEYS,
  'sort',
  'view',
  'page',
  'bbox',
  'mode',
] as const;

/** 'Bitişi yakın' only means something for auctions (spec §2.1). */
export function sortFits(sort: ListingSort, tab: ListingTab): boolean {
  return sort !== 'endingSoon' || tab === 'auctions';
}

function readKurus(value: string | null): number | undefined {
  if (value === null || !/^\d{1,16}$/.test(value)) return undefined;
  const kurus = Number(value);
  return Number.isSafeInteger(kurus) ? kurus : undefined;
}

/** Reads a browse from the address; anything unreadable falls back to its default. */
export function parseBrowseState(params: URLSearchParams, defaultTab: ListingTab): BrowseState {
  const tabParam = params.get('tab');
  const tab = isOneOf(LISTING_TABS, tabParam) ? tabParam : defaultTab;
  const sortParam = params.get('sort');
  const sort = isOneOf(LISTING_SORTS, sortParam) ? sortParam : 'newest';
  const phaseParam = params.get('phase');
  const page = Number(params.get('page') ?? '1');
  const cities = params
    .getAll('cities')
    .flatMap((value) => value.split(','))
    .map(findCity)
    .filter((city): city is City => city !== null);
  const minPrice = readKurus(params.get('minPrice'));
  let maxPrice = readKurus(params.get('maxPrice'));
  // The server refuses min > max; an edited address loses the upper bound instead.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) maxPrice = undefined;
  const chosen = [...new Set(cities)];
  return {
    tab,
    phase: isOneOf(LISTING_PHASES, phaseParam) ? phaseParam : 'active',
    cities: chosen,
    minPrice,
    maxPrice,
    ...parseSearch(params, chosen),
    sort: sortFits(sort, tab) ? sort : 'newest',
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: Number.isInteger(page) && page >= 1 && page <= LISTINGS_MAX_PAGE ? page : 1,
    bbox: parseMapBox(params.get('bbox')),
    mode: params.get('mode') === 'map' ? 'map' : 'list',
  };
}

/** Writes a browse back, leaving defaults out so addresses stay short and shareable. */
export function writeBrowseState(
  previous: URLSearchParams,
  state: BrowseState,
  defaultTab: ListingTab,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const key of KEYS) next.delete(key);
  if (state.tab !== defaultTab) next.set('tab', state.tab);
  if (state.tab === 'auctions' && state.phase !== 'active') next.set('phase', state.phase);
  if (state.cities.length > 0) next.set('cities', state.cities.join(','));
  if (state.minPrice !== undefined) next.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) next.set('maxPrice', String(state.maxPrice));
  writeSearch(next, state);
  if (state.sort !== 'newest') next.set('sort', state.sort);
  if (state.view !== 'grid') next.set('view', state.view);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.bbox !== undefined) next.set('bbox', formatMapBox(state.bbox));
  if (state.mode === 'map') next.set('mode', 'map');
  return next;
}

/**
 * A change to a browse. Anything but the page itself goes back to page 1 (spec §2.1); a new
 * tab opens on the active sub-tab and drops a sort that does not fit it.
 */
export function applyBrowseChange(
  current: BrowseState,
  changes: Partial<BrowseState>,
): BrowseState {
  const tabChanged = changes.tab !== undefined && changes.tab !== current.tab;
  const next: BrowseState = {
    ...current,
    ...(tabChanged ? { phase: 'active' as const } : {}),
    ...changes,
  };
  if (!sortFits(next.sort, next.tab)) next.sort = 'newest';
  // Switching between 'Liste' and 'Harita' keeps the page.
  const onlyPage = Object.keys(changes).every((key) => key === 'page' || key === 'mode');
  next.page = changes.page ?? (onlyPage ? current.page : 1);
  return next;
}

/** The API query of a browse. */
export function toListingsQuery(state: BrowseState): ListingsQuery {
  return {
    tab: state.tab,
    phase: state.phase,
    cities: state.cities,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    ...searchOf(state),
    sort: state.sort,
    page: state.page,
    pageSize: PAGE_SIZE[state.view],
    ...(state.bbox ? { bbox: state.bbox } : {}),
  };
}

/** How many filters are applied (the badge on the mobile 'Filtrele' button). */
export function countFilters(filters: AppliedFilters): number {
  return (
    filters.cities.length +
    (filters.minPrice !== undefined ? 1 : 0) +
    (filters.maxPrice !== undefined ? 1 : 0) +
    countSearch(filters) +
    (filters.bbox !== undefined ? 1 : 0)
  );
}

/** A key that changes whenever the applied filters do: forms keyed by it start afresh. */
export function filtersKey(filters: AppliedFilters): string {
  return JSON.stringify([
    filters.cities,
    filters.minPrice ?? null,
    filters.maxPrice ?? null,
    searchOf(filters),
    filters.bbox ?? null,
  ]);
}
