import type { AdminRefund } from '@arsamezat/shared/admin/admin-payments';
import { formatTl } from '@arsamezat/shared/core/money';
import { CircleAlert, Clock, Loader2, Undo2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { formatDate, formatShortDateTime } from '../../../../lib/format-date';
import { DepositStatusBadge, providerLabel } from '../payments/payment-badges';

type RefundsListProps = { refunds: AdminRefund[]; onRefund: (refund: AdminRefund) => void };

/** Each refund as a row that wraps on phones; overdue ones stand out in red. */
export function RefundsList({ refunds, onRefund }: RefundsListProps) {
  return (
    <ul className="divide-y divide-ink-100">
      {refunds.map((refund) => (
        <li
          key={refund.depositId}
          data-testid="refund-row"
          className={cx(
            'flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:gap-6',
            refund.overdue && 'border-l-4 border-red-500 bg-red-50/60',
          )}
        >
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-semibold break-words text-ink-900">{refund.member.fullName}</p>
              <span className="text-xs text-ink-500 tabular-nums">{refund.member.phone}</span>
              <DepositStatusBadge status={refund.status} />
              {refund.overdue && (
                <span className="inline-flex items-center gap-1 rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                  <Clock aria-hidden className="size-3.5" />
                  Süresi geçti
                </span>
              )}
            </div>
            <p className="text-sm break-words text-ink-700">{refund.listing.title}</p>
            <p className="text-xs text-ink-500">
              {providerLabel(refund.provider)}
              {refund.orderId && <span className="font-mono break-all"> · {refund.orderId}</span>}
            </p>
            {refund.status === 'refunded' && refund.refundedAt ? (
              <p className="text-xs text-ink-600">
                İade tarihi: {formatShortDateTime(refund.refundedAt)}
              </p>
            ) : (
              <p
                className={cx(
                  'text-xs',
                  refund.overdue ? 'font-semibold text-red-700' : 'text-ink-600',
                )}
              >
                İade süreci {formatDate(refund.dueSince)} tarihinde başladı; son gün{' '}
                {formatDate(refund.refundBy)} (7 iş günü).
              </p>
            )}
            {refund.lastError && (
              <p className="flex items-start gap-1.5 text-xs font-medium break-words text-red-700">
                <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
                Son deneme başarısız: {refund.lastError}
              </p>
            )}
          </div>
          <div className="flex items-center justify-between gap-4 lg:justify-end">
            <p className="text-lg font-bold whitespace-nowrap text-ink-900 tabular-nums">
              {formatTl(refund.amount)}
            </p>
            {refund.status === 'refund_due' &&
              (refund.inProgress ? (
                <span className="inline-flex h-11 items-center gap-2 text-sm font-medium text-ink-600">
                  <Loader2 aria-hidden className="size-4 animate-spin" />
                  İşleniyor
                </span>
              ) : (
                <Button onClick={() => onRefund(refund)}>
                  <Undo2 aria-hidden />
                  İade Et
                </Button>
              ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
