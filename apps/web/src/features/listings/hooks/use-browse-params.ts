import type { ListingTab } from '@arsamezat/shared/listings';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
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
 */
export function useBrowseParams(defaultTab: ListingTab) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseBrowseState(searchParams, defaultTab);

  const update = useCallback(
    (changes: Partial<BrowseState>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (previous) => {
          const current = parseBrowseState(previous, defaultTab);
          return writeBrowseState(previous, applyBrowseChange(current, changes), defaultTab);
        },
        { preventScrollReset: true, replace: options.replace ?? false },
      );
    },
    [defaultTab, setSearchParams],
  );

  return [state, update] as const;
}
