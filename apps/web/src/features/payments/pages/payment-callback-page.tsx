import {
  isPackageOrderId,
  PACKAGE_PAYMENT_MESSAGES,
} from '@arsamezat/shared/firms/listing-packages';
import {
  listingIdFromOrderId,
  PAYMENT_MESSAGES,
  type PaymentResult,
} from '@arsamezat/shared/trading/payments';
import {
  ArrowLeft,
  CheckCircle2,
  Clock4,
  CreditCard,
  Gavel,
  LoaderCircle,
  LogIn,
  XCircle,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { paymentResultFailure, usePaymentResult } from '../api/get-payment-result';
import { OrderIdDetails, PaymentDetails } from '../components/payment-details';
import { PaymentResultHeader } from '../components/payment-result-header';

/** The buttons under a result: full width and stacked on a phone, side by side from 640 px. */
function Actions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center [&>*]:w-full sm:[&>*]:w-auto">
      {children}
    </div>
  );
}

function BackToListing({
  to,
  primary = true,
  bid = false,
}: {
  to: string;
  primary?: boolean;
  bid?: boolean;
}) {
  // A listing package's payment (issue 28) goes back to the firm's packages.
  const toPackages = to === paths.firmPackages;
  return (
    <Button asChild size="lg" variant={primary ? 'primary' : 'outline'}>
      <Link to={to}>
        {bid && !toPackages ? <Gavel aria-hidden /> : <ArrowLeft aria-hidden />}
        {toPackages ? PACKAGE_PAYMENT_MESSAGES.back : PAYMENT_MESSAGES.backToListing}
      </Link>
    </Button>
  );
}

function Checking() {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-10 text-center">
      <LoaderCircle aria-hidden className="size-10 animate-spin text-brand-600" />
      <p className="text-base font-medium text-ink-700">{PAYMENT_MESSAGES.checking}</p>
    </div>
  );
}

function PaymentOutcome({ result, backTo }: { result: PaymentResult; backTo: string }) {
  const { payment, message } = result;
  const texts = backTo === paths.firmPackages ? PACKAGE_PAYMENT_MESSAGES : PAYMENT_MESSAGES;
  return (
    <>
      {payment.status === 'completed' && (
        <PaymentResultHeader
          tone="success"
          icon={CheckCircle2}
          title={PAYMENT_MESSAGES.successTitle}
        >
          {texts.successText}
        </PaymentResultHeader>
      )}
      {payment.status === 'failed' && (
        <>
          <PaymentResultHeader tone="failure" icon={XCircle} title={PAYMENT_MESSAGES.failureTitle}>
            {texts.failureText}
          </PaymentResultHeader>
          {/* The provider's reason; the server sends the generic text when the bank gave none. */}
          {message && message !== PAYMENT_MESSAGES.failureText && (
            <Notice tone="error" className="mt-6">
              <p>{message}</p>
            </Notice>
          )}
        </>
      )}
      {payment.status === 'pending' && (
        <PaymentResultHeader tone="pending" icon={Clock4} title={PAYMENT_MESSAGES.pendingTitle}>
          {texts.pendingText}
        </PaymentResultHeader>
      )}
      <div className="mt-6">
        <PaymentDetails payment={payment} />
      </div>
      <Actions>
        <BackToListing to={backTo} bid={payment.status === 'completed'} />
      </Actions>
    </>
  );
}

function CallbackContent({ uid, orderId }: { uid: string | null; orderId: string | null }) {
  const result = usePaymentResult({ uid, orderId });
  const listingId = result.data?.payment.listingId ?? listingIdFromOrderId(orderId);
  const isPackage = result.data
    ? result.data.payment.listingId === null
    : isPackageOrderId(orderId);
  const backTo = isPackage
    ? paths.firmPackages
    : listingId
      ? paths.listing(listingId)
      : paths.auctions;

  if (!uid && !orderId) {
    return (
      <>
        <PaymentResultHeader tone="neutral" icon={CreditCard} title="Ödeme Sonucu" />
        <Notice tone="error" className="mt-6">
          <p>{PAYMENT_MESSAGES.missingParams}</p>
        </Notice>
        <Actions>
          <Button asChild size="lg">
            <Link to={paths.auctions}>
              <Gavel aria-hidden />
              İhalelere Dön
            </Link>
          </Button>
        </Actions>
      </>
    );
  }

  // A failed refetch while polling keeps the answer already shown.
  if (result.data) return <PaymentOutcome result={result.data} backTo={backTo} />;
  if (result.isPending) return <Checking />;

  const failure = paymentResultFailure(result.error);
  if (failure === 'sign-in') {
    return (
      <>
        <PaymentResultHeader tone="neutral" icon={CreditCard} title="Ödeme Sonucu" />
        <Notice tone="warning" icon={LogIn} className="mt-6">
          <p className="font-medium text-ink-900">{PAYMENT_MESSAGES.signInRequired}</p>
          <div className="pt-2">
            <Button asChild>
              <Link to={paths.login}>
                <LogIn aria-hidden />
                Giriş Yap
              </Link>
            </Button>
          </div>
        </Notice>
        {orderId && (
          <div className="mt-4">
            <OrderIdDetails orderId={orderId} />
          </div>
        )}
        <Actions>
          <BackToListing to={backTo} primary={false} />
        </Actions>
      </>
    );
  }

  return (
    <>
      <PaymentResultHeader tone="failure" icon={XCircle} title={PAYMENT_MESSAGES.failureTitle} />
      <Notice tone="error" className="mt-6">
        <p>{failure === 'no-data' ? PAYMENT_MESSAGES.noData : PAYMENT_MESSAGES.checkFailed}</p>
      </Notice>
      {orderId && (
        <div className="mt-4">
          <OrderIdDetails orderId={orderId} />
        </div>
      )}
      <Actions>
        <BackToListing to={backTo} />
      </Actions>
    </>
  );
}

/**
 * /payment-callback (spec 02 §2.4), where our server sends the buyer after it verified the card
 * payment with the provider: the page only reads the result by `uid` and/or `orderId`, asks
 * again while the bank's answer is pending, and leads back to the listing.
 */
export function PaymentCallbackPage() {
  useDocumentTitle('Ödeme Sonucu');
  const [searchParams] = useSearchParams();
  const uid = searchParams.get('uid') || null;
  const orderId = searchParams.get('orderId') || null;

  return (
    <Container width="narrow" className="py-8 sm:py-16">
      <Card className="mx-auto w-full max-w-xl p-5 sm:p-8">
        <CallbackContent uid={uid} orderId={orderId} />
      </Card>
    </Container>
  );
}
