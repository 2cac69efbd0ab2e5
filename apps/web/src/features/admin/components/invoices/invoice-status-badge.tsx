import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@arsamezat/shared/sales/invoices';
import { cx } from '../../../../components/ui/cx';

const STATUS_TONES: Record<InvoiceStatus, string> = {
  queued: 'bg-ink-100 text-ink-700 ring-ink-200',
  sent: 'bg-sky-50 text-sky-800 ring-sky-200',
  signed: 'bg-brand-50 text-brand-800 ring-brand-200',
  failed: 'bg-red-600 text-white ring-red-600',
  cancelled: 'bg-ink-100 text-ink-700 ring-ink-200',
  reversing: 'bg-violet-50 text-violet-800 ring-violet-200',
  reversed: 'bg-violet-50 text-violet-800 ring-violet-200',
  manual_refund: 'bg-amber-50 text-amber-800 ring-amber-200',
};

/** The invoice's state ('Sırada' … 'İptal süresi geçti'); a failed one stands out in red. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STATUS_TONES[status],
      )}
    >
      {INVOICE_STATUS_LABELS[status]}
    </span>
  );
}
