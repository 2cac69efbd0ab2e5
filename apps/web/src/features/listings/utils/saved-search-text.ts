import type { ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import type { ListingTab } from '@arsamezat/shared/listings/listings';
import { formatTl } from '@arsamezat/shared/core/money';
import type { SavedSearch, SavedSearchFilters } from '@arsamezat/shared/listings/watchlist';
import { paths } from '../../../config/paths';
import type { BrowseState } from './browse-state';

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

type Filters = Pick<SavedSearchFilters, 'tab' | 'phase' | 'minPrice' | 'maxPrice'> & {
  cities: readonly string[];
};

/** The filters of a browse as a saved search stores them. */
export function savedFiltersOf(state: BrowseState): SavedSearchFilters {
  return {
    tab: state.tab,
    phase: state.phase,
    cities: state.cities,
    ...(state.minPrice === undefined ? {} : { minPrice: state.minPrice }),
    ...(state.maxPrice === undefined ? {} : { maxPrice: state.maxPrice }),
  };
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
  return parts.join(' · ');
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
  const { tab, phase, cities, minPrice, maxPrice } = search.filters;
  const params = new URLSearchParams();
  params.set('tab', tab);
  if (tab === 'auctions' && phase !== 'active') params.set('phase', phase);
  if (cities.length > 0) params.set('cities', cities.join(','));
  if (minPrice !== undefined) params.set('minPrice', String(minPrice));
  if (maxPrice !== undefined) params.set('maxPrice', String(maxPrice));
  return `${paths.auctions}?${params.toString()}`;
}
