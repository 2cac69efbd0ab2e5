import { routeUrl } from '@arsamezat/shared/core/api-route';
import type { SaleView } from '@arsamezat/shared/sales/sale';
import { downloadSaleDocumentRoute } from '@arsamezat/shared/sales/sales.routes';
import { Download, FileText, ShieldCheck } from 'lucide-react';
import { formatDate } from '../../../lib/format-date';

/**
 * The sale's documents: the generated 'İhale Sonuç Belgesi' and 'Satış Özeti' (each with its
 * public 'Doğrula' page) and the uploaded title deed or office receipt; the server checks, per
 * request, that the asker is a party to this sale.
 */
export function SaleDocuments({ sale }: { sale: Pick<SaleView, 'id' | 'documents'> }) {
  if (sale.documents.length === 0) {
    return <p className="text-sm text-ink-600">Belgeler hazırlandığında burada yer alacak.</p>;
  }
  return (
    <ul className="space-y-2">
      {sale.documents.map((doc) => (
        <li
          key={doc.id}
          className="flex flex-col gap-2 rounded-xl border border-ink-100 p-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 items-start gap-2">
            <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink-900">{doc.label}</p>
              <p className="text-xs text-ink-600">
                {doc.number && <>{doc.number} · </>}
                <time dateTime={doc.createdAt}>{formatDate(doc.createdAt)}</time>
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-x-4">
            <a
              href={routeUrl(downloadSaleDocumentRoute, { id: sale.id, documentId: doc.id })}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              <Download aria-hidden className="size-4" /> İndir
              <span className="sr-only">: {doc.label}</span>
            </a>
            {doc.verificationPath && (
              <a
                href={doc.verificationPath}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                <ShieldCheck aria-hidden className="size-4" /> Doğrula
                <span className="sr-only">: {doc.label}</span>
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
