import { SALE_DOCUMENT_TEXTS } from '@arsamezat/shared/sales/sale-documents';
import { FileX2, RefreshCw } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSiteConfig } from '../../../lib/site-config';
import { isDocumentNotFound, useDocumentVerification } from '../api/get-document-verification';
import { VerificationCard } from '../components/verification-card';

/**
 * /belge/:code, 'Belge Doğrulama' (issue 29, decision 077): the page a sale document's QR code
 * and link open. A genuine document shows its public facts; an unknown code says so plainly.
 */
export function DocumentVerificationPage() {
  const { code = '' } = useParams();
  const { siteName } = useSiteConfig();
  const { data, error, isPending, refetch } = useDocumentVerification(code);
  const notFound = error !== null && isDocumentNotFound(error);
  useDocumentTitle(SALE_DOCUMENT_TEXTS.verificationTitle);

  return (
    <Container width="narrow" className="py-8 sm:py-10">
      <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {SALE_DOCUMENT_TEXTS.verificationTitle}
      </p>
      {isPending ? (
        <PageSpinner label="Belge doğrulanıyor..." />
      ) : data ? (
        <VerificationCard document={data} siteName={siteName} />
      ) : (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <FileX2 aria-hidden className="size-10 text-red-600" />
          <h1 className="mt-3 text-xl font-semibold text-ink-900">
            {notFound ? SALE_DOCUMENT_TEXTS.notFound : 'Belge doğrulanırken bir hata oluştu.'}
          </h1>
          {notFound ? (
            <p className="mt-2 max-w-md text-sm text-ink-700">
              {SALE_DOCUMENT_TEXTS.notFoundDetail}
            </p>
          ) : (
            <Button variant="outline" className="mt-6" onClick={() => void refetch()}>
              <RefreshCw aria-hidden />
              Yenile
            </Button>
          )}
        </Card>
      )}
    </Container>
  );
}
