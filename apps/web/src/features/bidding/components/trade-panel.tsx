import { formatIstanbulLongDate } from '@arsamezat/shared/core/istanbul-time';
import { listingTypeOf } from '@arsamezat/shared/listings/listing-types';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { CircleCheck, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useMyDeposit } from '../api/get-my-deposit';
import { DepositDialog } from './deposit-dialog';
import { TRADE_PANEL_LOADING } from './trade-panel-texts';
import { MyOutcome } from './my-outcome';
import { OwnFirmNote } from './own-firm-note';
import { TRADE_FORMS } from './trade-forms';

/**
 * What a signed-in member can do on an open listing: the deposit (teminat) gate, then the forms
 * of the listing's type (trade-forms.tsx: bids on auctions, an offer on offer listings). Bidding
 * or offering without a completed deposit opens the deposit dialog (spec §4 Gate).
 */
export function TradePanel({ listing, now }: { listing: ListingDetail; now: () => Date }) {
  const deposit = useMyDeposit(listing.id, { enabled: true });
  const traits = listingTypeOf(listing.listingType);
  const Forms = TRADE_FORMS[listing.listingType];
  const [dialogOpen, setDialogOpen] = useState(false);
  const openDialog = () => setDialogOpen(true);

  if (deposit.isPending) return <Spinner label={TRADE_PANEL_LOADING} />;
  // The member acts for the listing's own firm: no deposit, bid or offer (issue 28).
  if (deposit.data?.ownFirmListing) return <OwnFirmNote listingId={listing.id} />;
  // An ended listing: what it means for this member, no deposit gate or form.
  if (listing.phase === 'ended') return <MyOutcome listing={listing} deposit={deposit.data} />;
  const hasCompleted = deposit.data?.hasCompleted ?? false;
  const hasPending = deposit.data?.hasPending ?? false;
  const strikes = deposit.data?.strikes;

  return (
    <div className="space-y-4">
      {hasCompleted ? (
        <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
          <CircleCheck aria-hidden className="size-4" />
          Teminatınız yatırıldı.
        </p>
      ) : strikes?.blocked ? (
        // At the strike limit (decision 075): say why before any card is asked for.
        <div className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-ink-800">
          <p className="flex items-start gap-2 font-medium">
            <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
            Yeni teminat yatıramazsınız.
          </p>
          <p>
            Son dönemde tamamlamadığınız {strikes.count} satış (Temerrüt) nedeniyle hesabınızda
            uyarı sınırına ulaşıldı
            {strikes.until
              ? `; ${formatIstanbulLongDate(strikes.until)} tarihinden sonra`
              : ''}{' '}
            yeniden teminat yatırabilirsiniz. Ayrıntı için bizimle iletişime geçin.
          </p>
        </div>
      ) : (
        <div className="space-y-3 rounded-xl border border-accent-200 bg-accent-50 p-4">
          <p className="flex items-start gap-2 text-sm font-medium text-ink-800">
            <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
            {traits.depositGateText}
          </p>
          <Button variant="accent" fullWidth onClick={openDialog}>
            {hasPending ? 'Yeniden Ödeme Yap' : 'Teminatı Yatır'}
          </Button>
        </div>
      )}
      <Forms listing={listing} deposit={deposit.data} onDepositRequired={openDialog} now={now} />
      <DepositDialog
        listing={listing}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        hasPending={hasPending}
      />
    </div>
  );
}
