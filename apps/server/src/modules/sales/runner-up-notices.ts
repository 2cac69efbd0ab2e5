import { and, eq, isNull } from 'drizzle-orm';
import { SALE_END_REASON_LABELS, type SaleEndReason } from '@arsamezat/shared/sales/sale';
import type { Tx } from '../../db/client.ts';
import { firmMembers } from '../../db/schema/firms.ts';
import { users } from '../../db/schema/users.ts';
import { recordNotifications } from '../notifications/index.ts';
import type { SaleRow } from './sales.repository.ts';

/*
 * What the default and the runner-up tell people (issue 29, sale-default), each recorded in the
 * transaction of its change; the notification queue delivers after commit. Keyed by the sale (and
 * the step for a reminder), so a repeated record adds nothing.
 */

/** 'Yedek alıcı oldunuz': the runner-up at the close or the acceptance, with the hold's date. */
export async function recordRunnerUpHeld(tx: Tx, sale: SaleRow, now: Date): Promise<void> {
  if (sale.runnerUpId === null || sale.runnerUpStatus !== 'held') return;
  await recordNotifications(tx, {
    event: 'runner_up_held',
    eventKey: sale.id,
    listingId: sale.listingId,
    audience: { recipients: [sale.runnerUpId] },
    data: {
      saleId: sale.id,
      runnerUpAmount: sale.runnerUpAmount,
      holdUntil: sale.runnerUpHoldUntil?.toISOString() ?? null,
    },
    now,
  });
}

/** 'Temerrüt': the buyer learns the sale ended, the fee is kept and a strike was added. */
export async function recordSaleDefaulted(tx: Tx, sale: SaleRow, now: Date): Promise<void> {
  await recordNotifications(tx, {
    event: 'sale_defaulted',
    eventKey: sale.id,
    listingId: sale.listingId,
    audience: { recipients: [sale.buyerId] },
    data: {
      saleId: sale.id,
      saleNumber: sale.number,
      serviceFee: sale.serviceFee,
      reasonLabel: sale.endReason ? SALE_END_REASON_LABELS[sale.endReason as SaleEndReason] : '',
    },
    now,
  });
}

/** The operator offered the defaulted sale to the runner-up: the price and the answer's limit. */
export async function recordRunnerUpOffered(tx: Tx, sale: SaleRow, now: Date): Promise<void> {
  if (sale.runnerUpId === null) return;
  await recordNotifications(tx, {
    event: 'runner_up_offered',
    eventKey: sale.id,
    listingId: sale.listingId,
    audience: { recipients: [sale.runnerUpId] },
    data: {
      saleId: sale.id,
      runnerUpAmount: sale.runnerUpAmount,
      answerBy: sale.runnerUpDeadline?.toISOString() ?? null,
    },
    now,
  });
}

/** The operators, told in-app only (the bell of the admin panel), never by SMS or e-mail. */
async function operatorIds(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
  return rows.map((row) => row.id);
}

/** The runner-up took the sale: the seller firm's members and the operators are told. */
export async function recordRunnerUpAccepted(
  tx: Tx,
  previous: SaleRow,
  next: SaleRow,
  now: Date,
): Promise<void> {
  const data = { saleId: next.id, saleNumber: next.number, runnerUpAmount: next.price };
  if (next.firmId !== null) {
    const members = await tx
      .select({ userId: firmMembers.userId })
      .from(firmMembers)
      .where(eq(firmMembers.firmId, next.firmId));
    if (members.length > 0) {
      await recordNotifications(tx, {
        event: 'runner_up_accepted',
        eventKey: previous.id,
        listingId: next.listingId,
        audience: { recipients: members.map((m) => m.userId) },
        data,
        now,
      });
    }
  }
  const operators = await operatorIds(tx);
  if (operators.length === 0) return;
  await recordNotifications(tx, {
    event: 'runner_up_accepted',
    eventKey: previous.id,
    listingId: next.listingId,
    audience: { recipients: operators },
    channels: ['in_app'],
    data,
    now,
  });
}
