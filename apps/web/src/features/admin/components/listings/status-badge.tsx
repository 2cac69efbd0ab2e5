import { listingTypeOf } from '@arsamezat/shared/listings/listing-types';
import {
  PUBLICATION_LABELS,
  type ListingPublication,
} from '@arsamezat/shared/admin/admin-listing-queries';
import type { ListingSummary } from '@arsamezat/shared/listings/listings';
import { cx } from '../../../../components/ui/cx';
import { LISTING_TYPE_LOOKS, listingState, type StatusTone } from '../../lib/admin-labels';

const tones: Record<StatusTone, string> = {
  active: 'bg-brand-50 text-brand-700 ring-brand-200',
  upcoming: 'bg-accent-50 text-accent-700 ring-accent-200',
  ended: 'bg-ink-100 text-ink-700 ring-ink-200',
  cancelled: 'bg-red-50 text-red-700 ring-red-200',
};

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

/** Aktif / Yaklaşan / Tamamlandı (or İptal Edildi, Satıldı) as a coloured pill. */
export function StatusBadge({
  listing,
  className,
}: {
  listing: Pick<ListingSummary, 'phase' | 'status'>;
  className?: string;
}) {
  const { label, tone } = listingState(listing);
  return <span className={cx(pill, tones[tone], className)}>{label}</span>;
}

/** İhale or Pazarlık. */
export function TypeBadge({ type }: { type: ListingSummary['listingType'] }) {
  return (
    <span className={cx(pill, LISTING_TYPE_LOOKS[type].badgeClass)}>
      {listingTypeOf(type).adminLabel}
    </span>
  );
}

/**
 * A firm's listing that is not published yet (issue 28): Taslak, Onay Bekliyor, İade Edildi or
 * Reddedildi. Nothing for a published one: the status badge says the rest.
 */
export function PublicationBadge({ publication }: { publication: ListingPublication }) {
  if (publication === 'published') return null;
  return (
    <span className={cx(pill, 'bg-amber-50 text-amber-800 ring-amber-200')}>
      {PUBLICATION_LABELS[publication]}
    </span>
  );
}
