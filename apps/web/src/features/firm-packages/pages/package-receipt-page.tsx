import { formatTl } from '@arsamezat/shared/core/money';
import { formatInteger } from '@arsamezat/shared/core/number-format';
import { FIRM_PACKAGE_TEXTS } from '@arsamezat/shared/firms/listing-packages';
import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useSiteConfig } from '../../../lib/site-config';
import { usePackageReceipt } from '../api/firm-packages';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-ink-500">{label}</dt>
      <dd className="text-sm font-medium break-words text-ink-900">{children}</dd>
    </div>
  );
}

/**
 * A package purchase's receipt ('Makbuz'), printable: receipt number, firm title and VKN, the
 * package's terms, the amount, the payment date and the provider's transaction id. No card
 * number is kept, so none is shown; the invoice is not issued here (no e-Arşiv port yet).
 */
export function PackageReceiptPage() {
  const { id = '' } = useParams();
  const receipt = usePackageReceipt(id);
  const site = useSiteConfig();
  useDocumentTitle(FIRM_PACKAGE_TEXTS.receipt);

  return (
    <Container className="py-8 sm:py-10">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={paths.firmPackages} className={buttonClasses({ variant: 'ghost' })}>
          <ArrowLeft aria-hidden />
          Paketlere Dön
        </Link>
        {receipt.data && (
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden />
            Yazdır
          </Button>
        )}
      </div>
      {receipt.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner />
        </div>
      ) : receipt.isError ? (
        <Notice tone="error" title="Makbuz bulunamadı">
          <p>{receipt.error.message}</p>
        </Notice>
      ) : (
        <Card className="mx-auto max-w-2xl p-5 sm:p-8 print:border-0 print:shadow-none">
          <div className="border-b border-ink-100 pb-4">
            <p className="text-sm font-semibold text-brand-700">{site.siteName}</p>
            <h1 className="text-2xl font-bold text-ink-900">Ödeme Makbuzu</h1>
          </div>
          <dl className="divide-y divide-ink-100">
            <Row label="Makbuz No">{receipt.data.receiptNo}</Row>
            <Row label="Firma (Ticari Unvan)">{receipt.data.firm.title}</Row>
            <Row label="Vergi Dairesi / VKN">
              {receipt.data.firm.taxOffice} / {receipt.data.firm.taxNumber}
            </Row>
            <Row label="Adres">{receipt.data.firm.address}</Row>
            <Row label="Paket">{receipt.data.packageName}</Row>
            <Row label="İlan hakkı">{formatInteger(receipt.data.listingCount)} ilan</Row>
            <Row label="Geçerlilik">
              {formatInteger(receipt.data.validityDays)} gün (son kullanma:{' '}
              {formatDate(receipt.data.expiresAt)})
            </Row>
            <Row label="Tutar">
              <span className="text-lg font-bold tabular-nums">
                {formatTl(receipt.data.amount)}
              </span>
            </Row>
            <Row label="Ödeme Tarihi">{formatDateTime(receipt.data.paidAt)}</Row>
            <Row label="Ödeme Yöntemi">Kredi/banka kartı (3-D Secure)</Row>
            {receipt.data.purchasedBy && <Row label="Satın Alan">{receipt.data.purchasedBy}</Row>}
            <Row label="Sipariş No">
              <span className="font-mono text-xs break-all">{receipt.data.orderId}</span>
            </Row>
            {receipt.data.transactionId && (
              <Row label="İşlem No">
                <span className="font-mono text-xs break-all">{receipt.data.transactionId}</span>
              </Row>
            )}
          </dl>
        </Card>
      )}
    </Container>
  );
}
