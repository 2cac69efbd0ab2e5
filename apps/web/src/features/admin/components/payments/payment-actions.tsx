import type { AdminPayment } from '@arsamezat/shared/admin/admin-payments';
import { Landmark, Undo2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';

export type PaymentActionHandlers = {
  onManual: (payment: AdminPayment) => void;
  onRefund: (payment: AdminPayment) => void;
};

/** What an admin may do with a payment: record a bank transfer, or send its deposit to refund. */
export function PaymentActions({
  payment,
  onManual,
  onRefund,
}: { payment: AdminPayment } & PaymentActionHandlers) {
  const deposit = payment.deposit;
  const canRecordTransfer =
    payment.status !== 'completed' &&
    payment.isLiveAttempt &&
    (deposit?.status === 'pending' || deposit?.status === 'failed');
  const canRefund = payment.status === 'completed' && deposit?.status === 'completed';
  if (!canRecordTransfer && !canRefund) return null;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {canRecordTransfer && (
        <Button variant="outline" onClick={() => onManual(payment)}>
          <Landmark aria-hidden />
          Havale/EFT
        </Button>
      )}
      {canRefund && (
        <Button variant="outline" onClick={() => onRefund(payment)}>
          <Undo2 aria-hidden />
          İadeye Al
        </Button>
      )}
    </div>
  );
}
