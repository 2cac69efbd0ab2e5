import {
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_STATUS_LABELS,
  type AdminPayment,
} from '@arsamezat/shared/admin/admin-payments';
import type { DepositStatus } from '@arsamezat/shared/trading/deposits';
import { DEPOSIT_STATUS_LABELS } from '@arsamezat/shared/member/member-records';
import { cx } from '../../../../components/ui/cx';

const badgeShape = 'inline-flex items-center px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';
const badge = `${badgeShape} rounded-full whitespace-nowrap`;
/** A deposit's state can be long ('Teminat Hizmet Bedeli Tahsil Edildi'): it wraps in its column. */
const wrappingBadge = `${badgeShape} rounded-xl`;

const PAYMENT_TONES: Record<AdminPayment['status'], string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  completed: 'bg-brand-50 text-brand-800 ring-brand-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
};

const DEPOSIT_TONES: Record<DepositStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  completed: 'bg-brand-50 text-brand-800 ring-brand-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
  refund_due: 'bg-sky-50 text-sky-800 ring-sky-200',
  refunded: 'bg-ink-100 text-ink-700 ring-ink-200',
  kept: 'bg-brand-50 text-brand-800 ring-brand-200',
};

export function PaymentStatusBadge({ status }: { status: AdminPayment['status'] }) {
  return <span className={cx(badge, PAYMENT_TONES[status])}>{PAYMENT_STATUS_LABELS[status]}</span>;
}

/** The deposit's state in the member area's words ('İade Sürecinde', 'İade Edildi'). */
export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  return (
    <span className={cx(wrappingBadge, DEPOSIT_TONES[status])}>
      Teminat {DEPOSIT_STATUS_LABELS[status]}
    </span>
  );
}

export const providerLabel = (provider: string | null) =>
  provider === null ? '—' : (PAYMENT_PROVIDER_LABELS[provider] ?? provider);
