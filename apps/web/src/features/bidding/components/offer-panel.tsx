import { zodResolver } from '@hookform/resolvers/zod';
import type { MyDeposit } from '@arsamezat/shared/deposits';
import type { ListingDetail } from '@arsamezat/shared/listings';
import { formatTl } from '@arsamezat/shared/money';
import {
  OFFER_MESSAGES,
  OFFER_STATUS_LABELS,
  OfferAmountSchema,
  type PlaceOfferInput,
} from '@arsamezat/shared/offers';
import { useQueryClient } from '@tanstack/react-query';
import { HandCoins, LoaderCircle, Send } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { offerKeys, useMyOffers } from '../api/get-my-offers';
import { usePlaceOffer } from '../api/place-offer';
import { amountFormSchema, type AmountFormValues } from '../lib/amount-form';
import { AmountInput } from './amount-input';
import { handleTradeRefusal } from './trade-refusal';

const OfferFormSchema = amountFormSchema(OfferAmountSchema, OFFER_MESSAGES.invalidAmount);
const EMPTY: AmountFormValues = { amount: null };

type OfferPanelProps = {
  listing: ListingDetail;
  deposit: MyDeposit | undefined;
  onDepositRequired: () => void;
};

/**
 * An offer listing's side of the panel (spec §4 offer status, §5 Offer): the member's current
 * offer instead of the form while it is pending or accepted; after a rejection, a note and the
 * form again.
 */
export function OfferPanel({ listing, deposit, onDepositRequired }: OfferPanelProps) {
  const queryClient = useQueryClient();
  const offers = useMyOffers(listing.id);
  const placeOffer = usePlaceOffer(listing.id);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AmountFormValues, unknown, PlaceOfferInput>({
    resolver: zodResolver(OfferFormSchema),
    defaultValues: EMPTY,
  });
  const busy = placeOffer.isPending;
  const error = errors.amount?.message ?? errors.root?.refusal?.message;

  const submit = handleSubmit(async (input) => {
    try {
      await placeOffer.mutateAsync(input);
      toast.success('Teklifiniz gönderildi. Satıcının yanıtı bekleniyor.');
      reset(EMPTY);
    } catch (caught) {
      handleTradeRefusal(caught, {
        queryClient,
        listingId: listing.id,
        onDepositRequired,
        setError: (message) => setError('root.refusal', { message }),
        staleCodes: ['OFFER_EXISTS', 'OFFER_CONFLICT'],
        staleKey: offerKeys.mine(listing.id),
      });
    }
  });

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
      <div className="flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4">
        <HandCoins aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <p className="text-sm font-semibold text-brand-900" data-testid="current-offer">
          Mevcut Teklifiniz: {formatTl(current.amount)} ({OFFER_STATUS_LABELS[current.status]})
        </p>
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
    <form className="space-y-3" onSubmit={(event) => void submit(event)} noValidate>
      {rejectedNote}
      <FormField label="Teklif Tutarı" hint={`Liste fiyatı ${formatTl(listing.startingPrice)}`}>
        {(a11y) => (
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <AmountInput
                control={a11y}
                value={field.value}
                disabled={busy}
                onChange={field.onChange}
              />
            )}
          />
        )}
      </FormField>
      {error && (
        <Notice tone="error">
          <p>{error}</p>
        </Notice>
      )}
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Send aria-hidden />}
        Teklif Gönder
      </Button>
    </form>
  );
}
