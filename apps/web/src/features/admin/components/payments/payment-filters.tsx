import type {
  AdminPaymentFilter,
  AdminPaymentsFilter,
  AdminPaymentsPage,
} from '@arsamezat/shared/admin/admin-payments';
import { PAYMENT_KIND_LABELS, PAYMENT_STATUS_LABELS } from '@arsamezat/shared/admin/admin-payments';
import { cx } from '../../../../components/ui/cx';
import { inputClassName } from '../../../../components/ui/form-field';

const STATUS_CHIPS: { value: AdminPaymentFilter; label: string }[] = [
  { value: 'all', label: 'Tümü' },
  { value: 'pending', label: PAYMENT_STATUS_LABELS.pending },
  { value: 'completed', label: PAYMENT_STATUS_LABELS.completed },
  { value: 'failed', label: PAYMENT_STATUS_LABELS.failed },
];

export type PaymentFilterValues = {
  status: AdminPaymentFilter;
  listingId: string | undefined;
  /** Deposits, listing package sales (issue 28), or both. */
  kind: AdminPaymentsFilter['kind'];
};

type PaymentFiltersProps = PaymentFilterValues & {
  listings: AdminPaymentsPage['listings'];
  onChange: (next: PaymentFilterValues) => void;
};

/** Status chips and the listing select; both live in the URL (`?status=pending&listingId=`). */
export function PaymentFilters({
  status,
  listingId,
  kind,
  listings,
  onChange,
}: PaymentFiltersProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div role="group" aria-label="Ödeme durumu" className="flex flex-wrap gap-2">
        {STATUS_CHIPS.map((chip) => (
          <button
            key={chip.value}
            type="button"
            aria-pressed={status === chip.value}
            onClick={() => onChange({ status: chip.value, listingId, kind })}
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
      <div className="flex min-w-0 flex-col gap-3 sm:flex-row lg:w-[25rem]">
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-ink-800 sm:w-40 sm:shrink-0">
          Tür
          <select
            className={inputClassName}
            value={kind}
            onChange={(e) =>
              onChange({
                status,
                listingId,
                kind: e.target.value as PaymentFilterValues['kind'],
              })
            }
          >
            <option value="all">Tüm ödemeler</option>
            <option value="deposit">{PAYMENT_KIND_LABELS.deposit}</option>
            <option value="package">{PAYMENT_KIND_LABELS.package}</option>
          </select>
        </label>
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-ink-800">
          İlan
          <select
            className={inputClassName}
            value={listingId ?? ''}
            onChange={(e) => onChange({ status, kind, listingId: e.target.value || undefined })}
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
    </div>
  );
}
