import type { ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { listingTypeOf, type ListingType } from '@arsamezat/shared/listings/listing-types';
import { cx } from '../../../components/ui/cx';

const looks: Record<ListingPhase, { label: string; className: string }> = {
  active: { label: 'Aktif', className: 'bg-brand-600 text-white' },
  upcoming: { label: 'Yakında', className: 'bg-accent-300 text-ink-900' },
  ended: { label: 'Sona Erdi', className: 'bg-ink-600 text-white' },
};

/** An open listing without a schedule is marked with its type's name ('Pazarlık'). */
const typeLook = 'bg-brand-900 text-accent-200';

type ListingBadgeProps = {
  phase: ListingPhase;
  /** Cards mark open offer listings 'Pazarlık'; the detail page shows the phase only. */
  listingType?: ListingType;
  className?: string;
};

/** Spec §2.1/§2.2 type and status badge: Aktif, Yakında, Pazarlık or Sona Erdi. */
export function ListingBadge({ phase, listingType, className }: ListingBadgeProps) {
  const byType =
    listingType !== undefined && !listingTypeOf(listingType).showsSchedule && phase !== 'ended';
  const { label, className: look } = byType
    ? { label: listingTypeOf(listingType).name, className: typeLook }
    : looks[phase];
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
