import type { ListingSummary } from '@arsamezat/shared/listings/listings';
import { LoaderCircle, RefreshCw, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import type { BrowseView } from '../utils/browse-state';
import { useListingsEvents } from '../hooks/use-listing-events';
import { ListingCard } from './listing-card';

/** Version B's six skeleton cards while the first page loads (decision 007). */
const SKELETON_COUNT = 6;
const LAYOUTS: Record<BrowseView, string> = {
  grid: 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3',
  list: 'grid grid-cols-1 gap-4',
};

type ListingGridProps = {
  items: ListingSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** What to say when there are no listings (spec §2.1 empty states). */
  emptyMessage: string;
  onRetry: () => void;
  onExpire?: () => void;
  view?: BrowseView;
};

/** Cards in a responsive grid, with the loading, empty and error states of spec §2.1. */
export function ListingGrid({
  items,
  isPending,
  isError,
  emptyMessage,
  onRetry,
  onExpire,
  view = 'grid',
}: ListingGridProps) {
  useListingsEvents(items?.filter((item) => item.phase !== 'ended').map((item) => item.id) ?? []);
  if (isPending) {
    return (
      <div role="status">
        <p className="mb-4 inline-flex items-center gap-2 text-sm font-medium text-ink-600">
          <LoaderCircle aria-hidden className="size-4 animate-spin text-brand-600" />
          Veriler Yükleniyor
        </p>
        <div className={LAYOUTS[view]}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <ListingCardSkeleton key={index} view={view} />
          ))}
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <StateBox
        icon={<TriangleAlert aria-hidden className="size-7 text-red-600" />}
        title="Hata Oluştu"
      >
        <p>Veriler yüklenirken bir hata oluştu. Lütfen sayfayı yenileyin.</p>
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          <RefreshCw aria-hidden />
          Yenile
        </Button>
      </StateBox>
    );
  }
  if (!items || items.length === 0) {
    return (
      <StateBox
        icon={<SearchX aria-hidden className="size-7 text-brand-600" />}
        title={emptyMessage}
      />
    );
  }
  return (
    <ul className={LAYOUTS[view]}>
      {items.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard
            listing={listing}
            layout={view}
            priority={index === 0}
            {...(onExpire ? { onExpire } : {})}
          />
        </li>
      ))}
    </ul>
  );
}

function StateBox({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center text-sm text-ink-600">
      <span className="mb-3 grid size-14 place-items-center rounded-full bg-ink-50">{icon}</span>
      <h3 className="text-lg font-semibold text-ink-900">{title}</h3>
      {children && <div className="mt-1 flex flex-col items-center">{children}</div>}
    </Card>
  );
}

function ListingCardSkeleton({ view }: { view: BrowseView }) {
  return (
    <Card aria-hidden className={cx('overflow-hidden', view === 'list' && 'flex')}>
      <div
        className={cx(
          'animate-pulse bg-ink-100',
          view === 'list' ? 'w-28 shrink-0 min-[400px]:w-36 sm:w-60' : 'aspect-[4/3]',
        )}
      />
      <div className="flex-1 space-y-3 p-4">
        <div className="h-4 w-4/5 animate-pulse rounded bg-ink-100" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-ink-100" />
        <div className="flex gap-2">
          <div className="h-6 w-20 animate-pulse rounded-md bg-ink-100" />
          <div className="h-6 w-24 animate-pulse rounded-md bg-ink-100" />
        </div>
        <div className="h-6 w-1/3 animate-pulse rounded bg-ink-100" />
      </div>
    </Card>
  );
}
