import { formatTl } from '@arsamezat/shared/core/money';
import { DEPOSIT_REFUND_BUSINESS_DAYS } from '@arsamezat/shared/member/member-records';
import { RUNNER_UP_HOLD_BUSINESS_DAYS } from '@arsamezat/shared/sales/sale';
import { OFFER_MESSAGES, type OfferStatus } from '@arsamezat/shared/trading/offers';
import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api-client';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Notice } from '../ui/notice';
import { OtherPendingOffers } from './other-pending-offers';

/**
 * An offer as the dialog shows it: the operator's list gives the sender's full name, a firm's
 * its masked name ('Ah*** Yı***'), as its follow page shows bidders (decision 072).
 */
export type DecidableOffer = {
  id: string;
  amount: number;
  status: OfferStatus;
  userName: string;
};

export type OfferDecision = {
  kind: 'accept' | 'reject';
  offer: Pick<DecidableOffer, 'id' | 'amount' | 'userName'>;
};

/**
 * Who decides, as the dialog needs it: the operator's mutations (admin) or the firm's (its
 * follow page). The server applies the same rules to both (decision 072).
 */
export type OfferDecider = {
  accept: (input: { offerId: string; acknowledgedHigherAmount?: number }) => Promise<unknown>;
  reject: (offerId: string) => Promise<unknown>;
  pending: boolean;
};

/** Spec §8's failure texts when the server gave no message of its own. */
const FAILED = {
  accept: 'Teklif kabul edilirken bir hata oluştu',
  reject: 'Teklif reddedilirken bir hata oluştu',
} as const;

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/** What the server does with the others when an offer is accepted (offer-decisions.ts). */
const REFUNDS = `Alıcı dışındaki katılımcıların tamamlanmış teminatları iade sırasına alınır ve ${DEPOSIT_REFUND_BUSINESS_DAYS} iş günü içinde ödemeyi yaptıkları karta iade edilir; bu durum kendilerine bildirilir.`;
/** The next-highest pending offer's sender becomes the runner-up (issue 29, decision 074). */
const RUNNER_UP = `En yüksek diğer teklifin sahibi Yedek Alıcı olur: teminatı, alıcının ödeme güvencesi doğrulanana kadar en çok ${RUNNER_UP_HOLD_BUSINESS_DAYS} iş günü tutulur. `;

/**
 * Confirms accepting or rejecting one pending offer, naming its sender and amount. Accepting
 * lists every other pending offer (they end with the sale); below a higher one it says so and
 * needs a second, explicit confirmation, which the request carries to the server (issue 26).
 * The operator's offers table and a firm's follow page both use it, each with its own `decider`.
 */
export function OfferDecisionDialog(props: {
  decision: OfferDecision | null;
  /** The listing's offers as last read; the pending ones besides the decided one are listed. */
  offers: readonly DecidableOffer[];
  onClose: () => void;
  decider: OfferDecider;
}) {
  const { decision, onClose, decider } = props;
  const [belowConfirmed, setBelowConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = decider.pending;

  const others = props.offers
    .filter((offer) => offer.status === 'pending' && offer.id !== decision?.offer.id)
    .sort((a, b) => b.amount - a.amount);
  const chosen = decision?.offer.amount ?? 0;
  const highest = others[0] && others[0].amount > chosen ? others[0].amount : null;
  const higherCount = others.filter((offer) => offer.amount > chosen).length;

  function close() {
    setBelowConfirmed(false);
    setError(null);
    onClose();
  }

  async function confirm() {
    if (!decision) return;
    const { kind, offer } = decision;
    setError(null);
    try {
      if (kind === 'reject') {
        await decider.reject(offer.id);
        toast.success(OFFER_MESSAGES.rejected);
      } else {
        await decider.accept({
          offerId: offer.id,
          ...(highest === null ? {} : { acknowledgedHigherAmount: highest }),
        });
        toast.success(OFFER_MESSAGES.accepted);
      }
      close();
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'HIGHER_OFFER_PENDING') {
        // A higher offer arrived after the dialog opened: the list reads again, the decider
        // sees it here and confirms again (or not).
        setBelowConfirmed(false);
        setError(caught.message);
        return;
      }
      toast.error(failure(caught, FAILED[kind]), { duration: 8000 });
      close();
    }
  }

  const amount = decision ? formatTl(decision.offer.amount) : '';
  const name = <strong className="font-semibold text-ink-800">{decision?.offer.userName}</strong>;
  const accepting = decision?.kind === 'accept';
  return (
    <ConfirmDialog
      open={decision !== null}
      onClose={close}
      onConfirm={() => void confirm()}
      icon={accepting ? CircleCheck : CircleX}
      tone={accepting ? 'primary' : 'danger'}
      title={
        accepting ? 'Teklifi kabul etmek istiyor musunuz?' : 'Teklifi reddetmek istiyor musunuz?'
      }
      confirmLabel={accepting ? `${amount} Teklifi Kabul Et` : 'Evet, Reddet'}
      pendingLabel="İşleniyor..."
      pending={pending}
      canConfirm={!accepting || highest === null || belowConfirmed}
      description={
        accepting ? (
          <>
            <p>
              {name} kullanıcısının <strong className="text-ink-900">{amount}</strong> teklifi kabul
              edilecek ve ilan bu bedelle satılmış olacak.
            </p>
            <p>
              {others.length > 0
                ? `Bekleyen diğer ${others.length} teklif satışla birlikte reddedilir. ${RUNNER_UP}`
                : 'Bekleyen başka teklif yok. '}
              {others.length > 0 ? REFUNDS.replace('Alıcı dışındaki', 'Diğer') : REFUNDS}
            </p>
          </>
        ) : (
          <p>
            {name} kullanıcısının <strong className="text-ink-900">{amount}</strong> teklifi
            reddedilecek. Kullanıcı yeni bir teklif verebilir.
          </p>
        )
      }
    >
      {accepting && (others.length > 0 || error) && (
        <div className="space-y-3">
          {error && <Notice tone="error">{error}</Notice>}
          {highest !== null && (
            <Notice
              tone="warning"
              className="border-2 border-accent-400"
              title={
                higherCount === 1
                  ? `Daha yüksek bir teklif bekliyor: ${formatTl(highest)}`
                  : `Daha yüksek ${higherCount} teklif bekliyor, en yükseği: ${formatTl(highest)}`
              }
            >
              <p>
                Bu teklifi kabul ederseniz ilan {formatTl(highest - chosen)} daha düşük bedelle
                satılır ve daha yüksek {higherCount === 1 ? 'teklif' : 'teklifler'} reddedilir.
              </p>
            </Notice>
          )}
          <OtherPendingOffers offers={others} chosenAmount={chosen} />
          {highest !== null && (
            <label className="flex min-h-11 items-start gap-3 rounded-xl border-2 border-accent-400 bg-accent-50 px-3 py-3 text-sm font-medium text-ink-900">
              <input
                type="checkbox"
                checked={belowConfirmed}
                onChange={(event) => setBelowConfirmed(event.target.checked)}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <span>
                {formatTl(highest)} teklif beklerken ilanı {amount} bedelle satmayı onaylıyorum.
              </span>
            </label>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
