import { FIRM_PACKAGE_TEXTS, type FirmPackage } from '@arsamezat/shared/firms/listing-packages';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useFirmPackages } from '../api/firm-packages';
import { CreditSummary } from '../components/credit-summary';
import { PackageCards } from '../components/package-cards';
import { PurchaseDialog } from '../components/purchase-dialog';
import { PurchaseHistory } from '../components/purchase-history';

/**
 * /firm/packages ('Paketler', issue 28): the firm's listing credits, the packages on sale with
 * 'Satın Al' (card, 3-D Secure), and its purchases with their receipts. The owner and staff of
 * an approved firm may buy; the server says who may, this page only follows its answer.
 */
export function FirmPackagesPage() {
  useDocumentTitle(FIRM_PACKAGE_TEXTS.title);
  const page = useFirmPackages();
  const [buying, setBuying] = useState<FirmPackage | null>(null);

  return (
    <Container className="py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        {FIRM_PACKAGE_TEXTS.title}
      </h1>
      <p className="mt-1 text-sm text-ink-600">
        {page.data ? `${page.data.firm.title} · ` : null}
        {FIRM_PACKAGE_TEXTS.lead}
      </p>

      {page.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner />
        </div>
      ) : page.isError ? (
        <div className="mt-6">
          {page.error instanceof ApiError && page.error.code === 'FIRM_REQUIRED' ? (
            <Notice tone="info" title="Firma hesabı gerekli">
              <p>{page.error.message}</p>
            </Notice>
          ) : (
            <Notice tone="error" title="Paketler yüklenemedi">
              <p>{page.error.message}</p>
              <Button variant="outline" className="mt-3" onClick={() => void page.refetch()}>
                Tekrar Dene
              </Button>
            </Notice>
          )}
        </div>
      ) : (
        <div className="mt-6 space-y-8">
          <CreditSummary credits={page.data.credits} />
          <section aria-labelledby="packages-title" className="space-y-3">
            <h2 id="packages-title" className="text-lg font-semibold text-ink-900">
              Satıştaki Paketler
            </h2>
            <PackageCards packages={page.data.packages} canBuy onBuy={setBuying} />
          </section>
          <section aria-labelledby="history-title" className="space-y-3">
            <h2 id="history-title" className="text-lg font-semibold text-ink-900">
              {FIRM_PACKAGE_TEXTS.history}
            </h2>
            <PurchaseHistory purchases={page.data.purchases} />
          </section>
          <p className="text-xs text-ink-500">
            Paket koşulları için{' '}
            <Link className="underline" to={paths.termsOfUse}>
              Kullanım Koşulları
            </Link>{' '}
            sayfasına bakabilirsiniz.
          </p>
        </div>
      )}
      <PurchaseDialog pkg={buying} onClose={() => setBuying(null)} />
    </Container>
  );
}
