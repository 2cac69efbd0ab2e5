import { Clock4, CreditCard, Gavel, Mail } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';

/**
 * /payment-callback, where the card provider sends the buyer back (spec 02 §2.4). Until the
 * deposit feature lands there is no payment to look up: without `uid` and `orderId` the spec's
 * missing-parameters message shows, otherwise an honest note that card deposits open soon.
 */
export function PaymentCallbackPage() {
  useDocumentTitle('Ödeme Sonucu');
  const [searchParams] = useSearchParams();
  const uid = searchParams.get('uid');
  const orderId = searchParams.get('orderId');
  const missing = !uid && !orderId;

  return (
    <Container width="narrow" className="py-12 sm:py-16">
      <Card className="mx-auto max-w-xl p-6 sm:p-8">
        <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <CreditCard aria-hidden className="size-6" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-900">Ödeme Sonucu</h1>
        {missing ? (
          <Notice tone="error" title="Ödeme sonucu sorgulanamadı" className="mt-5">
            <p>Ödeme sonucunu sorgulamak için gerekli parametreler eksik.</p>
          </Notice>
        ) : (
          <Notice icon={Clock4} title="Kartla teminat ödemesi çok yakında" className="mt-5">
            <p>
              Teminat ödemeleri ve ödeme sonucu sorgulama, teminat özelliğiyle birlikte açılacak. Bu
              nedenle bu ödemenin sonucu şu anda gösterilemiyor.
            </p>
            <p>Ödemenizle ilgili bir sorunuz varsa sipariş numaranızla bize ulaşın.</p>
            {orderId && (
              <p className="pt-1 text-ink-900">
                Sipariş numarası: <span className="font-mono break-all">{orderId}</span>
              </p>
            )}
          </Notice>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.auctions}>
              <Gavel aria-hidden />
              İhalelere Dön
            </Link>
          </Button>
          {!missing && (
            <Button asChild variant="outline" size="lg">
              <Link to={paths.contact}>
                <Mail aria-hidden />
                Bize Ulaşın
              </Link>
            </Button>
          )}
        </div>
      </Card>
    </Container>
  );
}
