import type { AdminPayment, AdminRefund } from '@arsamezat/shared/admin/admin-payments';
import {
  addBusinessDays,
  DEPOSIT_REFUND_BUSINESS_DAYS,
} from '@arsamezat/shared/member/member-records';
import type { PaymentRow } from './admin-payments.repository.ts';
import type { RefundRow } from './admin-refunds.repository.ts';

const person = (row: {
  memberId: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
}) => ({
  id: row.memberId,
  fullName: `${row.firstName} ${row.lastName}`.trim(),
  phone: row.phone,
  email: row.email,
});

/** A payment an admin recorded as a bank transfer reads 'manual', whatever card attempt it was. */
export function toAdminPayment(row: PaymentRow): AdminPayment {
  return {
    id: row.id,
    kind: row.purchaseId ? 'package' : 'deposit',
    orderId: row.orderId,
    amount: row.amount,
    status: row.status,
    provider: row.manualNote === null ? row.provider : 'manual',
    manualNote: row.manualNote,
    failureReason: row.failureReason,
    member: person(row),
    listing:
      row.listingId && row.listingTitle !== null
        ? { id: row.listingId, title: row.listingTitle }
        : null,
    packageSale:
      row.purchaseId && row.firmId && row.firmTitle !== null && row.packageName !== null
        ? { firmId: row.firmId, firmTitle: row.firmTitle, packageName: row.packageName }
        : null,
    deposit:
      row.depositId && row.depositStatus ? { id: row.depositId, status: row.depositStatus } : null,
    isLiveAttempt: row.depositPaymentId === row.orderId,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** A claim older than this is taken over: the one who held it stopped (a crash, a lost answer). */
export const REFUND_CLAIM_STALE_MS = 10 * 60 * 1000;

/** The 7-business-day promise: due by, and whether it has passed unrefunded. */
export function refundDeadline(dueSince: Date, now: Date) {
  const refundBy = addBusinessDays(dueSince, DEPOSIT_REFUND_BUSINESS_DAYS);
  return { refundBy, overdue: now.getTime() > refundBy.getTime() };
}

export function toAdminRefund(row: RefundRow, now: Date): AdminRefund {
  const dueSince = new Date(row.dueSince);
  const { refundBy, overdue } = refundDeadline(dueSince, now);
  const claimed =
    row.refundClaimedAt !== null &&
    now.getTime() - new Date(row.refundClaimedAt).getTime() < REFUND_CLAIM_STALE_MS;
  return {
    depositId: row.depositId,
    amount: row.amount,
    status: row.status,
    member: person(row),
    listing: { id: row.listingId, title: row.listingTitle },
    orderId: row.orderId,
    provider: row.orderId === null ? null : row.manualNote === null ? row.provider : 'manual',
    dueSince: dueSince.toISOString(),
    refundBy: refundBy.toISOString(),
    overdue: row.status === 'refund_due' && overdue,
    inProgress: row.status === 'refund_due' && claimed,
    lastError: row.status === 'refund_due' ? row.refundError : null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}
