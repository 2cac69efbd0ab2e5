import { zodResolver } from '@hookform/resolvers/zod';
import { BID_MESSAGES, BidAmountSchema, type PlaceBidInput } from '@arsamezat/shared/trading/bids';
import type { MyDeposit } from '@arsamezat/shared/trading/deposits';
import { getListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { takesBids } from '@arsamezat/shared/listings/listing-types';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { formatTl, kurusToLira } from '@arsamezat/shared/core/money';
import { useQueryClient } from '@tanstack/react-query';
import { Gavel, LoaderCircle } from 'lucide-react';
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
import { QuickAmounts } from './quick-amounts';
import { handleTradeRefusal } from './trade-refusal';

const BidFormSchema = amountFormSchema(BidAmountSchema, BID_MESSAGES.invalidAmount);

type BidFormProps = {
  listing: ListingDetail;
  deposit: MyDeposit | undefined;
  /** Opens the deposit dialog (no completed deposit yet). */
  onDepositRequired: () => void;
  /** The server's clock, for the active check (the browser's may be off). */
  now: () => Date;
};

/**
 * The bid form of an active auction (spec §2.2, §5 Bid). The amount starts at the minimum next
 * bid (whole lira, rounded up) and follows it while untouched; the quick buttons put the minimum
 * plus 1, 2 or 5 increments in the box. 'Teklif Ver' checks the form, then the amount is confirmed
 * in a dialog (figures, words, deposit rules) before it is sent. The checks run in the spec's
 * order; the server decides, and its refusal is shown as it says it. Not drawn for the leader
 * (trade-forms.tsx): there is nothing for them to outbid.
 */
export function BidForm({ listing, deposit, onDepositRequired, now }: BidFormProps) {
  const queryClient = useQueryClient();
  const placeBid = usePlaceBid(listing.id);
  const minimum = listing.minimumNextBid ?? listing.startingPrice;
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<AmountFormValues, unknown, PlaceBidInput>({
    resolver: zodResolver(BidFormSchema),
    values: { amount: Math.ceil(kurusToLira(minimum)) },
    // A typed amount stays while the minimum moves, an untouched one follows it; a refusal on
    // screen stays too (a BID_TOO_LOW reloads the listing, which moves the minimum).
    resetOptions: { keepDirtyValues: true, keepErrors: true },
  });
  const busy = placeBid.isPending;
  /** The checked amount waiting for the member's confirmation (kuruş); the dialog is open. */
  const [pending, setPending] = useState<PlaceBidInput | null>(null);
  const error = errors.amount?.message ?? errors.root?.refusal?.message;
  const refuse = (message: string) => setError('root.refusal', { message });

  const check = handleSubmit((input) => {
    if (getListingPhase(listing, now()) !== 'active') return refuse(BID_MESSAGES.notActive);
    setPending(input);
  });

  async function send(input: PlaceBidInput) {
    if (getListingPhase(listing, now()) !== 'active') {
      setPending(null);
      return refuse(BID_MESSAGES.notActive);
    }
    try {
      const placed = await placeBid.mutateAsync(input);
      setPending(null);
      reset();
      if (placed.leading) toast.success(`Teklifiniz alındı: ${formatTl(input.amount)}`);
      else toast.warning(MAXIMUM_TEXTS.bidAnswered(formatTl(placed.listing.highestBid)));
      if (placed.listing.extended)
        toast.info('Son dakikada gelen teklifiniz ihale süresini uzattı.');
    } catch (caught) {
      setPending(null);
      handleTradeRefusal(caught, {
        queryClient,
        listingId: listing.id,
        onDepositRequired,
        setError: refuse,
        staleCodes: ['BID_TOO_LOW', 'BID_CONFLICT'],
        staleKey: listingKeys.detail(listing.id),
      });
    }
  }

  // The listing and the deposit are checked before the amount (spec §5 Bid's order).
  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    clearErrors();
    if (!takesBids(listing.listingType)) return refuse(BID_MESSAGES.notAnAuction);
    if (deposit && !deposit.hasCompleted) return onDepositRequired();
    void check(event);
  }

  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      <AmountField
        control={control}
        label="Teklif Tutarı"
        hint={`En az ${formatTl(minimum)}`}
        disabled={busy}
      />
      <QuickAmounts
        minimum={minimum}
        increment={listing.minIncrement}
        disabled={busy}
        onPick={(lira) => {
          clearErrors();
          setValue('amount', lira, { shouldDirty: true });
        }}
      />
      {error && (
        <Notice tone="error">
          <p>{error}</p>
        </Notice>
      )}
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Gavel aria-hidden />}
        Teklif Ver
      </Button>
      <BidConfirmDialog
        listing={listing}
        amount={pending?.amount ?? null}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void send(pending)}
      />
    </form>
  );
}
