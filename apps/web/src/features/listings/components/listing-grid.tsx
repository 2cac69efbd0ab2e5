import type { ListingSummary } from '@arsamezat/shared/listings';
import { RefreshCw, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ListingCard } from './listing-card';

const SKELETON_COUNT = 6;
const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

type ListingGridProps = {
  items: ListingSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** What to say when there are no listings (spec §2.1 empty states). */
  emptyMessage: string;
  onRetry: () => void;
  onExpire?: () => void;
};

/** Cards in a responsive grid, with the loading, empty and error states of spec §2.1. */
export function ListingGrid({
  items,
  isPending,
  isError,
  emptyMessage,
  onRetry,
  onExpire,
}: ListingGridProps) {
  if (isPending) {
    return (
      <div className={GRID} role="status" aria-label="Veriler Yükleniyor">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <ListingCardSkeleton key={index} />
        ))}
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
    <ul className={GRID}>
      {items.map((listing) => (
        <li key={listing.id}>
          <ListingCard listing={listing} {...(onExpire ? { onExpire } : {})} />
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

function ListingCardSkeleton() {
  return (
    <Card aria-hidden className="overflow-hidden">
      <div className="aspect-[4/3] animate-pulse bg-ink-100" />
      <div className="space-y-3 p-4">
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
