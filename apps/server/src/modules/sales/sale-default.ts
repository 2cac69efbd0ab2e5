import {
  isOpenSaleStep,
  SALE_END_REASON_LABELS,
  type SaleDefaultReason,
} from '@arsamezat/shared/sales/sale';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sales } from '../../db/schema/sales.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { recordSaleDefaulted } from './runner-up-notices.ts';
import { requireSaleParty, requireViewer, type SaleAsker } from './sale-access.ts';
import { appendSaleEvent, lockSale, type SaleRow } from './sales.repository.ts';
import { keepServiceFee } from './service-fee-kept.ts';
import { recordStrike } from './strikes.ts';

/** A sale locked for a change and the asker's part in it (a stranger: 404). */
export async function lockSaleFor(tx: Tx, saleId: string, asker: SaleAsker) {
  return requireSaleParty(tx, await lockSale(tx, saleId), asker);
}

/**
 * 'Temerrüt' (issue 29, decision 073): the operator declares the buyer's default once the open
 * step's deadline has passed — not before, whatever the reason. The sale ends at 'defaulted';
 * the buyer's deposit becomes `kept`, the service fee (never refunded; decision 079), the buyer's account
 * gets a strike, the timeline and the audit say who and why, and the buyer is told. Nothing
 * revives a defaulted sale: a late payment or confirmation meets SALE_ENDED. The runner-up's
 * hold is untouched: the operator may now offer them the sale.
 */
export async function declareDefault(
  tx: Tx,
  asker: SaleAsker,
  saleId: string,
  input: { reason: SaleDefaultReason; note?: string | undefined },
  now: Date,
): Promise<SaleRow> {
  const { sale, party } = await lockSaleFor(tx, saleId, asker);
  requireViewer(party, ['operator']);
  if (!isOpenSaleStep(sale.step)) throw new AppError('SALE_ENDED');
  if (sale.stepDeadline === null || sale.stepDeadline > now) {
    throw new AppError('SALE_DEADLINE_NOT_PASSED');
  }
  const note = input.note && input.note.length > 0 ? input.note : null;
  const [ended] = await tx
    .update(sales)
    .set({
      step: 'defaulted',
      endReason: input.reason,
      endNote: note,
      endedAt: now,
      endedBy: asker.userId,
      stepStartedAt: now,
      stepDeadline: null,
      reminderSent: null,
      updatedAt: now,
    })
    .where(eq(sales.id, sale.id))
    .returning();
  if (!ended) throw new AppError('SALE_NOT_FOUND');
  const feeKept = await keepServiceFee(tx, sale.depositId, now);
  const label = SALE_END_REASON_LABELS[input.reason];
  await recordStrike(tx, {
    userId: sale.buyerId,
    saleId: sale.id,
    reason: note ? `${label}: ${note}` : label,
    createdBy: asker.userId,
    now,
  });
  await appendSaleEvent(tx, {
    saleId: sale.id,
    kind: 'defaulted',
    actorId: asker.userId,
    actorRole: 'operator',
    detail: { reason: input.reason, step: sale.step, ...(note ? { note } : {}) },
    now,
  });
  await recordAudit(tx, {
    actorId: asker.userId,
    action: 'sale.defaulted',
    entityType: 'sale',
    entityId: sale.id,
    before: { step: sale.step, stepDeadline: sale.stepDeadline },
    after: {
      step: 'defaulted',
      reason: input.reason,
      note,
      serviceFeeKept: sale.serviceFee,
      depositKept: feeKept,
      strikeFor: sale.buyerId,
    },
  });
  await recordSaleDefaulted(tx, ended, now);
  return ended;
}
