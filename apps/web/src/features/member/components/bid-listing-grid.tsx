import type { DashboardListing } from '@arsamezat/shared/member/member-records';
import type { ListingSummary } from '@arsamezat/shared/listings/listings';
import { formatTl } from '@arsamezat/shared/core/money';
import type { ReactNode } from 'react';
import { BidStatusBadges } from './outcome-badge';
import { RecordsEmpty } from './record-states';

/** How the app draws a listing card (the listings feature's card, passed in by the app). */
export type RenderListingCard = (listing: ListingSummary) => ReactNode;

type BidListingGridProps = {
  title: string;
  emptyTitle: string;
  items: DashboardListing[];
  renderCard: RenderListingCard;
};

/**
 * 'Teklif Verdiğim Aktif/Yaklaşan İhaleler' (spec §2.5): the listing cards in 1, 2, 3 then 4
 * columns (640, 1024, 1280 px), each with the member's highest bid and where they stand.
 */
export function BidListingGrid({ title, emptyTitle, items, renderCard }: BidListingGridProps) {
  const id = `grid-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink-900 sm:text-xl">
        {title}
      </h2>
      {items.length === 0 ? (
        <RecordsEmpty title={emptyTitle} />
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((item) => (
            <li key={item.listing.id} className="flex flex-col gap-2">
              <div className="flex-1">
                {renderCard({ ...item.listing, title: item.listing.title || 'Arsa' })}
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface px-3 py-2 text-sm ring-1 ring-ink-100">
                <span className="text-ink-600">
                  Teklifiniz:{' '}
                  <strong className="text-ink-900 tabular-nums">
                    {formatTl(item.myHighestBid)}
                  </strong>
                </span>
                <BidStatusBadges
                  phase={item.listing.phase}
                  outcome={item.outcome}
                  showPhase={false}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
