import type { MyDeposit } from '@arsamezat/shared/trading/deposits';
import { listingTypeOf, takesBids, takesOffers } from '@arsamezat/shared/listings/listing-types';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { DEPOSIT_STATUS_LABELS } from '@arsamezat/shared/member/member-records';
import {
  WIN_STEPS,
  winPayment,
  winPaymentRows,
  winPaymentTotal,
} from '@arsamezat/shared/member/win-payment';
import { formatTl } from '@arsamezat/shared/core/money';
import { RUNNER_UP_HOLD_BUSINESS_DAYS } from '@arsamezat/shared/sales/sale';
import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { MoneyBreakdown } from '../../../components/ui/money-breakdown';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/site-config';
import { useMyBids } from '../api/get-my-bids';
import { useMyOffers } from '../api/get-my-offers';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/**
 * What an ended listing means for the signed-in member: the winner is congratulated and given
 * the next steps of the terms (who receives what: the price, the deposit as the service fee, the
 * owner's part at the title deed — decision 060; 9.6/10.3 the title deed transferred between
 * buyer and owner, whom to ask — decision 020) and pointed to the sale's first step (issue 29);
 * the runner-up, whose deposit is still held (`completed` after the end), is told why and until
 * when at most (decision 074); every other participant is told their deposit comes back within 7
 * business days, with its status now.
 */
export function MyOutcome({
  listing,
  deposit,
}: {
  listing: ListingDetail;
  deposit: MyDeposit | undefined;
}) {
  const bids = takesBids(listing.listingType);
  const myBids = useMyBids(listing.id, { enabled: bids });
  const myOffers = useMyOffers(listing.id, { enabled: takesOffers(listing.listingType) });
  const cancelled = listing.status === 'cancelled';
  // The winner: the highest bid of an auction, the accepted offer of an offer listing.
  const won =
    !cancelled &&
    (bids
      ? (myBids.data?.items.some((bid) => bid.isHighest) ?? false)
      : myOffers.data?.current?.status === 'accepted');
  const price = listing.finalPrice ?? listing.highestBid ?? listing.startingPrice;

  const held = deposit?.deposit;
  // The sale ended (completed, or the buyer's default): the fee is kept (decision 079), and the
  // sale's page, not these first steps, tells how it ended.
  if (held?.status === 'kept') {
    return (
      <Notice tone="info" title="Teminatınız hizmet bedeli olarak tahsil edildi">
        <p>
          {formatTl(held.amount)} tutarındaki teminatınız satış sonucunda hizmet bedeli olarak
          tahsil edildi; iade edilmez.
        </p>
        <p>
          Satışın adımlarını ve belgelerini{' '}
          <Link to={`${paths.bids}?tab=wins`} className={linkClass}>
            Kazandıklarım
          </Link>{' '}
          sayfasında görebilirsiniz.
        </p>
      </Notice>
    );
  }
  // The winner's own deposit is the service fee; the listing's amount until it is read.
  if (won) {
    const fee = deposit?.deposit?.amount ?? listing.depositAmount;
    return <WinnerSteps listing={listing} price={price} fee={fee} />;
  }
  if (!held || held.status === 'pending' || held.status === 'failed') return null;
  // Still held after the end: the runner-up's deposit ('Yedek Alıcı', decision 074).
  if (held.status === 'completed' && !cancelled) {
    return (
      <Notice tone="info" title="Yedek alıcısınız">
        <p>
          {formatTl(held.amount)} tutarındaki teminatınız, kazanan ödeme güvencesini sağlayana kadar
          en çok {RUNNER_UP_HOLD_BUSINESS_DAYS} iş günü tutulur; ardından 7 iş günlük iade süresi
          içinde kartınıza iade edilir. Kazanan satışı tamamlamazsa satış size en yüksek
          teklifinizle önerilebilir.
        </p>
        <p>
          <Link to={`${paths.bids}?tab=wins`} className={linkClass}>
            Kazandıklarım
          </Link>{' '}
          sayfasında tutulma süresini görebilirsiniz.
        </p>
      </Notice>
    );
  }
  return (
    <Notice tone="info" title="Teminatınız iade edilecek">
      <p>{formatTl(held.amount)} tutarındaki teminatınız 7 iş günü içinde kartınıza iade edilir.</p>
      <p data-testid="refund-status">Durum: {DEPOSIT_STATUS_LABELS[held.status]}</p>
    </Notice>
  );
}

function WinnerSteps({
  listing,
  price,
  fee,
}: {
  listing: ListingDetail;
  price: number;
  fee: number;
}) {
  const { siteName, company } = useSiteConfig();
  const traits = listingTypeOf(listing.listingType);
  const payment = winPayment(listing.listingType, price, fee);
  return (
    <div
      className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
      data-testid="winner-steps"
    >
      <p className="flex items-center gap-2 text-base font-semibold text-brand-900">
        <PartyPopper aria-hidden className="size-5 shrink-0 text-brand-600" />
        {traits.winnerTitle}
      </p>
      <h3 className="text-sm font-semibold text-ink-900">Sonraki adımlar</h3>
      <MoneyBreakdown
        label="Ödemeleriniz"
        rows={winPaymentRows(payment, siteName)}
        footer={winPaymentTotal(payment)}
      />
      <ol className="list-decimal space-y-1.5 pl-5 text-sm text-ink-700">
        <li>
          Satış süreci başladı. İlk adım <strong>Alıcı Onayı</strong>: satın almayı süresi içinde
          telefonunuza gelen SMS koduyla onaylayın (
          <Link to={`${paths.bids}?tab=wins`} className={linkClass}>
            Kazandıklarım
          </Link>
          ).
        </li>
        <li>{WIN_STEPS.details}</li>
        <li>
          {WIN_STEPS.titleDeed} {siteName} satıcı değildir; yalnızca aracılık eder.
        </li>
        <li>
          Sorularınız için:{' '}
          <a href={`tel:${company.phoneHref}`} className={linkClass}>
            {company.phone}
          </a>{' '}
          ·{' '}
          <a href={`mailto:${company.email}`} className={`${linkClass} break-all`}>
            {company.email}
          </a>{' '}
          ·{' '}
          <Link to={paths.bids} className={linkClass}>
            Kazandıklarım
          </Link>
        </li>
      </ol>
    </div>
  );
}
