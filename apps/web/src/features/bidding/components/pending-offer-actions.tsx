import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import type { Offer } from '@arsamezat/shared/trading/offers';
import { Pencil, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AmountConfirmDialog } from '../../../components/ui/amount-confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useChangeOffer, useWithdrawOffer } from '../api/change-own-offer';
import { OfferForm } from './offer-form';

const FAILED = 'İşlem sırasında bir hata oluştu. Lütfen tekrar deneyin.';
const messageOf = (caught: unknown) => (caught instanceof ApiError ? caught.message : FAILED);

/**
 * A pending offer's two changes, until the admin decides: a new amount (confirmed like a new
 * offer) or withdrawing it (confirmed too). If the admin decided first, the server says so and
 * the panel reads the offer again.
 */
export function PendingOfferActions({ listing, offer }: { listing: ListingDetail; offer: Offer }) {
  const change = useChangeOffer(listing.id);
  const withdraw = useWithdrawOffer(listing.id);
  const [mode, setMode] = useState<'idle' | 'changing' | 'withdrawing'>('idle');
  const [refusal, setRefusal] = useState<string>();

  async function sendChange({ amount }: { amount: number }): Promise<boolean> {
    setRefusal(undefined);
    try {
      const answer = await change.mutateAsync({ offerId: offer.id, amount });
      toast.success(answer.message);
      setMode('idle');
      return true;
    } catch (caught) {
      setRefusal(messageOf(caught));
      return false;
    }
  }

  async function sendWithdraw() {
    setRefusal(undefined);
    try {
      const answer = await withdraw.mutateAsync(offer.id);
      toast.success(answer.message);
    } catch (caught) {
      setRefusal(messageOf(caught));
    }
    setMode('idle');
  }

  if (mode === 'changing') {
    return (
      <OfferForm
        listing={listing}
        initialAmount={offer.amount}
        submitLabel="Yeni Tutarı Gönder"
        busy={change.isPending}
        refusal={refusal}
        onSend={sendChange}
      >
        <Button variant="ghost" fullWidth onClick={() => setMode('idle')}>
          Değiştirmekten Vazgeç
        </Button>
      </OfferForm>
    );
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-600">
        İlan sahibi karar verene kadar teklifinizi değiştirebilir veya geri çekebilirsiniz.
      </p>
      {refusal && (
        <Notice tone="error">
          <p>{refusal}</p>
        </Notice>
      )}
      <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
        <Button variant="outline" onClick={() => setMode('changing')}>
          <Pencil aria-hidden />
          Teklifi Değiştir
        </Button>
        <Button variant="outline" onClick={() => setMode('withdrawing')}>
          <Undo2 aria-hidden />
          Teklifi Geri Çek
        </Button>
      </div>
      <AmountConfirmDialog
        open={mode === 'withdrawing'}
        onOpenChange={(open) => !open && setMode('idle')}
        title="Teklifinizi Geri Çekin"
        amountLabel="Geri çekilecek teklif"
        amount={offer.amount}
        listingTitle={listing.title}
        confirmLabel="Geri Çek"
        busy={withdraw.isPending}
        onConfirm={() => void sendWithdraw()}
      >
        <p>
          Geri çekilen teklif artık kabul edilemez. Dilerseniz ilan açık olduğu sürece yeni bir
          teklif gönderebilirsiniz.
        </p>
      </AmountConfirmDialog>
    </div>
  );
}
