import type { AdminPaymentFilter, AdminPaymentsPage } from '@arsamezat/shared/admin/admin-payments';
import { PAYMENT_STATUS_LABELS } from '@arsamezat/shared/admin/admin-payments';
import { cx } from '../../../../components/ui/cx';
import { inputClassName } from '../../../../components/ui/form-field';

const STATUS_CHIPS: { value: AdminPaymentFilter; label: string }[] = [
  { value: 'all', label: 'Tümü' },
  { value: 'pending', label: PAYMENT_STATUS_LABELS.pending },
  { value: 'completed', label: PAYMENT_STATUS_LABELS.completed },
  { value: 'failed', label: PAYMENT_STATUS_LABELS.failed },
];

type PaymentFiltersProps = {
  status: AdminPaymentFilter;
  listingId: string | undefined;
  listings: AdminPaymentsPage['listings'];
  onChange: (next: { status: AdminPaymentFilter; listingId: string | undefined }) => void;
};

/** Status chips and the listing select; both live in the URL (`?status=pending&listingId=`). */
export function PaymentFilters({ status, listingId, listings, onChange }: PaymentFiltersProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div role="group" aria-label="Ödeme durumu" className="flex flex-wrap gap-2">
        {STATUS_CHIPS.map((chip) => (
          <button
            key={chip.value}
            type="button"
            aria-pressed={status === chip.value}
            onClick={() => onChange({ status: chip.value, listingId })}
            className={cx(
              'h-11 rounded-full px-4 text-sm font-semibold ring-1 transition-colors ring-inset',
              status === chip.value
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-surface text-ink-700 ring-ink-200 hover:bg-ink-50',
            )}
          >
            {chip.label}
          </button>
        ))}
      </div>
      <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-ink-800 lg:w-80">
        İlan
        <select
          className={inputClassName}
          value={listingId ?? ''}
          onChange={(e) => onChange({ status, listingId: e.target.value || undefined })}
        >
          <option value="">Tüm ilanlar</option>
          {listings.map((listing) => (
            <option key={listing.id} value={listing.id}>
              {listing.title}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
