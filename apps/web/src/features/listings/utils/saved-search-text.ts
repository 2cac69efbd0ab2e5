import type { ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import type { ListingTab } from '@arsamezat/shared/listings/listings';
import { formatTl } from '@arsamezat/shared/core/money';
import { formatInteger } from '@arsamezat/shared/core/number-format';
import { isOneOf, ZONING_LABELS, ZONINGS } from '@arsamezat/shared/listings/listing-options';
import type { SavedSearch, StoredSavedSearchFilters } from '@arsamezat/shared/listings/watchlist';
import { formatMapBox } from '@arsamezat/shared/listings/map-box';
import { paths } from '../../../config/paths';
import type { BrowseState } from './browse-state';
import { searchOf, writeSearch, type SearchInput } from './search-state';

const TAB_NAMES: Record<ListingTab, string> = {
  new: 'Yeni Eklenenler',
  auctions: 'Açık Arttırmalar',
  offers: 'Pazarlık',
};
const PHASE_NAMES: Record<ListingPhase, string> = {
  active: 'Aktif',
  upcoming: 'Yaklaşan',
  ended: 'Sona Eren',
};

type Filters = Pick<
  StoredSavedSearchFilters,
  'tab' | 'phase' | 'minPrice' | 'maxPrice' | 'bbox'
> & {
  cities: readonly string[];
} & SearchInput;

/** The filters of a browse as a saved search stores them (unset ones left out). */
export function savedFiltersOf(state: BrowseState): StoredSavedSearchFilters {
  const { q, districts, neighbourhoods, minArea, maxArea, zoning } = searchOf(state);
  return {
    tab: state.tab,
    phase: state.phase,
    cities: state.cities,
    ...(state.minPrice === undefined ? {} : { minPrice: state.minPrice }),
    ...(state.maxPrice === undefined ? {} : { maxPrice: state.maxPrice }),
    ...(q === undefined ? {} : { q }),
    ...(districts.length > 0 ? { districts } : {}),
    ...(neighbourhoods.length > 0 ? { neighbourhoods } : {}),
    ...(minArea === undefined ? {} : { minArea }),
    ...(maxArea === undefined ? {} : { maxArea }),
    ...(zoning.length > 0 ? { zoning } : {}),
    ...(state.bbox === undefined ? {} : { bbox: state.bbox }),
  };
}

const m2 = (area: number) => `${formatInteger(area)} m²`;

/** The search of issue 30 in words: '"zeytinlik" · 2 ilçe · 1.000 – 5.000 m² · Konut İmarlı'. */
function describeSearch(filters: SearchInput): string[] {
  const parts: string[] = [];
  if (filters.q !== undefined) parts.push(`“${filters.q}”`);
  const districts = filters.districts?.length ?? 0;
  const neighbourhoods = filters.neighbourhoods?.length ?? 0;
  if (districts > 0) parts.push(`${districts} ilçe`);
  if (neighbourhoods > 0) parts.push(`${neighbourhoods} mahalle`);
  const { minArea, maxArea } = filters;
  if (minArea !== undefined && maxArea !== undefined)
    parts.push(`${formatInteger(minArea)} – ${m2(maxArea)}`);
  else if (minArea !== undefined) parts.push(`En az ${m2(minArea)}`);
  else if (maxArea !== undefined) parts.push(`En çok ${m2(maxArea)}`);
  const zoning = (filters.zoning ?? []).map((value) =>
    isOneOf(ZONINGS, value) ? ZONING_LABELS[value] : value,
  );
  if (zoning.length > 0) parts.push(zoning.join(', '));
  return parts;
}

/** 'Açık Arttırmalar (Aktif) · Konya, Ankara · 100.000 ₺ – 500.000 ₺' */
export function describeFilters(filters: Filters): string {
  const parts = [
    filters.tab === 'auctions'
      ? `${TAB_NAMES.auctions} (${PHASE_NAMES[filters.phase]})`
      : TAB_NAMES[filters.tab],
  ];
  if (filters.cities.length > 0) {
    const shown = filters.cities.slice(0, 3).join(', ');
    const more = filters.cities.length - 3;
    parts.push(more > 0 ? `${shown} ve ${more} il daha` : shown);
  } else {
    parts.push('Tüm iller');
  }
  const { minPrice, maxPrice } = filters;
  if (minPrice !== undefined && maxPrice !== undefined) {
    parts.push(`${formatTl(minPrice)} – ${formatTl(maxPrice)}`);
  } else if (minPrice !== undefined) {
    parts.push(`En az ${formatTl(minPrice)}`);
  } else if (maxPrice !== undefined) {
    parts.push(`En çok ${formatTl(maxPrice)}`);
  }
  if (filters.bbox !== undefined) parts.push('Haritadaki alan');
  return [...parts, ...describeSearch(filters)].join(' · ');
}

/** A short default name: the provinces, or the tab when there are none. */
export function defaultSearchName(filters: Filters): string {
  const name =
    filters.cities.length > 0
      ? `${filters.cities.slice(0, 3).join(', ')}${filters.cities.length > 3 ? '…' : ''} aramam`
      : `${TAB_NAMES[filters.tab]} aramam`;
  return name.slice(0, 80);
}

/** The browse address that shows a saved search's results. */
export function savedSearchHref(search: Pick<SavedSearch, 'filters'>): string {
  const { tab, phase, cities, minPrice, maxPrice, bbox, ...rest } = search.filters;
  const params = new URLSearchParams();
  params.set('tab', tab);
  if (tab === 'auctions' && phase !== 'active') params.set('phase', phase);
  if (cities.length > 0) params.set('cities', cities.join(','));
  if (minPrice !== undefined) params.set('minPrice', String(minPrice));
  if (maxPrice !== undefined) params.set('maxPrice', String(maxPrice));
  writeSearch(params, rest);
  if (bbox !== undefined) params.set('bbox', formatMapBox(bbox));
  return `${paths.auctions}?${params.toString()}`;
}
