import { BID_MESSAGES } from '@arsamezat/shared/bids';
import { getListingPhase } from '@arsamezat/shared/listing-phase';
import type { ListingDetail } from '@arsamezat/shared/listings';
import { formatTl } from '@arsamezat/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { Gavel, LoaderCircle } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import type { MyDeposit } from '@arsamezat/shared/deposits';
import { listingKeys } from '../../../lib/listing-keys';
import { placeBid } from '../api/bidding-api';
import { AmountInput } from './amount-input';
import { handleTradeRefusal } from './trade-refusal';

const toLira = (kurus: number) => Math.ceil(kurus / 100);

type BidFormProps = {
  listing: ListingDetail;
  deposit: MyDeposit | undefined;
  /** Opens the deposit dialog (no completed deposit yet). */
  onDepositRequired: () => void;
  /** The server's clock, for the active check (the browser's may be off). */
  now: () => Date;
  /** The member's own bid is the highest now: nothing to outbid. */
  leading: boolean;
};

/**
 * The bid form of an active auction (spec §2.2, §5 Bid). The amount starts at the minimum next
 * bid and follows it while untouched; what is typed is what is sent. The checks run in the
 * spec's order; the server decides, and its refusal is shown as it says it.
 */
export function BidForm({ listing, deposit, onDepositRequired, now, leading }: BidFormProps) {
  const queryClient = useQueryClient();
  const minimum = listing.minimumNextBid ?? listing.startingPrice;
  /** What the member typed; undefined while untouched (the amount then follows the minimum). */
  const [typed, setTyped] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = typed === undefined ? toLira(minimum) : typed;

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setError(null);
    if (listing.listingType !== 'auction') return setError(BID_MESSAGES.notAnAuction);
    if (deposit && !deposit.hasCompleted) return onDepositRequired();
    if (!amount || amount <= 0) return setError(BID_MESSAGES.invalidAmount);
    if (getListingPhase(listing, now()) !== 'active') return setError(BID_MESSAGES.notActive);

    setBusy(true);
    try {
      const placed = await placeBid(listing.id, amount * 100);
      // The live stream may already have brought newer bids than this answer knows of.
      queryClient.setQueryData<ListingDetail>(listingKeys.detail(listing.id), (old) =>
        old && placed.listing.bidCount >= old.bidCount
          ? {
              ...old,
              highestBid: placed.listing.highestBid,
              displayPrice: placed.listing.highestBid,
              minimumNextBid: placed.listing.minimumNextBid,
              bidCount: placed.listing.bidCount,
              endsAt: placed.listing.endsAt,
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: listingKeys.bids(listing.id) });
      void queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
      setTyped(undefined);
      toast.success(`Teklifiniz alındı: ${formatTl(placed.bid.amount)}`);
      if (placed.listing.extended)
        toast.info('Son dakikada gelen teklifiniz ihale süresini uzattı.');
    } catch (caught) {
      handleTradeRefusal(caught, {
        queryClient,
        listingId: listing.id,
        onDepositRequired,
        setError,
        staleCodes: ['BID_TOO_LOW', 'BID_CONFLICT'],
        staleKey: listingKeys.detail(listing.id),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="space-y-3" onSubmit={(e) => void submit(e)} noValidate>
      {leading && (
        <Notice tone="success" title="En yüksek teklif sizin">
          <p>Başka bir teklif gelirse burada görürsünüz; o zaman yeniden teklif verebilirsiniz.</p>
        </Notice>
      )}
      <FormField label="Teklif Tutarı" hint={`En az ${formatTl(minimum)}`}>
        {(control) => (
          <AmountInput control={control} value={amount} disabled={busy} onChange={setTyped} />
        )}
      </FormField>
      {error && (
        <Notice tone="error">
          <p>{error}</p>
        </Notice>
      )}
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Gavel aria-hidden />}
        Teklif Ver
      </Button>
    </form>
  );
}
