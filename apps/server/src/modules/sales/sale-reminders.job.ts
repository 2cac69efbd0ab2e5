import { isOpenSaleStep } from '@arsamezat/shared/sales/sale';
import { and, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { firmMembers } from '../../db/schema/firms.ts';
import { sales } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { recordNotifications } from '../notifications/index.ts';
import type { SaleRow } from './sales.repository.ts';

/*
 * Reminders before a sale step's deadline (issue 29), to whoever must act: the buyer to confirm
 * and to enter the payment; the seller firm's members (the operators for a listing of no firm)
 * to confirm the payment and to record the appointment and the transfer. Two per step at most:
 *   'early'    e-mail + in-app, when half the window is left (at most 3 days before the end),
 *              only for windows longer than two days;
 *   'last_day' SMS + e-mail + in-app, 24 hours before the end (half-way for a shorter window).
 * `sales.reminder_sent` says which went out for the current step (the step's change clears it),
 * so neither repeats; none goes out once the deadline has passed, and the texts state the time
 * really left when each is sent (sale-default-texts.ts).
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const EARLY_MAX_MS = 3 * DAY_MS;
const BATCH = 200;

export type SaleReminderKind = 'early' | 'last_day';

/** The moments of a step's reminders, from its start and deadline. */
export function reminderMoments(
  start: Date,
  deadline: Date,
): Record<SaleReminderKind, Date | null> {
  const window = deadline.getTime() - start.getTime();
  const lastDay = new Date(deadline.getTime() - Math.min(DAY_MS, window / 2));
  const early =
    window > 2 * DAY_MS ? new Date(deadline.getTime() - Math.min(window / 2, EARLY_MAX_MS)) : null;
  return { early, last_day: lastDay };
}

/** The reminder due now for this sale, if any (the last day's wins over a late early one). */
export function dueReminder(sale: SaleRow, now: Date): SaleReminderKind | null {
  if (!isOpenSaleStep(sale.step) || sale.stepDeadline === null) return null;
  if (sale.stepDeadline <= now || sale.reminderSent === 'last_day') return null;
  const moments = reminderMoments(sale.stepStartedAt, sale.stepDeadline);
  if (moments.last_day && moments.last_day <= now) return 'last_day';
  if (sale.reminderSent === null && moments.early && moments.early <= now) return 'early';
  return null;
}

/** Who must act at the sale's step: the buyer, or the firm's members / the operators. */
async function whoActs(tx: Tx, sale: SaleRow) {
  const buyerActs =
    sale.step === 'buyer_confirmation' ||
    (sale.step === 'payment_security' && sale.paymentEnteredAt === null);
  if (buyerActs) return { recipients: [sale.buyerId], forBuyer: true, operators: false };
  if (sale.firmId !== null) {
    const members = await tx
      .select({ userId: firmMembers.userId })
      .from(firmMembers)
      .where(eq(firmMembers.firmId, sale.firmId));
    if (members.length > 0) {
      return { recipients: members.map((m) => m.userId), forBuyer: false, operators: false };
    }
  }
  const operators = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
  return { recipients: operators.map((o) => o.id), forBuyer: false, operators: true };
}

export type SaleRemindersDeps = { db: Db; clock: () => Date };

/**
 * One pass at the server clock: each open step whose reminder moment has come and whose deadline
 * is still ahead gets that reminder, once — the sale's row is locked and re-read, and
 * `reminder_sent` moves on in the same transaction as the notifications (whose key also names the
 * step and its deadline). Run each minute by the scheduler (jobs.ts); returns `kind:saleId`.
 */
export async function runSaleRemindersOnce(deps: SaleRemindersDeps): Promise<string[]> {
  const now = deps.clock();
  const candidates = await deps.db
    .select({ id: sales.id })
    .from(sales)
    .where(
      and(
        inArray(sales.step, ['buyer_confirmation', 'payment_security', 'title_appointment']),
        gt(sales.stepDeadline, now),
        lte(sales.stepDeadline, new Date(now.getTime() + EARLY_MAX_MS)),
        or(isNull(sales.reminderSent), ne(sales.reminderSent, 'last_day')),
      ),
    )
    .limit(BATCH);
  const sent: string[] = [];
  for (const { id } of candidates) {
    const kind = await deps.db.transaction(async (tx) => {
      const [sale] = await tx
        .select()
        .from(sales)
        .where(eq(sales.id, id))
        .for('update', { skipLocked: true });
      if (!sale || sale.stepDeadline === null) return null;
      const due = dueReminder(sale, now);
      if (!due) return null;
      await tx
        .update(sales)
        .set({ reminderSent: due, updatedAt: now })
        .where(eq(sales.id, sale.id));
      const audience = await whoActs(tx, sale);
      if (audience.recipients.length === 0) return due;
      await recordNotifications(tx, {
        event: due === 'early' ? 'sale_reminder_early' : 'sale_reminder_last_day',
        eventKey: `${sale.id}:${sale.step}:${sale.stepDeadline.toISOString()}`,
        listingId: sale.listingId,
        audience: { recipients: audience.recipients },
        ...(audience.operators ? { channels: ['email', 'in_app'] as const } : {}),
        data: {
          saleId: sale.id,
          saleNumber: sale.number,
          step: sale.step,
          deadline: sale.stepDeadline.toISOString(),
          forBuyer: audience.forBuyer,
        },
        now,
      });
      return due;
    });
    if (kind) sent.push(`${kind}:${id}`);
  }
  return sent;
}
