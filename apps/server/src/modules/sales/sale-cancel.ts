import {
  SALE_END_REASON_LABELS,
  SALE_OPEN_STEPS,
  type SaleCancelInputSchema,
} from '@arsamezat/shared/sales/sale';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { deposits } from '../../db/schema/trading.ts';
import { recordAudit } from '../audit/index.ts';
import { recordDepositsRefundDue, recordSaleNotice } from '../notifications/index.ts';
import { releaseRunnerUpHold } from './runner-up-release.ts';
import type { SaleAsker } from './sale-access.ts';
import { runSaleStep, type StepRule } from './sale-step.ts';
import { noticeSale, updateSale } from './sale-transitions.ts';
import { appendSaleEvent } from './sales.repository.ts';

type Deps = { db: Db; clock: () => Date };
export type SaleCancelInput = z.infer<typeof SaleCancelInputSchema>;

const CANCEL: StepRule = { viewers: ['operator'], steps: SALE_OPEN_STEPS };

/**
 * 'İptal' (issue 29, decision 073): the operator ends an open sale for a reason that is nobody's
 * fault (a co-owner's pre-emption, Law 5403, the seller, the title). The buyer's service fee
 * goes back (refund_due: the refund queue pays it), the runner-up's hold is released, the
 * listing stays ended. No strike.
 */
export function createSaleCancellation(deps: Deps) {
  return {
    cancel(saleId: string, asker: SaleAsker, input: SaleCancelInput): Promise<void> {
      return runSaleStep(deps, saleId, asker, CANCEL, async ({ tx, sale, party, now }) => {
        const note = input.note ? input.note : null;
        const next = await updateSale(
          tx,
          sale,
          {
            step: 'cancelled',
            endReason: input.reason,
            endNote: note,
            endedAt: now,
            endedBy: party.userId,
            stepDeadline: null,
          },
          now,
        );
        const refunded = sale.depositId
          ? await tx
              .update(deposits)
              .set({ status: 'refund_due', refundDueAt: now, updatedAt: now, refundError: null })
              .where(and(eq(deposits.id, sale.depositId), eq(deposits.status, 'completed')))
              .returning({ id: deposits.id })
          : [];
        await appendSaleEvent(tx, {
          saleId: sale.id,
          kind: 'cancelled',
          actorId: party.userId,
          actorRole: 'operator',
          detail: { reason: input.reason, note },
          now,
        });
        await recordAudit(tx, {
          actorId: party.userId,
          action: 'sale.cancelled',
          entityType: 'sale',
          entityId: sale.id,
          before: { step: sale.step },
          after: {
            step: 'cancelled',
            reason: input.reason,
            note,
            buyerDepositRefundDue: refunded.length > 0,
          },
        });
        await releaseRunnerUpHold(tx, next, now, 'sale_cancelled', { actorId: party.userId });
        await recordSaleNotice(tx, {
          event: 'sale_cancelled',
          eventKey: sale.id,
          sale: noticeSale(sale),
          to: 'both',
          actorId: party.userId,
          data: {
            reasonLabel: SALE_END_REASON_LABELS[input.reason],
            serviceFee: refunded.length > 0 ? sale.serviceFee : 0,
          },
          now,
        });
        if (refunded.length > 0) {
          await recordDepositsRefundDue(tx, {
            listingId: sale.listingId,
            depositHolders: [sale.buyerId],
            now,
          });
        }
      });
    },
  };
}
