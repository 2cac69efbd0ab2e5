import { findCity, type City } from '@arsamezat/shared/cities';
import type { ListingPhase } from '@arsamezat/shared/listing-phase';
import {
  LISTINGS_MAX_PAGE,
  ListingPhaseSchema,
  ListingTabSchema,
  type ListingTab,
} from '@arsamezat/shared/listings';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type BrowseState = { tab: ListingTab; phase: ListingPhase; page: number; cities: City[] };

/** Reads the browse state from the address bar; anything unreadable falls back to its default. */
export function parseBrowseParams(params: URLSearchParams, defaultTab: ListingTab): BrowseState {
  const tab = ListingTabSchema.safeParse(params.get('tab')).data ?? defaultTab;
  const phase = ListingPhaseSchema.safeParse(params.get('phase')).data ?? 'active';
  const page = Number(params.get('page') ?? '1');
  const cities = params
    .getAll('cities')
    .flatMap((value) => value.split(','))
    .map(findCity)
    .filter((city): city is City => city !== null);
  return {
    tab,
    phase,
    page: Number.isInteger(page) && page >= 1 && page <= LISTINGS_MAX_PAGE ? page : 1,
    cities: [...new Set(cities)],
  };
}

/** Writes a state back, leaving defaults out so addresses stay short and shareable. */
function writeBrowseParams(
  previous: URLSearchParams,
  state: BrowseState,
  defaultTab: ListingTab,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const key of ['tab', 'phase', 'page', 'cities']) next.delete(key);
  if (state.tab !== defaultTab) next.set('tab', state.tab);
  if (state.tab === 'auctions' && state.phase !== 'active') next.set('phase', state.phase);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.cities.length > 0) next.set('cities', state.cities.join(','));
  return next;
}

/**
 * The browse screen's tab, sub-tab, page and cities, kept in the query string so Back and
 * shared links restore them. Changing the tab, sub-tab or cities goes back to page 1 (spec §2.1).
 */
export function useBrowseParams(defaultTab: ListingTab) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseBrowseParams(searchParams, defaultTab);

  const update = useCallback(
    (changes: Partial<BrowseState>) => {
      setSearchParams(
        (previous) => {
          const current = parseBrowseParams(previous, defaultTab);
          const resetsPage =
            changes.tab !== undefined ||
            changes.phase !== undefined ||
            changes.cities !== undefined;
          const next: BrowseState = {
            ...current,
            ...(changes.tab !== undefined && changes.tab !== current.tab
              ? { phase: 'active' }
              : {}),
            ...changes,
            page: changes.page ?? (resetsPage ? 1 : current.page),
          };
          return writeBrowseParams(previous, next, defaultTab);
        },
        { preventScrollReset: true },
      );
    },
    [defaultTab, setSearchParams],
  );

  return [state, update] as const;
}
