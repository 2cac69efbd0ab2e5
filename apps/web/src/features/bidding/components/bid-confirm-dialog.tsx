import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { formatTl } from '@arsamezat/shared/core/money';
import type { ReactNode } from 'react';
import { AmountConfirmDialog } from '../../../components/ui/amount-confirm-dialog';
import { antiSnipeRule } from '@arsamezat/shared/trading/trade-texts';
import { SALE_RULE_TEXTS } from '@arsamezat/shared/sales/sale-rule-texts';

type BidConfirmDialogProps = {
  listing: ListingDetail;
  /** The amount to confirm in kuruş; the dialog is open while it is set. */
  amount: number | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Lines a variant of the bid adds (e.g. an automatic maximum) above the deposit rules. */
  extra?: ReactNode;
  title?: string;
  amountLabel?: string;
  confirmLabel?: string;
};

/**
 * A bid is confirmed before it goes out: the amount in figures and words, the listing and what
 * the deposit rules mean for it (terms 8.4: the winner's deposit is the service fee and counts
 * towards the price, decision 060; everyone else's is refunded within 7 business days), and
 * what happens to it when the winner walks away or the member is the runner-up (issue 29).
 */
export function BidConfirmDialog({
  listing,
  amount,
  busy,
  onCancel,
  onConfirm,
  extra,
  title = 'Teklifinizi Onaylayın',
  amountLabel = 'Teklif tutarı',
  confirmLabel = 'Teklifi Onayla',
}: BidConfirmDialogProps) {
  const rule = antiSnipeRule(listing.antiSnipeMinutes);
  return (
    <AmountConfirmDialog
      open={amount !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      amountLabel={amountLabel}
      amount={amount ?? 0}
      listingTitle={listing.title}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={onConfirm}
    >
      {extra}
      <ul className="list-disc space-y-1.5 pl-5">
        <li>Onayladığınız teklif bağlayıcıdır ve geri alınamaz.</li>
        <li>
          İhaleyi kazanırsanız Hizmet Bedeli Peşinatınız ({formatTl(listing.depositAmount)}) hizmet
          bedeli olarak tahsil edilir ve satış bedelinin içinden sayılır: toplam ödemeniz kazanan
          teklifinizi aşmaz.
        </li>
        <li>{SALE_RULE_TEXTS.buyerDefault}</li>
        <li>Kazanamazsanız peşinatınız ihale bitiminden sonra 7 iş günü içinde iade edilir.</li>
        <li>{SALE_RULE_TEXTS.runnerUp}</li>
        {rule && <li>{rule}</li>}
      </ul>
    </AmountConfirmDialog>
  );
}
