import { randomUUID } from 'node:crypto';
import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  ADMIN_PAYMENT_MESSAGES,
  type AdminBulkRefund,
  type AdminRefundAction,
  type AdminRefundGroup,
  type AdminRefundsPage,
  type AdminRefundsQuery,
} from '@arsamezat/shared/admin/admin-payments';
import { formatErrorMessage } from '@arsamezat/shared/core/errors';
import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listings';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { PaymentProvider, RefundResult } from '../../providers/payments/payment-provider.ts';
import { recordAudit } from '../audit/index.ts';
import type { ListingsService } from '../listings/index.ts';
import { recordDepositChanged } from '../notifications/index.ts';
import { refundDeadline, REFUND_CLAIM_STALE_MS, toAdminRefund } from './admin-payments.mapper.ts';
import {
  claimRefund,
  countRefunds,
  findRefund,
  markRefunded,
  releaseRefund,
  selectDueRefundsBrief,
  selectListingDueRefundIds,
  selectRefunds,
  type RefundRow,
} from './admin-refunds.repository.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  provider: PaymentProvider;
  listings: Pick<ListingsService, 'listingExists'>;
  log: FastifyBaseLogger;
};

const DUE_BRIEF_LIMIT = 5000;
const UNKNOWN_OUTCOME =
  'Ödeme sağlayıcısından yanıt alınamadı; iadenin sonucu bilinmiyor. Sağlayıcı panelinden kontrol edip tekrar deneyin.';
const NO_PAYMENT = 'Bu teminatın tamamlanmış bir kart ödemesi bulunamadı.';

type GivenBack = RefundResult & { via: string };

/**
 * The refund queue (decision 024). A refund is claimed first (one conditional UPDATE: one caller
 * across clicks and instances), the provider is asked outside any transaction, and only its
 * confirmation makes the deposit `refunded`; a refusal keeps it `refund_due` with the reason.
 * Every outcome is audited (`deposit.refunded`, `deposit.refund_failed`).
 */
