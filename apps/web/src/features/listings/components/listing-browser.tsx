import type { ListingTab } from '@arsamezat/shared/listings/listing-options';
import { useQueryClient } from '@tanstack/react-query';
import { Gavel, Handshake, SlidersHorizontal, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Card } from '../../../components/ui/card';
import { useListings } from '../api/get-listings';
import { listingKeys } from '../../../lib/listing-keys';
import { useBrowseParams } from '../hooks/use-browse-params';
import {
  countFilters,
  filtersKey,
  NO_FILTERS,
  toListingsQuery,
  type BrowseFilters,
  type BrowseState,
} from '../utils/browse-state';
import { BrowseFiltersForm } from './browse-filters-form';
import { BrowseMap } from './browse-map';
import { BrowseModeToggle } from './browse-mode-toggle';
import { BrowseTabLink, PhaseTabs } from './browse-tabs';
import { BrowseToolbar } from './browse-toolbar';
import { FilterSheet } from './filter-sheet';
import { ListingGrid } from './listing-grid';
import { ListingPager } from './listing-pager';
import { SaveSearchButton } from './save-search-button';
import { savedFiltersOf } from '../utils/saved-search-text';

/** After a countdown ends, give the server's clock a moment to pass the end too, then refresh. */
const REFRESH_AFTER_EXPIRY_MS = 1500;

const SEARCH_EMPTY = 'Arama Kriterlerine Uygun İhale Bulunamadı';
const PHASE_EMPTY = {
  active: 'Aktif İhale Bulunamadı',
  upcoming: 'Yaklaşan İhale Bulunamadı',
  ended: 'Geçmiş İhale Bulunamadı',
} as const;

function emptyMessage(state: BrowseState): string {
  if (state.tab === 'auctions' && countFilters(state) === 0) return PHASE_EMPTY[state.phase];
  return SEARCH_EMPTY;
}

/**
 * The listings browse (spec §2.1 version A, decision 007): tabs, the auctions sub-tabs with
 * counts, province and price filters (a side panel from 1024 px, a sheet below), sort, grid or
 * list, the numbered pager. The whole browse lives in the address bar.
 */
export function ListingBrowser({ defaultTab }: { defaultTab: ListingTab }) {
  const [state, update, hrefOf] = useBrowseParams(defaultTab);
  const { data, isPending, isError, isPlaceholderData, refetch } = useListings(
    toListingsQuery(state),
  );
  const queryClient = useQueryClient();
  const resultsRef = useRef<HTMLDivElement>(null);
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;

  // An address past the last page (an old link, fewer results now) moves to the last page.
  const beyondLastPage =
    data !== undefined && !isPlaceholderData && pageCount > 0 && state.page > pageCount;
  useEffect(() => {
    if (beyondLastPage) update({ page: pageCount }, { replace: true });
  }, [beyondLastPage, pageCount, update]);

  const handleExpire = useCallback(() => {
    window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    }, REFRESH_AFTER_EXPIRY_MS);
  }, [queryClient]);

  const goToPage = (page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const applyFilters = (filters: BrowseFilters) => update(filters);
  const clearFilters = () => update({ ...NO_FILTERS, bbox: undefined, sort: 'newest' });

  const results = (
    <div ref={resultsRef} className="scroll-mt-24">
      <div className="mb-4 flex justify-end">
        <BrowseModeToggle mode={state.mode} onChange={(mode) => update({ mode })} />
      </div>
      {state.mode === 'map' && (
        <BrowseMap query={toListingsQuery(state)} onSearchArea={(bbox) => update({ bbox })} />
      )}
      <BrowseToolbar
        state={state}
        total={data?.total}
        filtering={isPlaceholderData}
        onChange={update}
        filterButton={<FilterSheet applied={state} onApply={applyFilters} onClear={clearFilters} />}
        saveSearch={<SaveSearchButton filters={savedFiltersOf(state)} />}
      />
      {/* While a new browse loads, the last results stay on screen dimmed and marked busy, so a
          reader (and a screen reader) knows they are the previous filter's, not the new one's. */}
      <section
        aria-label="Sonuçlar"
        aria-busy={isPlaceholderData}
        className={isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}
      >
        {/* The cards' titles are level 3 under it: without it a phone, where the filters' heading
            is hidden, would jump from the page's h1 to them. */}
        <h2 className="sr-only">Sonuçlar</h2>
        <ListingGrid
          items={data?.items}
          isPending={isPending}
          isError={isError}
          emptyMessage={emptyMessage(state)}
          onRetry={() => void refetch()}
          onExpire={handleExpire}
          view={state.view}
        />
      </section>
      <ListingPager page={state.page} pageCount={pageCount} onPage={goToPage} />
    </div>
  );

  const tabLink = (tab: ListingTab) => ({
    href: hrefOf({ tab }),
    current: state.tab === tab,
    onSelect: () => update({ tab }),
  });

  return (
    <div>
      <nav
        aria-label="İlan türü"
        className="flex gap-1 overflow-x-auto rounded-xl border border-ink-100 bg-surface p-1 shadow-card sm:inline-flex"
      >
        <BrowseTabLink {...tabLink('new')} icon={Sparkles}>
          Yeni Eklenenler
        </BrowseTabLink>
        <BrowseTabLink {...tabLink('auctions')} icon={Gavel}>
          Açık Arttırmalar
        </BrowseTabLink>
        <BrowseTabLink {...tabLink('offers')} icon={Handshake}>
          Pazarlık
        </BrowseTabLink>
      </nav>
      <div className="mt-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        {/* Taller than the window with the search of issue 30: it scrolls on its own while it sticks. */}
        <aside
          aria-label="Filtreler"
          className="hidden lg:sticky lg:top-24 lg:block lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto lg:overscroll-contain lg:rounded-2xl"
        >
          <Card className="p-5">
            <h2 className="mb-4 flex items-center gap-2 text-base font-semibold text-ink-900">
              <SlidersHorizontal aria-hidden className="size-4 text-brand-600" />
              Filtreler
            </h2>
            <BrowseFiltersForm
              key={filtersKey(state)}
              applied={state}
              onApply={applyFilters}
              onClear={clearFilters}
            />
          </Card>
        </aside>
        <div className="min-w-0">
          {state.tab === 'auctions' && (
            <PhaseTabs
              value={state.phase}
              counts={data?.counts ?? undefined}
              hrefOf={(phase) => hrefOf({ phase })}
              onChange={(phase) => update({ phase })}
            />
          )}
          {results}
        </div>
      </div>
    </div>
  );
}
