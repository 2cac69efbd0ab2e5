import { INVOICE_STATUS_LABELS, type MyDepositInvoice } from '@arsamezat/shared/sales/invoices';
import { FileText } from 'lucide-react';
import { invoicePdfUrl } from '../api/invoice-pdf';

/** Statuses whose invoice was issued, so its PDF exists (decision 076). */
const ISSUED = new Set(['signed', 'cancelled', 'reversing', 'reversed', 'manual_refund']);

/**
 * The invoice of the service fee kept from a deposit at a sale (issue 29): its number and a link
 * to the PDF once issued; before that, that it is being prepared.
 */
export function DepositInvoice({ invoice }: { invoice: MyDepositInvoice }) {
  if (!ISSUED.has(invoice.status)) {
    return <p className="text-ink-600">Hizmet bedeli faturanız hazırlanıyor.</p>;
  }
  return (
    <a
      href={invoicePdfUrl(invoice.id)}
      download
      className="inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
    >
      <FileText aria-hidden className="size-4" />
      Faturayı indir (PDF){invoice.number ? ` — ${invoice.number}` : ''}
      {invoice.status !== 'signed' && (
        <span className="text-ink-600"> · {INVOICE_STATUS_LABELS[invoice.status]}</span>
      )}
    </a>
  );
}
