import { PAYMENT_KIND_LABELS, type AdminPayment } from '@arsamezat/shared/admin/admin-payments';
import { formatTl } from '@arsamezat/shared/core/money';
import { formatShortDateTime } from '../../../../lib/format-date';
import { PaymentActions, type PaymentActionHandlers } from './payment-actions';
import { DepositStatusBadge, PaymentStatusBadge, providerLabel } from './payment-badges';

type PaymentsListProps = { payments: AdminPayment[] } & PaymentActionHandlers;

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase';

function Member({ payment }: { payment: AdminPayment }) {
  return (
    <>
      <p className="font-semibold break-words text-ink-900">{payment.member.fullName}</p>
      <p className="text-xs text-ink-500 tabular-nums">{payment.member.phone}</p>
    </>
  );
}

/** What was paid for: a listing's deposit, or a firm's listing package (issue 28). */
function Subject({ payment }: { payment: AdminPayment }) {
  const sale = payment.packageSale;
  return (
    <p className="mt-1 text-sm break-words text-ink-700">
      <span
        className={
          sale
            ? 'mr-1.5 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800'
            : 'mr-1.5 inline-block rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700'
        }
      >
        {PAYMENT_KIND_LABELS[payment.kind]}
      </span>
      {sale ? (
        <>
          <span className="font-medium text-ink-900">{sale.firmTitle}</span> · {sale.packageName}
        </>
      ) : (
        <span className="line-clamp-2 inline">{payment.listing?.title}</span>
      )}
    </p>
  );
}

function Note({ payment }: { payment: AdminPayment }) {
  const text = payment.manualNote ?? (payment.status === 'failed' ? payment.failureReason : null);
  if (!text) return null;
  return <p className="mt-1 text-xs break-words text-ink-500">{text}</p>;
}

/**
 * The payments as a table from 1024 px up (spec §2.8 Payments view, issue 11's columns): member
 * and listing share a cell, and the date sits under the amount, so every column fits beside the
 * admin menu at 1280 px without clipping the actions.
 */
export function PaymentsTable({ payments, ...handlers }: PaymentsListProps) {
  return (
    <table className="w-full border-collapse text-sm">
      <thead className="border-b border-ink-100 bg-ink-50/60">
        <tr>
          <th scope="col" className={th}>
            Üye / İlan veya Paket
          </th>
          <th scope="col" className={`${th} text-right`}>
            Tutar / Tarih
          </th>
          <th scope="col" className={th}>
            Durum
          </th>
          <th scope="col" className={th}>
            Sağlayıcı / Sipariş No
          </th>
          <th scope="col" className={`${th} text-right`}>
            İşlemler
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {payments.map((payment) => (
          <tr key={payment.id} className="align-top">
            <td className="px-3 py-3">
              <Member payment={payment} />
              <Subject payment={payment} />
            </td>
            <td className="px-3 py-3 text-right whitespace-nowrap">
              <p className="font-semibold text-ink-900 tabular-nums">{formatTl(payment.amount)}</p>
              <p className="text-xs text-ink-500">{formatShortDateTime(payment.createdAt)}</p>
            </td>
            <td className="space-y-1 px-3 py-3">
              <PaymentStatusBadge status={payment.status} />
              {payment.deposit && (
                <div>
                  <DepositStatusBadge status={payment.deposit.status} />
                </div>
              )}
              <Note payment={payment} />
            </td>
            <td className="px-3 py-3">
              <p className="text-ink-800">{providerLabel(payment.provider)}</p>
              <p className="max-w-40 font-mono text-[11px] break-all text-ink-500">
                {payment.orderId}
              </p>
            </td>
            <td className="px-3 py-3 whitespace-nowrap">
              <PaymentActions payment={payment} {...handlers} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The same payments as cards, below 1024 px: nothing hidden, nothing wider than the phone. */
export function PaymentCards({ payments, ...handlers }: PaymentsListProps) {
  return (
    <ul className="divide-y divide-ink-100">
      {payments.map((payment) => (
        <li key={payment.id} className="space-y-2 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Member payment={payment} />
            </div>
            <p className="shrink-0 font-semibold text-ink-900 tabular-nums">
              {formatTl(payment.amount)}
            </p>
          </div>
          <Subject payment={payment} />
          <div className="flex flex-wrap gap-1.5">
            <PaymentStatusBadge status={payment.status} />
            {payment.deposit && <DepositStatusBadge status={payment.deposit.status} />}
          </div>
          <Note payment={payment} />
          <p className="text-xs text-ink-500">
            {providerLabel(payment.provider)} · {formatShortDateTime(payment.createdAt)}
          </p>
          <p className="font-mono text-[11px] break-all text-ink-500">{payment.orderId}</p>
          <PaymentActions payment={payment} {...handlers} />
        </li>
      ))}
    </ul>
  );
}