export function createAdminRefundsService({ db, clock, provider, listings, log }: Deps) {
  async function listRefunds(query: AdminRefundsQuery): Promise<AdminRefundsPage> {
    const now = clock();
    const filter = { view: query.view, listingId: query.listingId };
    const offset = (query.page - 1) * ADMIN_PAYMENTS_PAGE_SIZE;
    const [rows, total, due] = await Promise.all([
      selectRefunds(db, filter, ADMIN_PAYMENTS_PAGE_SIZE, offset),
      countRefunds(db, filter),
      selectDueRefundsBrief(db, DUE_BRIEF_LIMIT),
    ]);
    const groups = new Map<string, AdminRefundGroup>();
    let amount = 0;
    let overdue = 0;
    for (const refund of due) {
      amount += refund.amount;
      if (refundDeadline(new Date(refund.dueSince), now).overdue) overdue += 1;
      const group = groups.get(refund.listingId) ?? {
        listing: { id: refund.listingId, title: refund.listingTitle },
        count: 0,
        amount: 0,
      };
      group.count += 1;
      group.amount += refund.amount;
      groups.set(refund.listingId, group);
    }
    return {
      items: rows.map((row) => toAdminRefund(row, now)),
      total,
      page: query.page,
      pageSize: ADMIN_PAYMENTS_PAGE_SIZE,
      groups: [...groups.values()].slice(0, 200),
      summary: { count: due.length, amount, overdue },
    };
  }

  /** Asks whoever holds the money to give it back. Never throws: an unknown answer is a failure. */
  async function giveBack(row: RefundRow, ip: string): Promise<GivenBack> {
    if (row.paymentId === null) {
      if (row.amount === 0) return { outcome: 'refunded', reference: 'teminat-0', via: 'none' };
      return { outcome: 'failed', reason: NO_PAYMENT, via: 'none' };
    }
    // A bank transfer is returned by bank transfer: the admin's confirmation is the record.
    if (row.manualNote !== null) {
      return { outcome: 'refunded', reference: `havale:${row.orderId}`, via: 'manual' };
    }
    if (row.provider !== provider.name || !row.providerPaymentId || !row.paidAt) {
      return {
        outcome: 'failed',
        reason: `Bu ödeme ${row.provider ?? '-'} ile alınmış; şu anki ödeme sağlayıcısıyla iade edilemez.`,
        via: row.provider ?? 'none',
      };
    }
    try {
      const result = await provider.refund({
        orderId: row.orderId ?? '',
        providerPaymentId: row.providerPaymentId,
        amount: row.paymentAmount ?? row.amount,
        paidAt: row.paidAt,
        ip,
      });
      return { ...result, via: provider.name };
    } catch (error) {
      log.warn(
        { depositId: row.depositId, orderId: row.orderId, err: (error as Error).message },
        'refund: the provider did not answer; the outcome is unknown',
      );
      return { outcome: 'failed', reason: UNKNOWN_OUTCOME, via: provider.name };
    }
  }

  async function refundDeposit(
    adminId: string,
    depositId: string,
    ip: string,
  ): Promise<AdminRefundAction> {
    const claimId = randomUUID();
    const claimedAt = clock();
    const staleBefore = new Date(claimedAt.getTime() - REFUND_CLAIM_STALE_MS);
    if (!(await claimRefund(db, depositId, { claimId, now: claimedAt, staleBefore }))) {
      const current = await findRefund(db, depositId);
      if (!current) throw new AppError('DEPOSIT_NOT_FOUND');
      if (current.status === 'refunded') throw new AppError('DEPOSIT_ALREADY_REFUNDED');
      if (current.status === 'refund_due') throw new AppError('REFUND_IN_PROGRESS');
      throw new AppError('DEPOSIT_NOT_REFUND_DUE');
    }
    const row = await findRefund(db, depositId);
    if (!row) throw new AppError('DEPOSIT_NOT_FOUND');
    const result = await giveBack(row, ip);
    const now = clock();
    await db.transaction(async (tx) => {
      if (result.outcome === 'refunded') {
        // Told in the transaction that sets `refunded`, and only when this update did (a stale
        // claim's holder finishing late finds it refunded already): once per deposit (decision 040).
        if (await markRefunded(tx, depositId, { reference: result.reference, now })) {
          await recordDepositChanged(tx, {
            event: 'deposit_refunded',
            depositId,
            userId: row.memberId,
            listingId: row.listingId,
            amount: row.amount,
            now,
          });
        }
      } else {
        await releaseRefund(tx, depositId, { claimId, error: result.reason });
      }
      await recordAudit(tx, {
        actorId: adminId,
        action: result.outcome === 'refunded' ? 'deposit.refunded' : 'deposit.refund_failed',
        entityType: 'deposit',
        entityId: depositId,
        before: { status: 'refund_due' },
        after:
          result.outcome === 'refunded'
            ? {
                status: 'refunded',
                amount: row.amount,
                via: result.via,
                reference: result.reference,
              }
            : { status: 'refund_due', amount: row.amount, via: result.via, reason: result.reason },
      });
    });
    if (result.outcome === 'failed') {
      throw new AppError(
        'REFUND_FAILED',
        formatErrorMessage('REFUND_FAILED', { reason: result.reason }),
      );
    }
    const after = await findRefund(db, depositId);
    if (!after) throw new AppError('DEPOSIT_NOT_FOUND');
    return { message: ADMIN_PAYMENT_MESSAGES.refunded, refund: toAdminRefund(after, now) };
  }

  /** Every due refund of one listing (the losers of an auction), one by one, each once. */
  async function refundListing(
    adminId: string,
    listingId: string,
    ip: string,
  ): Promise<AdminBulkRefund> {
    if (!(await listings.listingExists(listingId))) throw notFound(LISTING_NOT_FOUND);
    const ids = await selectListingDueRefundIds(db, listingId);
    let refunded = 0;
    let skipped = 0;
    const failed: AdminBulkRefund['failed'] = [];
    for (const id of ids) {
      try {
        await refundDeposit(adminId, id, ip);
        refunded += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === 'REFUND_FAILED') {
          const row = await findRefund(db, id);
          failed.push({
            depositId: id,
            memberName: row ? `${row.firstName} ${row.lastName}` : '',
            reason: row?.refundError ?? error.message,
          });
        } else {
          skipped += 1;
        }
      }
    }
    const message =
      failed.length === 0
        ? ADMIN_PAYMENT_MESSAGES.refundedMany(refunded)
        : `${refunded} teminat iade edildi, ${failed.length} iade başarısız oldu.`;
    return { message, refunded, failed, skipped };
  }

  return { listRefunds, refundDeposit, refundListing };
}

export type AdminRefundsService = ReturnType<typeof createAdminRefundsService>;
