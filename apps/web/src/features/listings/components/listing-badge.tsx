import type { ListingPhase } from '@arsamezat/shared/listing-phase';
import type { ListingType } from '@arsamezat/shared/listings';
import { cx } from '../../../components/ui/cx';

type BadgeKind = 'active' | 'upcoming' | 'offer' | 'ended';

const looks: Record<BadgeKind, { label: string; className: string }> = {
  active: { label: 'Aktif', className: 'bg-brand-600 text-white' },
  upcoming: { label: 'Yakında', className: 'bg-accent-300 text-ink-900' },
  offer: { label: 'Pazarlık', className: 'bg-brand-900 text-accent-200' },
  ended: { label: 'Sona Erdi', className: 'bg-ink-600 text-white' },
};

type ListingBadgeProps = {
  phase: ListingPhase;
  /** Cards mark open offer listings 'Pazarlık'; the detail page shows the phase only. */
  listingType?: ListingType;
  className?: string;
};

/** Spec §2.1/§2.2 type and status badge: Aktif, Yakında, Pazarlık or Sona Erdi. */
export function ListingBadge({ phase, listingType, className }: ListingBadgeProps) {
  const kind: BadgeKind = listingType === 'offer' && phase !== 'ended' ? 'offer' : phase;
  const { label, className: look } = looks[kind];
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm',
        look,
        className,
      )}
    >
      {label}
    </span>
  );
}
