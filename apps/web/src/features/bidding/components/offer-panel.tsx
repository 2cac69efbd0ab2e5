import type { MyDeposit } from '@arsamezat/shared/trading/deposits';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { formatTl } from '@arsamezat/shared/core/money';
import {
  OFFER_MESSAGES,
  OFFER_STATUS_LABELS,
  type PlaceOfferInput,
} from '@arsamezat/shared/trading/offers';
import { useQueryClient } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { offerKeys, useMyOffers } from '../api/get-my-offers';
import { usePlaceOffer } from '../api/place-offer';
import { OfferForm } from './offer-form';
import { PendingOfferActions } from './pending-offer-actions';
import { handleTradeRefusal } from './trade-refusal';

type OfferPanelProps = {
  listing: ListingDetail;
  deposit: MyDeposit | undefined;
  onDepositRequired: () => void;
};

/**
 * An offer listing's side of the panel (spec §4 offer status, §5 Offer): the member's current
 * offer instead of the form while it is pending or accepted — a pending one may be changed or
 * withdrawn until the admin decides; after a rejection, a note and the form again.
 */
export function OfferPanel({ listing, deposit, onDepositRequired }: OfferPanelProps) {
  const queryClient = useQueryClient();
  const offers = useMyOffers(listing.id);
  const placeOffer = usePlaceOffer(listing.id);
  const [refusal, setRefusal] = useState<string>();

  async function send(input: PlaceOfferInput): Promise<boolean> {
    setRefusal(undefined);
    try {
      await placeOffer.mutateAsync(input);
      toast.success('Teklifiniz gönderildi. Satıcının yanıtı bekleniyor.');
      return true;
    } catch (caught) {
      handleTradeRefusal(caught, {
        queryClient,
        listingId: listing.id,
        onDepositRequired,
        setError: setRefusal,
        staleCodes: ['OFFER_EXISTS', 'OFFER_CONFLICT'],
        staleKey: offerKeys.mine(listing.id),
      });
      return false;
    }
  }

  if (offers.isPending) return <Spinner label="Teklifleriniz yükleniyor..." />;
  if (offers.isError) {
    return (
      <Notice tone="error">
        <p>Teklif durumu kontrol edilirken hata oluştu. Lütfen tekrar deneyin.</p>
      </Notice>
    );
  }
  const { current, lastRejected } = offers.data;
  // The form is for members whose deposit is paid (the gate above asks for it otherwise).
  const canOffer = deposit?.hasCompleted ?? false;
  if (current) {
    return (
      <div className="space-y-3">
        <div className="flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4">
          <HandCoins aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <p className="min-w-0 text-sm font-semibold text-brand-900" data-testid="current-offer">
            Mevcut Teklifiniz: {formatTl(current.amount)} ({OFFER_STATUS_LABELS[current.status]})
          </p>
        </div>
        {current.status === 'pending' && <PendingOfferActions listing={listing} offer={current} />}
      </div>
    );
  }

  const rejectedNote = lastRejected && (
    <Notice tone="warning">
      <p>{OFFER_MESSAGES.previousRejected}</p>
    </Notice>
  );
  if (!canOffer) return rejectedNote || null;

  return (
    <OfferForm
      listing={listing}
      submitLabel="Teklif Gönder"
      busy={placeOffer.isPending}
      refusal={refusal}
      onSend={send}
    >
      {rejectedNote}
    </OfferForm>
  );
}
