import { formatTl } from '@arsamezat/shared/core/money';
import { OFFER_MESSAGES } from '@arsamezat/shared/trading/offers';
import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../../lib/api-client';
import { useAcceptOffer, useRejectOffer, useRejectPendingOffers } from '../../api/offer-decisions';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

export type OfferDecision = {
  kind: 'accept' | 'reject';
  offer: { id: string; amount: number; userName: string };
  listingId: string;
  /** Other pending offers of the listing (accepting offers to reject them in the same step). */
  otherPending: number;
};

/** Spec §8's failure texts when the server gave no message of its own. */
const FAILED = {
  accept: 'Teklif kabul edilirken bir hata oluştu',
  reject: 'Teklif reddedilirken bir hata oluştu',
} as const;

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/** Confirms accepting or rejecting one pending offer, naming its sender and amount. */
export function OfferDecisionDialog(props: {
  decision: OfferDecision | null;
  onClose: () => void;
}) {
  const { decision, onClose } = props;
  const accept = useAcceptOffer();
  const reject = useRejectOffer();
  const rejectRest = useRejectPendingOffers();
  const [rejectOthers, setRejectOthers] = useState(true);
  const pending = accept.isPending || reject.isPending || rejectRest.isPending;

  async function confirm() {
    if (!decision) return;
    const { kind, offer } = decision;
    try {
      if (kind === 'reject') {
        await reject.mutateAsync(offer.id);
        toast.success(OFFER_MESSAGES.rejected);
      } else {
        await accept.mutateAsync(offer.id);
        toast.success(OFFER_MESSAGES.accepted);
        if (rejectOthers && decision.otherPending > 0) {
          const rest = await rejectRest.mutateAsync(decision.listingId);
          toast.success(rest.message);
        }
      }
      onClose();
    } catch (error) {
      toast.error(failure(error, FAILED[kind]), { duration: 8000 });
      onClose();
    }
  }

  const amount = decision ? formatTl(decision.offer.amount) : '';
  const name = <strong className="font-semibold text-ink-800">{decision?.offer.userName}</strong>;
  const accepting = decision?.kind === 'accept';
  return (
    <ConfirmDialog
      open={decision !== null}
      onClose={onClose}
      onConfirm={() => void confirm()}
      icon={accepting ? CircleCheck : CircleX}
      tone={accepting ? 'primary' : 'danger'}
      title={
        accepting ? 'Teklifi kabul etmek istiyor musunuz?' : 'Teklifi reddetmek istiyor musunuz?'
      }
      confirmLabel={accepting ? `${amount} Teklifi Kabul Et` : 'Evet, Reddet'}
      pendingLabel="İşleniyor..."
      pending={pending}
      description={
        accepting ? (
          <>
            <p>
              {name} kullanıcısının <strong className="text-ink-900">{amount}</strong> teklifi kabul
              edilecek ve ilan bu bedelle satılmış olacak.
            </p>
            <p>Diğer katılımcıların tamamlanmış teminatları iade sırasına alınır.</p>
          </>
        ) : (
          <p>
            {name} kullanıcısının <strong className="text-ink-900">{amount}</strong> teklifi
            reddedilecek. Kullanıcı yeni bir teklif verebilir.
          </p>
        )
      }
    >
      {accepting && decision.otherPending > 0 && (
        <label className="flex min-h-11 items-center gap-3 rounded-xl border border-ink-200 px-3 py-2 text-sm text-ink-800">
          <input
            type="checkbox"
            checked={rejectOthers}
            onChange={(event) => setRejectOthers(event.target.checked)}
            className="size-5 accent-brand-700"
          />
          Bekleyen diğer {decision.otherPending} teklifi de reddet
        </label>
      )}
    </ConfirmDialog>
  );
}
