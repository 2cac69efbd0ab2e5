import type {
  FirmListingActivity,
  ListingPublication,
} from '@arsamezat/shared/firms/firm-activity';
import type { ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { listingTypeOf } from '@arsamezat/shared/listings/listing-types';
import { ExternalLink, MapPin, Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { paths } from '../../../config/paths';

const PHASES: Record<ListingPhase, { label: string; className: string }> = {
  upcoming: { label: 'Yakında', className: 'bg-accent-300 text-ink-900' },
  active: { label: 'Aktif', className: 'bg-brand-600 text-white' },
  ended: { label: 'Sona Erdi', className: 'bg-ink-600 text-white' },
};

/** A listing not (yet) public: where it stands on its way (issue 28's firm panel words). */
export const PUBLICATION_LABELS: Record<Exclude<ListingPublication, 'published'>, string> = {
  draft: 'Taslak',
  submitted: 'Onay Bekliyor',
  returned: 'Düzeltme İstendi',
  rejected: 'Reddedildi',
};

/**
 * The follow page's head: the listing's title and place, its type and phase, the countdown
 * (from the app: the listing page's own, on the server's clock) while it runs, and the public
 * page once it is published.
 */
export function FollowHeader({
  listing,
  countdown,
  live,
}: {
  listing: FirmListingActivity['listing'];
  countdown: ReactNode;
  /** The page follows the listing's live stream. */
  live: boolean;
}) {
  const traits = listingTypeOf(listing.listingType);
  const phase = PHASES[listing.phase];
  const place = [listing.district, listing.city].filter(Boolean).join(', ');
  return (
    <header className="space-y-3">
      <p className="text-sm font-semibold text-brand-700">İlan Takibi</p>
      <h1 className="text-2xl font-bold tracking-tight break-words text-ink-900 sm:text-3xl">
        {listing.title}
      </h1>
      {place && (
        <p className="flex items-center gap-1.5 text-sm text-ink-600">
          <MapPin aria-hidden className="size-4 shrink-0" />
          {place}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand-900 px-2.5 py-1 text-xs font-semibold text-accent-200">
          {traits.name}
        </span>
        {listing.publication === 'published' ? (
          <span className={cx('rounded-full px-2.5 py-1 text-xs font-semibold', phase.className)}>
            {phase.label}
          </span>
        ) : (
          <span className="rounded-full bg-ink-100 px-2.5 py-1 text-xs font-semibold text-ink-700">
            {PUBLICATION_LABELS[listing.publication]}
          </span>
        )}
        {live && (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700">
            <Radio aria-hidden className="size-3.5" />
            Canlı
          </span>
        )}
        {countdown}
      </div>
      {listing.publication === 'published' && (
        <Link
          to={paths.listing(listing.id)}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ExternalLink aria-hidden className="size-4" />
          İlan sayfasını görüntüle
        </Link>
      )}
    </header>
  );
}
