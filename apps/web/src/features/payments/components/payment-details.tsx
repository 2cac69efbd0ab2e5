import {
  PAYMENT_STATUS_LABELS,
  type PaymentResult,
  type PaymentStatus,
} from '@arsamezat/shared/trading/payments';
import { formatTlSuffix } from '@arsamezat/shared/core/money';
import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';
import { formatDateTime } from '../../../lib/format-date';

const EMPTY = '—';

const statusBadge: Record<PaymentStatus, string> = {
  completed: 'bg-brand-50 text-brand-700 ring-brand-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
  pending: 'bg-accent-50 text-accent-700 ring-accent-200',
};

/** Label on the left, value on the right; a value too long for the line moves under its label. */
function DetailRow({
  label,
  children,
  mono = false,
}: {
  label: string;
  children: ReactNode;
  mono?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd
        className={cx(
          'ms-auto min-w-0 text-right text-sm font-semibold text-ink-900',
          mono ? 'font-mono text-xs break-all sm:text-sm' : 'break-words',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

export function DetailsList({ children }: { children: ReactNode }) {
  return (
    <dl className="divide-y divide-ink-100 rounded-xl border border-ink-100 bg-ink-50 px-4">
      {children}
    </dl>
  );
}

/** Only the order number, for screens that could not load the payment (so it can be quoted). */
export function OrderIdDetails({ orderId }: { orderId: string }) {
  return (
    <DetailsList>
      <DetailRow label="Sipariş Numarası" mono>
        {orderId}
      </DetailRow>
    </DetailsList>
  );
}

/** Every field of the payment (spec 02 §2.4): status, amounts in TL, codes and the time. */
export function PaymentDetails({ payment }: { payment: PaymentResult['payment'] }) {
  const time = payment.completedAt ?? payment.createdAt;
  return (
    <DetailsList>
      <DetailRow label="Durum">
        <span
          className={cx(
            'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
            statusBadge[payment.status],
          )}
        >
          {PAYMENT_STATUS_LABELS[payment.status]}
        </span>
      </DetailRow>
      <DetailRow label="Tutar">{formatTlSuffix(payment.amount)}</DetailRow>
      <DetailRow label="Net Tutar">
        {payment.netAmount === null ? EMPTY : formatTlSuffix(payment.netAmount)}
      </DetailRow>
      <DetailRow label="Onay Kodu" mono={payment.authCode !== null}>
        {payment.authCode ?? EMPTY}
      </DetailRow>
      <DetailRow label="Sipariş Numarası" mono>
        {payment.orderId}
      </DetailRow>
      <DetailRow label="İşlem Numarası" mono={payment.transactionId !== null}>
        {payment.transactionId ?? EMPTY}
      </DetailRow>
      <DetailRow label="İşlem Zamanı">
        <time dateTime={time}>{formatDateTime(time)}</time>
      </DetailRow>
    </DetailsList>
  );
}
