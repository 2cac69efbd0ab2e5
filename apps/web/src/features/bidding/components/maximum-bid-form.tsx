import { zodResolver } from '@hookform/resolvers/zod';
import { BID_MESSAGES, BidAmountSchema, type PlaceBidInput } from '@arsamezat/shared/trading/bids';
import type { MyDeposit } from '@arsamezat/shared/trading/deposits';
import { getListingPhase } from '@arsamezat/shared/listings/listing-phase';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { formatTl } from '@arsamezat/shared/core/money';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Repeat } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { listingKeys } from '../../../lib/listing-keys';
import { usePlaceBid } from '../api/place-bid';
import { amountFormSchema, type AmountFormValues } from '../lib/amount-form';
import { MAXIMUM_TEXTS } from '../lib/trade-texts';
import { AmountField } from './amount-input';
import { BidConfirmDialog } from './bid-confirm-dialog';
import { handleTradeRefusal } from './trade-refusal';

const MaximumFormSchema = amountFormSchema(BidAmountSchema, BID_MESSAGES.invalidAmount);

type MaximumBidFormProps = {
  listing: ListingDetail;
  deposit: MyDeposit | undefined;
  onDepositRequired: () => void;
  /** The server's clock, for the active check. */
  now: () => Date;
  /** The member leads now: the form is theirs alone, its floor the current price. */
  leading: boolean;
  /** The member's own maximum while they lead with one (only the leader is ever told it). */
  maximum: number | null;
};

/**
 * 'Otomatik teklif: en fazla …' (decision 028): the member gives the most they will pay and the
 * server bids for them, one increment above any competing bid, up to it. The leader (their
 * maximum and the price are above, in `AuctionStanding`) may set one or raise theirs: it is the
 * one form they are offered. Confirmed like a bid before it goes out.
 */
export function MaximumBidForm(props: MaximumBidFormProps) {
  const { listing, deposit, onDepositRequired, now, leading, maximum } = props;
  const queryClient = useQueryClient();
  const placeBid = usePlaceBid(listing.id);
  const current = listing.highestBid;
  const floor =
    leading && current !== null ? current : (listing.minimumNextBid ?? listing.startingPrice);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<AmountFormValues, unknown, PlaceBidInput>({
    resolver: zodResolver(MaximumFormSchema),
    defaultValues: { amount: null },
  });
  const busy = placeBid.isPending;
  const [pending, setPending] = useState<PlaceBidInput | null>(null);
  const error = errors.amount?.message ?? errors.root?.refusal?.message;
  const refuse = (message: string) => setError('root.refusal', { message });

  const check = handleSubmit((input) => {
    if (getListingPhase(listing, now()) !== 'active') return refuse(BID_MESSAGES.notActive);
    setPending(input);
  });

  async function send(input: PlaceBidInput) {
    try {
      const placed = await placeBid.mutateAsync({ amount: input.amount, kind: 'maximum' });
      setPending(null);
      reset({ amount: null });
      const price = formatTl(placed.listing.highestBid);
      if (placed.leading) toast.success(MAXIMUM_TEXTS.saved(price));
      else toast.warning(MAXIMUM_TEXTS.outbid(price));
      if (placed.listing.extended)
        toast.info('Son dakikada gelen teklifiniz ihale süresini uzattı.');
    } catch (caught) {
      setPending(null);
      handleTradeRefusal(caught, {
        queryClient,
        listingId: listing.id,
        onDepositRequired,
        setError: refuse,
        staleCodes: ['BID_TOO_LOW', 'BID_CONFLICT', 'MAXIMUM_BELOW_PRICE'],
        staleKey: listingKeys.detail(listing.id),
      });
    }
  }

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    clearErrors();
    if (deposit && !deposit.hasCompleted) return onDepositRequired();
    void check(event);
  }

  const raising = leading && maximum !== null;
  return (
    <form
      className={leading ? 'space-y-3' : 'space-y-3 border-t border-ink-100 pt-4'}
      onSubmit={submit}
      noValidate
      aria-label="Otomatik teklif"
    >
      <AmountField
        control={control}
        label={raising ? 'Yeni üst limit' : 'Otomatik teklif: en fazla'}
        hint={`${MAXIMUM_TEXTS.explanation} En az ${formatTl(floor)}.`}
        disabled={busy}
      />
      {error && (
        <Notice tone="error">
          <p>{error}</p>
        </Notice>
      )}
      <Button type="submit" variant="outline" size="lg" fullWidth disabled={busy}>
        {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Repeat aria-hidden />}
        {raising ? 'Üst Limiti Güncelle' : 'Otomatik Teklifi Başlat'}
      </Button>
      <BidConfirmDialog
        listing={listing}
        amount={pending?.amount ?? null}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void send(pending)}
        title="Otomatik Teklifinizi Onaylayın"
        amountLabel="Üst limit"
        confirmLabel="Üst Limiti Onayla"
        extra={<p>{MAXIMUM_TEXTS.explanation}</p>}
      />
    </form>
  );
}
