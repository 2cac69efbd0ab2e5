import type { ListingTab } from '@arsamezat/shared/listings/listings';
import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';
import {
  applyBrowseChange,
  parseBrowseState,
  writeBrowseState,
  type BrowseState,
} from '../utils/browse-state';

export type { BrowseState };

/**
 * The browse (tab, sub-tab, filters, sort, view, page) kept in the query string, so Back and
 * shared links restore it. Every change is a history entry; any change but the page goes back to
 * page 1 (spec §2.1). `replace` corrects the address without a new entry.
 *
 * A change starts from the address the router is at (or going to) now, not from the last
 * render's: two taps before React draws the first (clear the filters, then a tab) must not bring
 * the cleared filters back. React Router's function form of `setSearchParams` only sees the
 * render's parameters.
 */
export function useBrowseParams(defaultTab: ListingTab) {
  const [searchParams, setSearchParams] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = useLocation();
  const state = parseBrowseState(searchParams, defaultTab);

  const update = useCallback(
    (changes: Partial<BrowseState>, options: { replace?: boolean } = {}) => {
      const latest = router && (router.state.navigation.location ?? router.state.location);
      const previous = latest ? new URLSearchParams(latest.search) : searchParams;
      const current = parseBrowseState(previous, defaultTab);
      setSearchParams(writeBrowseState(previous, applyBrowseChange(current, changes), defaultTab), {
        preventScrollReset: true,
        replace: options.replace ?? false,
      });
    },
    [defaultTab, router, searchParams, setSearchParams],
  );

  /** The address of this browse with `changes`: what a tab links to before the page is live. */
  const hrefOf = (changes: Partial<BrowseState>) => {
    const search = writeBrowseState(
      searchParams,
      applyBrowseChange(state, changes),
      defaultTab,
    ).toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  return [state, update, hrefOf] as const;
}
