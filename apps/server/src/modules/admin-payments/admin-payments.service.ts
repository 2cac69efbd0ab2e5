import {
  ADMIN_PAYMENT_MESSAGES,
  ADMIN_PAYMENTS_CSV_LIMIT,
  ADMIN_PAYMENTS_PAGE_SIZE,
  type AdminPaymentAction,
  type AdminPaymentsFilter,
  type AdminPaymentsPage,
  type AdminPaymentsQuery,
  type AdminRefundAction,
  type ManualPayment,
} from '@arsamezat/shared/admin/admin-payments';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { toAdminPayment, toAdminRefund } from './admin-payments.mapper.ts';
import {
  completeManually,
  countPayments,
  findPayment,
  lockPaymentAndDeposit,
  selectPaymentListings,
  selectPayments,
} from './admin-payments.repository.ts';
import { findRefund, lockDeposit, markRefundDue } from './admin-refunds.repository.ts';
import { paymentsCsv } from './payments-csv.ts';

type Deps = { db: Db; clock: () => Date };

const FILTER_LISTINGS = 200;

/**
 * The payments table (issue 11) and the two writes that replace the spec's free status toggle
 * (decision 011, 024): a bank transfer recorded as the payment of its deposit, with a note and
 * the amount; and a completed deposit sent to the refund queue. Each write is one transaction
 * with its audit row.
 */
export function createAdminPaymentsService({ db, clock }: Deps) {
  async function listPayments(query: AdminPaymentsQuery): Promise<AdminPaymentsPage> {
    const filter = { status: query.status, listingId: query.listingId, kind: query.kind };
    const offset = (query.page - 1) * ADMIN_PAYMENTS_PAGE_SIZE;
    const [rows, total, listings] = await Promise.all([
      selectPayments(db, filter, ADMIN_PAYMENTS_PAGE_SIZE, offset),
      countPayments(db, filter),
      selectPaymentListings(db, FILTER_LISTINGS),
    ]);
    return {
      items: rows.map(toAdminPayment),
      total,
      page: query.page,
      pageSize: ADMIN_PAYMENTS_PAGE_SIZE,
      listings,
    };
  }

  /** The filtered rows as CSV (newest first, at most ADMIN_PAYMENTS_CSV_LIMIT). */
  async function exportCsv(filter: AdminPaymentsFilter): Promise<string> {
    const rows = await selectPayments(db, filter, ADMIN_PAYMENTS_CSV_LIMIT, 0);
    return paymentsCsv(rows.map(toAdminPayment));
  }

  async function completeManualPayment(
    adminId: string,
    paymentId: string,
    { amount, note }: ManualPayment,
  ): Promise<AdminPaymentAction> {
    const now = clock();
    try {
      await db.transaction(async (tx) => {
        const locked = await lockPaymentAndDeposit(tx, paymentId);
        if (!locked) throw new AppError('PAYMENT_NOT_FOUND');
        const { payment, deposit } = locked;
        const eligible =
          (payment.status === 'pending' || payment.status === 'failed') &&
          deposit !== null &&
          deposit.paymentId === payment.orderId &&
          (deposit.status === 'pending' || deposit.status === 'failed');
        if (!deposit || !eligible) throw new AppError('PAYMENT_NOT_MANUAL');
        if (amount !== payment.amount) {
          throw badRequest(ADMIN_PAYMENT_MESSAGES.amountMismatch, 'VALIDATION', {
            amount: ADMIN_PAYMENT_MESSAGES.amountMismatch,
          });
        }
        await completeManually(tx, { paymentId, depositId: deposit.id }, { note, adminId, now });
        await recordAudit(tx, {
          actorId: adminId,
          action: 'payment.manual_completed',
          entityType: 'payment',
          entityId: paymentId,
          before: { status: payment.status, depositStatus: deposit.status },
          after: {
            status: 'completed',
            provider: 'manual',
            amount,
            note,
            depositId: deposit.id,
            depositStatus: 'completed',
          },
        });
      });
    } catch (error) {
      // The member has another pending or completed deposit on this listing by now.
      if (isUniqueViolation(error)) throw new AppError('DEPOSIT_CONFLICT');
      throw error;
    }
    const row = await findPayment(db, paymentId);
    if (!row) throw new AppError('PAYMENT_NOT_FOUND');
    return { message: ADMIN_PAYMENT_MESSAGES.updated, payment: toAdminPayment(row) };
  }

  /** A completed deposit goes to the refund queue (the admin's decision, audited). */
  async function moveToRefundDue(adminId: string, depositId: string): Promise<AdminRefundAction> {
    const now = clock();
    await db.transaction(async (tx) => {
      const deposit = await lockDeposit(tx, depositId);
      if (!deposit) throw new AppError('DEPOSIT_NOT_FOUND');
      // A fee kept at a completed sale or a default is never refunded (decision 079).
      if (deposit.status === 'kept') throw new AppError('DEPOSIT_FEE_KEPT');
      if (deposit.status !== 'completed') throw new AppError('DEPOSIT_NOT_COMPLETED');
      await markRefundDue(tx, depositId, now);
      await recordAudit(tx, {
        actorId: adminId,
        action: 'deposit.refund_requested',
        entityType: 'deposit',
        entityId: depositId,
        before: { status: deposit.status },
        after: { status: 'refund_due', amount: deposit.amount },
      });
    });
    const row = await findRefund(db, depositId);
    if (!row) throw new AppError('DEPOSIT_NOT_FOUND');
    return { message: ADMIN_PAYMENT_MESSAGES.updated, refund: toAdminRefund(row, now) };
  }

  return { listPayments, exportCsv, completeManualPayment, moveToRefundDue };
}

export type AdminPaymentsService = ReturnType<typeof createAdminPaymentsService>;
