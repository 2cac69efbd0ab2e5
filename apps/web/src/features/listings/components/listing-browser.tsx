import {
  LISTING_TABS,
  LISTINGS_PAGE_SIZE,
  ListingTabSchema,
  type ListingsQuery,
  type ListingTab,
} from '@arsamezat/shared/listings';
import { useQueryClient } from '@tanstack/react-query';
import { Gavel, Handshake, Sparkles, X } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useCallback, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useListings } from '../api/get-listings';
import { listingKeys } from '../api/listing-keys';
import { useBrowseParams, type BrowseState } from '../hooks/use-browse-params';
import { BrowseTabTrigger, PhaseTabs } from './browse-tabs';
import { ListingGrid } from './listing-grid';
import { ListingPager } from './listing-pager';

/** After a countdown ends, give the server's clock a moment to pass the end too, then refresh. */
const REFRESH_AFTER_EXPIRY_MS = 1500;

const SEARCH_EMPTY = 'Arama Kriterlerine Uygun İhale Bulunamadı';
const PHASE_EMPTY = {
  active: 'Aktif İhale Bulunamadı',
  upcoming: 'Yaklaşan İhale Bulunamadı',
  ended: 'Geçmiş İhale Bulunamadı',
} as const;

function emptyMessage(state: BrowseState): string {
  if (state.tab === 'auctions' && state.cities.length === 0) return PHASE_EMPTY[state.phase];
  return SEARCH_EMPTY;
}

/**
 * The listings browse (spec §2.1): tabs, the auctions sub-tabs with counts, the result count,
 * the grid and a pager. Tab, sub-tab, page and cities live in the address bar.
 */
export function ListingBrowser({ defaultTab }: { defaultTab: ListingTab }) {
  const [state, update] = useBrowseParams(defaultTab);
  const query: ListingsQuery = {
    tab: state.tab,
    phase: state.phase,
    cities: state.cities,
    sort: 'newest',
    page: state.page,
    pageSize: LISTINGS_PAGE_SIZE,
  };
  const { data, isPending, isError, isPlaceholderData, refetch } = useListings(query);
  const queryClient = useQueryClient();
  const resultsRef = useRef<HTMLDivElement>(null);

  const handleExpire = useCallback(() => {
    window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    }, REFRESH_AFTER_EXPIRY_MS);
  }, [queryClient]);

  const goToPage = (page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const results = (
    <div ref={resultsRef} className="scroll-mt-24">
      <div className="mb-4 flex min-h-8 flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-sm font-medium text-ink-700" aria-live="polite">
          {data && `${data.total.toLocaleString('tr-TR')} sonuç bulundu`}
        </p>
        {isPlaceholderData && (
          <span className="inline-flex items-center gap-1.5 text-sm text-ink-500">
            <Spinner label="Filtreleniyor" className="[&_svg]:size-4" />
            Filtreleniyor
          </span>
        )}
        {state.cities.map((city) => (
          <button
            key={city}
            type="button"
            onClick={() => update({ cities: state.cities.filter((c) => c !== city) })}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
            aria-label={`${city} filtresini kaldır`}
          >
            {city}
            <X aria-hidden className="size-3.5" />
          </button>
        ))}
      </div>
      <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        <ListingGrid
          items={data?.items}
          isPending={isPending}
          isError={isError}
          emptyMessage={emptyMessage(state)}
          onRetry={() => void refetch()}
          onExpire={handleExpire}
        />
      </div>
      {data && (
        <ListingPager
          page={state.page}
          pageCount={Math.ceil(data.total / data.pageSize)}
          onPage={goToPage}
        />
      )}
    </div>
  );

  return (
    <Tabs.Root
      value={state.tab}
      // Manual: each change is a history entry and a fetch, so arrows only move focus, and a
      // click does not fire twice (mousedown, then focus) before the address has updated.
      activationMode="manual"
      onValueChange={(value) => {
        const tab = ListingTabSchema.safeParse(value).data;
        if (tab) update({ tab });
      }}
    >
      <Tabs.List
        aria-label="İlan türü"
        className="flex gap-1 overflow-x-auto rounded-xl border border-ink-100 bg-surface p-1 shadow-card sm:inline-flex"
      >
        <BrowseTabTrigger value="new" icon={Sparkles}>
          Yeni Eklenenler
        </BrowseTabTrigger>
        <BrowseTabTrigger value="auctions" icon={Gavel}>
          Açık Arttırmalar
        </BrowseTabTrigger>
        <BrowseTabTrigger value="offers" icon={Handshake}>
          Pazarlık
        </BrowseTabTrigger>
      </Tabs.List>
      {LISTING_TABS.map((tab) => (
        <Tabs.Content key={tab} value={tab} className="mt-6 focus-visible:outline-none">
          {tab === 'auctions' ? (
            <PhaseTabs
              value={state.phase}
              counts={data?.counts}
              onChange={(phase) => update({ phase })}
            >
              {results}
            </PhaseTabs>
          ) : (
            results
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
