import { DEPOSIT_REFUND_BUSINESS_DAYS } from '@arsamezat/shared/member/member-records';
import type { MyDepositRecord } from '@arsamezat/shared/member/member-records';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AmountConfirmDialog } from '../../../components/ui/amount-confirm-dialog';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useRequestDepositRefund } from '../api/request-deposit-refund';

const FAILED = 'İade talebiniz gönderilemedi. Lütfen tekrar deneyin.';
const messageOf = (caught: unknown) => (caught instanceof ApiError ? caught.message : FAILED);

/**
 * 'Teminat İadesi İste' on a deposit that backs no leading bid and no pending offer (the server's
 * `refundable`; decision 061): confirmed with its amount, then decided by the server, which may
 * still refuse (a bid took the lead meanwhile): its reason is told in a toast.
 */
export function DepositRefundAction({ deposit }: { deposit: MyDepositRecord }) {
  const refund = useRequestDepositRefund(deposit.listing.id);
  const [open, setOpen] = useState(false);

  async function confirm() {
    try {
      const answer = await refund.mutateAsync(deposit.id);
      toast.success(answer.message, {
        description: `Teminatınız en geç ${formatDate(answer.deposit.refundBy)} tarihine kadar ödemeyi yaptığınız karta iade edilecek.`,
      });
    } catch (caught) {
      // A toast, not a line here: the list is read again and the button may be gone by then.
      toast.error(messageOf(caught));
    }
    setOpen(false);
  }

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden />
        Teminat İadesi İste
      </Button>
      <AmountConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Teminat İadesi İste"
        amountLabel="İade edilecek teminat"
        amount={deposit.amount}
        listingTitle={deposit.listing.title || 'Arsa'}
        confirmLabel="İadeyi İste"
        busy={refund.isPending}
        onConfirm={() => void confirm()}
      >
        <p>
          Teminatınız {DEPOSIT_REFUND_BUSINESS_DAYS} iş günü içinde ödemeyi yaptığınız karta iade
          edilir.
        </p>
        <p>İadeden sonra bu ilana teklif vermek için yeniden teminat yatırmanız gerekir.</p>
      </AmountConfirmDialog>
    </>
  );
}
