import { listingTypeOf } from '@arsamezat/shared/listings/listing-types';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { formatTl } from '@arsamezat/shared/core/money';
import { LoaderCircle, LogIn } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { loginPathFor } from '@arsamezat/shared/accounts/return-path';
import { antiSnipeRule } from '@arsamezat/shared/trading/trade-texts';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { formatDateTime } from '../../../lib/format-date';
import { useAuth } from '../../../lib/session/use-auth';
import { useDelayPassed } from '../hooks/use-delay-passed';
import { useServerClockOffset } from '../hooks/use-server-now';
import { Countdown } from './countdown';
import { priceLabel } from './listing-card';
import { ListingResult } from './listing-result';
import type { TradePanelSlot } from './listing-detail-view';

/** Spec §2.2: the auth loading message appears only after 750 ms, so a quick check never flashes it. */
export const AUTH_LOADING_DELAY_MS = 750;
export const AUTH_LOADING_MESSAGE = 'Oturum bilgileri yükleniyor...';

/**
 * The message while the session is checked. On a page the server drew for a member it is there
 * from the first paint: the member's panel is on its way, and the page says so (decision 063).
 */
function AuthLoadingMessage({ atOnce }: { atOnce: boolean }) {
  const delayPassed = useDelayPassed(AUTH_LOADING_DELAY_MS);
  if (!atOnce && !delayPassed) return null;
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
      <LoaderCircle aria-hidden className="size-4 animate-spin text-brand-600" />
      {AUTH_LOADING_MESSAGE}
    </p>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5 text-sm">
      <span className="text-ink-600">{label}</span>
      <span className="text-right font-semibold text-ink-900">{children}</span>
    </div>
  );
}

/**
 * The side panel (spec §2.2 bid panel): price, minimum next bid and countdown while an auction
 * runs, the deposit, and what a visitor can do; a signed-in member gets the trade panel (deposit,
 * bid or offer) from the bidding feature.
 */
export function ListingPricePanel({
  listing,
  onExpire,
  extended = false,
  tradePanel,
}: {
  listing: ListingDetail;
  onExpire?: () => void;
  /** Anti-sniping moved the end while the page was open. */
  extended?: boolean;
  tradePanel?: TradePanelSlot;
}) {
  const auth = useAuth();
  const location = useLocation();
  const offset = useServerClockOffset();
  const now = useCallback(() => new Date(Date.now() + offset), [offset]);
  const traits = listingTypeOf(listing.listingType);
  const bids = traits.trading === 'bids';
  const { phase } = listing;
  const snipeRule = bids && phase !== 'ended' ? antiSnipeRule(listing.antiSnipeMinutes) : null;

  return (
    <Card className="p-5 sm:p-6">
      <p className="text-sm font-medium text-ink-500">{priceLabel(listing)}</p>
      <p className="mt-1 text-3xl font-bold tracking-tight text-brand-800">
        {formatTl(listing.displayPrice)}
      </p>
      <div className="mt-4 divide-y divide-ink-100 border-y border-ink-100">
        {bids && phase === 'active' && listing.minimumNextBid !== null && (
          <Row label="Minimum Teklif">{formatTl(listing.minimumNextBid)}</Row>
        )}
        {phase === 'active' && (
          <Row label="Kalan Süre">
            <Countdown to={listing.endsAt} {...(onExpire ? { onExpire } : {})} />
          </Row>
        )}
        {phase === 'upcoming' && <Row label="Başlangıç">{formatDateTime(listing.startsAt)}</Row>}
        {bids && <Row label="Teklif Sayısı">{listing.bidCount}</Row>}
        <Row label="Hizmet Bedeli Peşinatı">{formatTl(listing.depositAmount)}</Row>
      </div>
      {bids && phase === 'active' && extended && (
        <Notice tone="warning" className="mt-3">
          <p>Son dakikalarda gelen teklif nedeniyle ihale süresi uzatıldı.</p>
        </Notice>
      )}
      {phase !== 'ended' && (
        <p className="mt-2 text-xs text-ink-500" data-testid="deposit-explanation">
          {traits.depositExplanation}
        </p>
      )}
      {snipeRule && (
        <p className="mt-1 text-xs text-ink-500" data-testid="anti-snipe-rule">
          {snipeRule}
        </p>
      )}

      <div className="mt-5">
        {phase === 'upcoming' && (
          <p className="text-sm font-medium text-ink-700">Teklif verme henüz başlamadı.</p>
        )}
        {phase === 'ended' && (
          <div className="space-y-3">
            <ListingResult listing={listing} />
            <p className="text-sm font-medium text-ink-700">Teklif verme sona erdi.</p>
            {auth.status === 'authenticated' && tradePanel?.(listing, { now })}
          </div>
        )}
        {phase === 'active' && auth.status === 'loading' && (
          <AuthLoadingMessage atOnce={auth.expectMember === true} />
        )}
        {phase === 'active' && auth.status === 'authenticated' && tradePanel?.(listing, { now })}
        {phase === 'active' && auth.status === 'unauthenticated' && (
          <div className="space-y-3 rounded-xl bg-brand-50 p-4">
            <p className="text-sm font-medium text-brand-900">{traits.signInPrompt}</p>
            <Button asChild fullWidth>
              <Link to={loginPathFor(location.pathname)}>
                <LogIn aria-hidden />
                Giriş Yap
              </Link>
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
