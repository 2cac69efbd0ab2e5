import { formatTl } from '@arsamezat/shared/core/money';
import { INVOICE_KIND_LABELS, type AdminInvoice } from '@arsamezat/shared/sales/invoices';
import { CircleAlert, Info, Send } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { formatShortDateTime } from '../../../../lib/format-date';
import { adminPaths } from '../../admin-paths';
import { InvoiceStatusBadge } from './invoice-status-badge';

type InvoicesListProps = { invoices: AdminInvoice[]; onRetry: (invoice: AdminInvoice) => void };

/** The server writes its reason into `error`; this stands in should an older row lack it. */
const MANUAL_REFUND_NOTE = 'e-Arşiv iptal süresi geçti; iade elle belgelenmeli.';

const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase';

/** GİB's number (given when the invoice is sent), the return invoice's, and the kind. */
function NumberAndKind({ invoice }: { invoice: AdminInvoice }) {
  return (
    <>
      {invoice.number ? (
        <p className="font-mono text-xs font-semibold whitespace-nowrap text-ink-900">
          {invoice.number}
        </p>
      ) : (
        <p className="text-xs text-ink-500">Numara henüz verilmedi</p>
      )}
      {invoice.reversalNumber && (
        <p className="text-xs text-ink-600">
          İade faturası:{' '}
          <span className="font-mono whitespace-nowrap">{invoice.reversalNumber}</span>
        </p>
      )}
      <p className="mt-0.5 text-sm text-ink-700">
        {invoice.kind ? INVOICE_KIND_LABELS[invoice.kind] : 'Türü henüz belirlenmedi'}
      </p>
    </>
  );
}

function BuyerAndSale({ invoice }: { invoice: AdminInvoice }) {
  return (
    <>
      <p className="break-words text-ink-900">{invoice.buyerName}</p>
      <Link
        to={adminPaths.sale(invoice.saleId)}
        className="inline-flex min-h-11 items-center font-mono text-xs font-semibold whitespace-nowrap text-brand-700 hover:text-brand-800 hover:underline"
      >
        {invoice.saleNumber}
      </Link>
    </>
  );
}

/** The fee with KDV (what the member paid), and the KDV in it. */
function Amount({ invoice, stacked }: { invoice: AdminInvoice; stacked?: boolean }) {
  return (
    <div className={cx(stacked && 'text-right')}>
      <p className="font-semibold whitespace-nowrap text-ink-900 tabular-nums">
        {formatTl(invoice.total)}
      </p>
      <p className="text-xs whitespace-nowrap text-ink-500 tabular-nums">
        KDV dahil ({formatTl(invoice.vat)})
      </p>
    </div>
  );
}

/**
 * The state and what the operator should know of it: why a failed invoice was refused and when
 * it was last tried, why a refunded e-Arşiv stays as it is (documented by hand), the last
 * unanswered attempt otherwise.
 */
function Status({ invoice }: { invoice: AdminInvoice }) {
  const { status, error } = invoice;
  return (
    <div className="flex flex-col items-start gap-1">
      <InvoiceStatusBadge status={status} />
      {error && status === 'failed' && (
        <p className="flex items-start gap-1.5 text-xs font-medium break-words text-red-700">
          <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
          Hata: {error}
        </p>
      )}
      {status === 'failed' && (
        <p className="text-xs text-ink-600 tabular-nums">
          Son deneme: {formatShortDateTime(invoice.updatedAt)} ({invoice.attempts} deneme)
        </p>
      )}
      {status === 'manual_refund' && (
        <p className="flex items-start gap-1.5 text-xs break-words text-amber-800">
          <Info aria-hidden className="mt-px size-3.5 shrink-0" />
          {error ?? MANUAL_REFUND_NOTE}
        </p>
      )}
      {error && status !== 'failed' && status !== 'manual_refund' && (
        <p className="text-xs break-words text-ink-600">Son deneme: {error}</p>
      )}
    </div>
  );
}

/** When the invoice was opened and, once signed, issued (Istanbul time). */
function Dates({ invoice }: { invoice: AdminInvoice }) {
  return (
    <div className="text-xs whitespace-nowrap text-ink-600 tabular-nums">
      <p>Oluşturuldu: {formatShortDateTime(invoice.createdAt)}</p>
      {invoice.signedAt && <p>Düzenlendi: {formatShortDateTime(invoice.signedAt)}</p>}
    </div>
  );
}

/** 'Yeniden Gönder', only on a failed invoice: the only state the server lets the operator move. */
function RetryAction({ invoice, onRetry }: { invoice: AdminInvoice; onRetry: () => void }) {
  if (invoice.status !== 'failed') return null;
  return (
    <Button
      size="sm"
      onClick={onRetry}
      aria-label={`${invoice.saleNumber} satışının faturasını yeniden gönder`}
    >
      <Send aria-hidden />
      Yeniden Gönder
    </Button>
  );
}

/**
 * The invoices as a table from 1024 px up: the kind and the dates sit under the number, the sale
 * under the buyer and 'Yeniden Gönder' under the status, so four columns and the action stay
 * whole beside the admin menu from 1024 to 1440 px (issue 26 item 8).
 */
export function InvoicesTable({ invoices, onRetry }: InvoicesListProps) {
  return (
    <table className="w-full border-collapse text-sm">
      <thead className="border-b border-ink-100 bg-ink-50/60">
        <tr>
          <th scope="col" className={th}>
            Fatura No / Tür
          </th>
          <th scope="col" className={th}>
            Alıcı / Satış
          </th>
          <th scope="col" className={`${th} text-right`}>
            Tutar
          </th>
          <th scope="col" className={th}>
            Durum / İşlem
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {invoices.map((invoice) => (
          <tr
            key={invoice.id}
            className={cx('align-top', invoice.status === 'failed' && 'bg-red-50/50')}
          >
            <td className="space-y-1 px-3 py-3">
              <NumberAndKind invoice={invoice} />
              <Dates invoice={invoice} />
            </td>
            <td className="px-3 py-3">
              <BuyerAndSale invoice={invoice} />
            </td>
            <td className="px-3 py-3">
              <Amount invoice={invoice} stacked />
            </td>
            <td className="space-y-2 px-3 py-3">
              <Status invoice={invoice} />
              <RetryAction invoice={invoice} onRetry={() => onRetry(invoice)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The same invoices as cards below 1024 px: everything in one column, the action last. */
export function InvoiceCards({ invoices, onRetry }: InvoicesListProps) {
  return (
    <ul className="divide-y divide-ink-100">
      {invoices.map((invoice) => (
        <li
          key={invoice.id}
          className={cx('space-y-2 p-4', invoice.status === 'failed' && 'bg-red-50/50')}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <NumberAndKind invoice={invoice} />
            </div>
            <Amount invoice={invoice} stacked />
          </div>
          <div>
            <BuyerAndSale invoice={invoice} />
          </div>
          <Status invoice={invoice} />
          <Dates invoice={invoice} />
          <RetryAction invoice={invoice} onRetry={() => onRetry(invoice)} />
        </li>
      ))}
    </ul>
  );
}
