import { Bookmark, Heart } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { useDocumentTitle } from '../../../lib/document-title';
import { useWatchlist } from '../api/watch';
import { ListingGrid } from '../components/listing-grid';
import { ListingPager } from '../components/listing-pager';
import { SavedSearchList } from '../components/saved-search-list';

const TABS = [
  { value: 'listings', label: 'Takip Ettiklerim', icon: Heart },
  { value: 'searches', label: 'Kayıtlı Aramalarım', icon: Bookmark },
] as const;
type Tab = (typeof TABS)[number]['value'];

/**
 * /watchlist: the listings I follow, with live prices and countdowns (the grid's event stream),
 * and my saved searches. Tab and page live in the address.
 */
export function WatchlistPage() {
  useDocumentTitle('Takip Ettiklerim');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'searches' ? 'searches' : 'listings';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const listings = useWatchlist(page);
  const top = useRef<HTMLDivElement>(null);
  const pageCount = listings.data ? Math.ceil(listings.data.total / listings.data.pageSize) : 0;

  return (
    <Container className="py-8 sm:py-10">
      <div ref={top} className="scroll-mt-24">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          Takip Ettiklerim
        </h1>
        <p className="mt-1 text-sm text-ink-600">
          Takip ettiğiniz ilanlar ve kayıtlı aramalarınız. Fiyatlar ve kalan süreler canlı
          güncellenir.
        </p>
      </div>
      <Tabs.Root
        className="mt-6"
        value={tab}
        onValueChange={(value) => setParams(value === 'searches' ? { tab: 'searches' } : {})}
      >
        <Tabs.List
          aria-label="Takip ve aramalar"
          className="mb-5 grid grid-cols-2 gap-1.5 rounded-xl bg-surface p-1.5 shadow-card ring-1 ring-ink-100 sm:inline-flex"
        >
          {TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="inline-flex h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-ink-700 transition-colors hover:bg-ink-50 hover:text-ink-900 data-[state=active]:bg-brand-700 data-[state=active]:text-white sm:px-4"
            >
              <Icon aria-hidden className="hidden size-4 shrink-0 min-[400px]:block" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="listings" className="focus-visible:outline-none">
          <ListingGrid
            items={listings.data?.items}
            isPending={listings.isPending}
            isError={listings.isError}
            emptyMessage="Henüz takip ettiğiniz bir ilan yok. İlanlardaki kalp simgesiyle takip edebilirsiniz."
            onRetry={() => void listings.refetch()}
            onExpire={() => void listings.refetch()}
          />
          <ListingPager
            page={page}
            pageCount={pageCount}
            onPage={(next) => {
              setParams(next > 1 ? { page: String(next) } : {});
              top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="searches" className="focus-visible:outline-none">
          <SavedSearchList />
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}
