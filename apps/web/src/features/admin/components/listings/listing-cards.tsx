import type { AdminListingSummary } from '@arsamezat/shared/admin/admin-listing-queries';
import { formatTl } from '@arsamezat/shared/core/money';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/format-date';
import { adminPaths } from '../../admin-paths';
import { ListingActions } from './listing-actions';
import { ListingThumb } from './listing-thumb';
import { PublicationBadge, StatusBadge, TypeBadge } from './status-badge';

/** The listings as cards, below 1024 px (spec §2.8 mobile layout; a tablet beside the menu too). */
export function ListingCards({
  listings,
  onDelete,
}: {
  listings: AdminListingSummary[];
  onDelete: (listing: AdminListingSummary) => void;
}) {
  return (
    <ul className="divide-y divide-ink-100">
      {listings.map((listing) => (
        <li key={listing.id} className="space-y-3 p-4">
          <div className="flex gap-3">
            <ListingThumb url={listing.coverImage?.thumbnailUrl ?? null} className="size-20" />
            <div className="min-w-0 flex-1 space-y-1.5">
              <div className="flex flex-wrap gap-1.5">
                <TypeBadge type={listing.listingType} />
                <StatusBadge listing={listing} />
                <PublicationBadge publication={listing.publication} />
              </div>
              <Link
                to={adminPaths.listing(listing.id)}
                className="flex min-h-11 items-center leading-snug font-semibold text-ink-900"
              >
                <span className="line-clamp-2">{listing.title}</span>
              </Link>
              <p className="text-xs text-ink-500">{listing.city}</p>
            </div>
          </div>
          <div className="flex items-end justify-between gap-3 text-sm">
            <p className="flex items-center gap-1.5 text-ink-600">
              <CalendarClock aria-hidden className="size-4 text-ink-400" />
              <span className="sr-only">Bitiş: </span>
              {formatDateTime(listing.endsAt)}
            </p>
            <p className="font-bold text-ink-900 tabular-nums">{formatTl(listing.displayPrice)}</p>
          </div>
          <ListingActions listing={listing} onDelete={onDelete} compact={false} />
        </li>
      ))}
    </ul>
  );
}
