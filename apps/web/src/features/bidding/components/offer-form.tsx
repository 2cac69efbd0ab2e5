import { zodResolver } from '@hookform/resolvers/zod';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { formatTl, kurusToLira } from '@arsamezat/shared/core/money';
import {
  OFFER_MESSAGES,
  OfferAmountSchema,
  type PlaceOfferInput,
} from '@arsamezat/shared/trading/offers';
import { LoaderCircle, Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { AmountConfirmDialog } from '../../../components/ui/amount-confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { amountFormSchema, type AmountFormValues } from '../lib/amount-form';
import { LISTING_TYPE_TRAITS } from '@arsamezat/shared/listings/listing-types';
import { SALE_RULE_TEXTS } from '@arsamezat/shared/sales/sale-rule-texts';
import { AmountField } from './amount-input';

const OfferFormSchema = amountFormSchema(OfferAmountSchema, OFFER_MESSAGES.invalidAmount);

/** An offer under half the list price gets a warning in its confirmation. */
const FAR_BELOW_SHARE = 0.5;

type OfferFormProps = {
  listing: ListingDetail;
  /** The current amount when changing a pending offer (kuruş); empty for a new offer. */
  initialAmount?: number;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal of the last attempt. */
  refusal: string | undefined;
  /** Sends the confirmed amount; resolves true when the server took it. */
  onSend: (input: PlaceOfferInput) => Promise<boolean>;
  children?: ReactNode;
};

/**
 * The amount of an offer, confirmed before it goes out: the dialog shows it in figures and in
 * words, and warns when it is far below the list price (a 100 ₺ offer on a 3.700.000 ₺ listing
 * does not leave on one click).
 */
export function OfferForm({
  listing,
  initialAmount,
  submitLabel,
  busy,
  refusal,
  onSend,
  children,
}: OfferFormProps) {
  const [pending, setPending] = useState<PlaceOfferInput | null>(null);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AmountFormValues, unknown, PlaceOfferInput>({
    resolver: zodResolver(OfferFormSchema),
    defaultValues: {
      amount: initialAmount === undefined ? null : Math.round(kurusToLira(initialAmount)),
    },
  });
  const error = errors.amount?.message ?? refusal;
  const listPrice = listing.startingPrice;
  const farBelow = pending !== null && pending.amount < listPrice * FAR_BELOW_SHARE;
  const share = pending && listPrice > 0 ? Math.floor((pending.amount / listPrice) * 100) : 100;

  async function confirm() {
    if (!pending) return;
    await onSend(pending);
    setPending(null);
  }

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => void handleSubmit((input) => setPending(input))(event)}
      noValidate
    >
      {children}
      <AmountField
        control={control}
        label="Teklif Tutarı"
        hint={`Liste fiyatı ${formatTl(listPrice)}`}
        disabled={busy}
      />
      {error && (
        <Notice tone="error">
          <p>{error}</p>
        </Notice>
      )}
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Send aria-hidden />}
        {submitLabel}
      </Button>
      <AmountConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Teklifinizi Onaylayın"
        amountLabel="Pazarlık teklifi"
        amount={pending?.amount ?? 0}
        listingTitle={listing.title}
        confirmLabel="Teklifi Gönder"
        busy={busy}
        onConfirm={() => void confirm()}
      >
        {farBelow && (
          <Notice tone="warning" title="Teklifiniz liste fiyatının çok altında">
            <p>
              Liste fiyatı {formatTl(listPrice)}; teklifiniz bunun %{share}’i. Tutarı doğru
              yazdığınızdan emin olun.
            </p>
          </Notice>
        )}
        <ul className="list-disc space-y-1.5 pl-5">
          <li>
            Teklifiniz ilan sahibine iletilir; karar verilene kadar geri çekebilir veya
            değiştirebilirsiniz.
          </li>
          <li>
            Kabul edilirse Hizmet Bedeli Peşinatınız ({formatTl(listing.depositAmount)}) hizmet
            bedeli olarak tahsil edilir.
          </li>
          <li>{SALE_RULE_TEXTS.buyerDefault}</li>
          <li>{LISTING_TYPE_TRAITS.offer.depositExplanation}</li>
          <li>{SALE_RULE_TEXTS.runnerUp}</li>
        </ul>
      </AmountConfirmDialog>
    </form>
  );
}
