import type { ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { listingTypeOf, type ListingType } from '@arsamezat/shared/listings/listing-types';
import {
  LISTING_SALE_STATE_LABELS,
  type ListingSaleState,
} from '@arsamezat/shared/sales/listing-sale-state';
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

/**
 * An ended listing's sale, beside its phase badge (issue 29): 'Satış sürecinde' while the sale
 * runs to the title deed, 'Satıldı' once it completed; nothing without a sale.
 */
export function SaleStateBadge({
  saleState,
  className,
}: {
  saleState: ListingSaleState | null | undefined;
  className?: string;
}) {
  if (!saleState) return null;
  return (
    <span
      data-testid="sale-state-badge"
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm',
        saleState === 'completed' ? 'bg-brand-700 text-white' : 'bg-accent-300 text-ink-900',
        className,
      )}
    >
      {LISTING_SALE_STATE_LABELS[saleState]}
    </span>
  );
}
