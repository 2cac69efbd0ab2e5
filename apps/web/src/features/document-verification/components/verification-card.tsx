import { formatTl } from '@arsamezat/shared/core/money';
import type { DocumentVerification } from '@arsamezat/shared/sales/sale';
import { SALE_DOCUMENT_TEXTS } from '@arsamezat/shared/sales/sale-documents';
import { ShieldCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format-date';

type Props = { document: DocumentVerification; siteName: string };

/**
 * The answer of a genuine document: only what the public may read (decision 077) — number, type,
 * date, place, ada/parsel, price and the buyer's masked name.
 */
export function VerificationCard({ document, siteName }: Props) {
  const facts: [string, string][] = [
    ['Belge türü', document.label],
    ['Belge numarası', document.number],
    ['Düzenlenme tarihi', formatDate(document.issuedAt)],
    ['İl / İlçe', `${document.province} / ${document.district}`],
    ['Ada / Parsel', `${document.ada} / ${document.parsel}`],
    ['Satış bedeli', formatTl(document.price)],
    ['Alıcı', document.buyerName],
  ];
  return (
    <Card className="overflow-hidden">
      <div className="flex items-start gap-3 border-b border-brand-100 bg-brand-50 px-5 py-4 sm:px-7">
        <ShieldCheck aria-hidden className="mt-0.5 size-7 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <h1 className="text-lg font-bold text-ink-900 sm:text-xl">
            {SALE_DOCUMENT_TEXTS.genuine(siteName)}
          </h1>
          <p className="mt-1 text-sm text-ink-700">
            Belgedeki bilgiler aşağıdaki kayıtla aynı olmalıdır.
          </p>
        </div>
      </div>
      <dl className="divide-y divide-ink-100 px-5 sm:px-7">
        {facts.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="text-sm font-medium text-ink-500">{label}</dt>
            <dd className="text-sm font-semibold break-words text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
