import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sales } from '../../db/schema/sales.ts';
import { deposits } from '../../db/schema/trading.ts';
import { recordAudit } from '../audit/index.ts';
import { recordDepositsRefundDue } from '../notifications/index.ts';
import { appendSaleEvent, type SaleRow } from './sales.repository.ts';

/** Why the runner-up's deposit goes back. */
export type RunnerUpReleaseReason =
  /** The sale reached 'Ödeme Güvencesi' confirmed: the runner-up is no longer needed. */
  | 'payment_secured'
  /** The operator cancelled the sale (nobody's fault). */
  | 'sale_cancelled'
  /** The hold reached the terms' refund promise (7 business days from the close). */
  | 'hold_expired'
  /** The runner-up declined the offer, or let its answer window pass. */
  | 'declined'
  | 'answer_expired'
  /** The operator put the listing back on the market. */
  | 'relisted';

/**
 * Gives the runner-up's held deposit back (issue 29, decision 073), in the caller's transaction
 * and under the caller's lock of the sale: the deposit becomes refund_due (the refund queue pays
 * it within the terms' promise), the sale's runner-up status becomes `status` ('released' unless
 * the caller records 'declined' or 'expired'), a timeline line, an audit row, and the runner-up
 * is told (`deposit_refund_due`). A runner-up already released, accepted or never held changes
 * nothing: false. Called by the sale's steps and by the runner-up's rules (sale-default).
 */
export async function releaseRunnerUpHold(
  tx: Tx,
  sale: SaleRow,
  now: Date,
  reason: RunnerUpReleaseReason,
  options: { status?: 'released' | 'declined' | 'expired'; actorId?: string | null } = {},
): Promise<boolean> {
  if (sale.runnerUpStatus !== 'held' && sale.runnerUpStatus !== 'offered') return false;
  if (sale.runnerUpId === null) return false;
  const status = options.status ?? 'released';
  const [updated] = await tx
    .update(sales)
    .set({ runnerUpStatus: status, updatedAt: now })
    .where(and(eq(sales.id, sale.id), inArray(sales.runnerUpStatus, ['held', 'offered'])))
    .returning({ id: sales.id });
  if (!updated) return false;
  const refunded = sale.runnerUpDepositId
    ? await tx
        .update(deposits)
        .set({
          status: 'refund_due',
          // The promise (terms 8.3) runs from the close: the refund queue's overdue mark with it.
          refundDueAt: sale.createdAt,
          updatedAt: now,
          refundError: null,
        })
        .where(and(eq(deposits.id, sale.runnerUpDepositId), eq(deposits.status, 'completed')))
        .returning({ id: deposits.id })
    : [];
  await appendSaleEvent(tx, {
    saleId: sale.id,
    kind: 'runner_up_released',
    actorId: options.actorId ?? null,
    actorRole: options.actorId ? 'operator' : 'system',
    detail: { reason },
    now,
  });
  await recordAudit(tx, {
    actorId: options.actorId ?? null,
    action: 'sale.runner_up_released',
    entityType: 'sale',
    entityId: sale.id,
    before: { runnerUpStatus: sale.runnerUpStatus },
    after: {
      runnerUpStatus: status,
      reason,
      runnerUpId: sale.runnerUpId,
      depositId: sale.runnerUpDepositId,
      depositRefundDue: refunded.length > 0,
    },
  });
  if (refunded.length > 0) {
    await recordDepositsRefundDue(tx, {
      listingId: sale.listingId,
      depositHolders: [sale.runnerUpId],
      now,
    });
  }
  return true;
}
