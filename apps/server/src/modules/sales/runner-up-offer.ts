import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { sales } from '../../db/schema/sales.ts';
import { deposits } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { recordRunnerUpAccepted, recordRunnerUpOffered } from './runner-up-notices.ts';
import { releaseRunnerUpHold } from './runner-up-release.ts';
import { requireViewer, type SaleAsker } from './sale-access.ts';
import { lockSaleFor } from './sale-default.ts';
import { openSale } from './sale-opening.ts';
import { appendSaleEvent, readSaleSettings, type SaleRow } from './sales.repository.ts';

/*
 * The runner-up ('Yedek Alıcı', issue 29): after a default within the hold, the operator offers
 * them the sale at their highest bid (never their secret maximum); they accept with an SMS code
 * within the answer window — a new sale, their held deposit its service fee — or decline, and
 * their deposit is released either way they do not take it.
 */

const HOUR_MS = 60 * 60 * 1000;

/** The operator's offer: only a defaulted sale whose runner-up is still held within the hold. */
export async function offerToRunnerUp(
  tx: Tx,
  asker: SaleAsker,
  saleId: string,
  now: Date,
): Promise<SaleRow> {
  const { sale, party } = await lockSaleFor(tx, saleId, asker);
  requireViewer(party, ['operator']);
  const holdUntil = sale.runnerUpHoldUntil;
  if (
    sale.step !== 'defaulted' ||
    sale.runnerUpId === null ||
    sale.runnerUpStatus !== 'held' ||
    holdUntil === null ||
    holdUntil <= now
  ) {
    throw new AppError('RUNNER_UP_UNAVAILABLE');
  }
  const settings = await readSaleSettings(tx);
  // The answer never outlasts the hold: the terms' refund promise comes first.
  const deadline = new Date(
    Math.min(now.getTime() + settings.runnerUpAnswerHours * HOUR_MS, holdUntil.getTime()),
  );
  const [offered] = await tx
    .update(sales)
    .set({
      runnerUpStatus: 'offered',
      runnerUpOfferedAt: now,
      runnerUpDeadline: deadline,
      updatedAt: now,
    })
    .where(eq(sales.id, sale.id))
    .returning();
  if (!offered) throw new AppError('SALE_NOT_FOUND');
  await appendSaleEvent(tx, {
    saleId: sale.id,
    kind: 'runner_up_offered',
    actorId: asker.userId,
    actorRole: 'operator',
    detail: { amount: sale.runnerUpAmount, answerBy: deadline.toISOString() },
    now,
  });
  await recordAudit(tx, {
    actorId: asker.userId,
    action: 'sale.runner_up_offered',
    entityType: 'sale',
    entityId: sale.id,
    before: { runnerUpStatus: sale.runnerUpStatus },
    after: {
      runnerUpStatus: 'offered',
      runnerUpId: sale.runnerUpId,
      amount: sale.runnerUpAmount,
      answerBy: deadline,
    },
  });
  await recordRunnerUpOffered(tx, offered, now);
  return offered;
}

/** The runner-up may answer: the offer stands and its deadline is ahead. */
function requireLiveOffer(sale: SaleRow, now: Date): void {
  if (
    sale.runnerUpStatus !== 'offered' ||
    sale.runnerUpDeadline === null ||
    sale.runnerUpDeadline <= now
  ) {
    throw new AppError('RUNNER_UP_ANSWER_CLOSED');
  }
}

/** The runner-up's phone, where the acceptance code goes, once they may still answer. */
export async function runnerUpPhone(
  db: Db,
  asker: SaleAsker,
  saleId: string,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const { sale, party } = await lockSaleFor(tx, saleId, asker);
    requireViewer(party, ['runner_up']);
    requireLiveOffer(sale, now);
    const [user] = await tx
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, asker.userId));
    if (!user) throw new AppError('SALE_NOT_FOUND');
    return user.phone;
  });
}

/**
 * The runner-up takes the sale (their code checked by the caller, used up here): in one
 * transaction the old sale's runner-up 'accepted', a new sale opened for them at their highest
 * bid with their held deposit as its service fee and no runner-up of its own, the listing's winner
 * and final price theirs, the timeline, the audit, and the firm and the operators told.
 */
export async function acceptRunnerUpOffer(
  tx: Tx,
  asker: SaleAsker,
  saleId: string,
  now: Date,
  consumeCode: (tx: Tx) => Promise<void>,
): Promise<SaleRow> {
  const { sale, party } = await lockSaleFor(tx, saleId, asker);
  requireViewer(party, ['runner_up']);
  requireLiveOffer(sale, now);
  await consumeCode(tx);
  const runnerUpId = sale.runnerUpId;
  const price = sale.runnerUpAmount;
  if (runnerUpId === null || price === null || sale.runnerUpDepositId === null) {
    throw new AppError('RUNNER_UP_ANSWER_CLOSED');
  }
  const [deposit] = await tx
    .select({ id: deposits.id, amount: deposits.amount })
    .from(deposits)
    .where(and(eq(deposits.id, sale.runnerUpDepositId), eq(deposits.status, 'completed')));
  if (!deposit) throw new AppError('RUNNER_UP_ANSWER_CLOSED');
  const [listing] = await tx
    .update(listings)
    .set({ winnerId: runnerUpId, finalPrice: price, updatedAt: now })
    .where(eq(listings.id, sale.listingId))
    .returning({ id: listings.id, listingType: listings.listingType });
  if (!listing) throw new AppError('SALE_NOT_FOUND');
  await tx
    .update(sales)
    .set({ runnerUpStatus: 'accepted', updatedAt: now })
    .where(eq(sales.id, sale.id));
  const next = await openSale(tx, {
    listingId: sale.listingId,
    listingType: listing.listingType,
    buyerId: runnerUpId,
    firmId: sale.firmId,
    origin: 'runner_up',
    offerId: null,
    deposit,
    price,
    runnerUp: null,
    previousSaleId: sale.id,
    actorId: runnerUpId,
    actorRole: 'runner_up',
    now,
  });
  await appendSaleEvent(tx, {
    saleId: sale.id,
    kind: 'runner_up_accepted',
    actorId: runnerUpId,
    actorRole: 'runner_up',
    detail: { nextSaleId: next.id, nextSaleNumber: next.number, price },
    now,
  });
  await recordAudit(tx, {
    actorId: runnerUpId,
    action: 'sale.runner_up_accepted',
    entityType: 'sale',
    entityId: sale.id,
    before: { runnerUpStatus: sale.runnerUpStatus },
    after: { runnerUpStatus: 'accepted', nextSaleId: next.id, price, serviceFee: deposit.amount },
  });
  await recordRunnerUpAccepted(tx, sale, next, now);
  return next;
}

/** The runner-up declines: the hold is released at once (refund_due), status 'declined'. */
export async function declineRunnerUpOffer(
  tx: Tx,
  asker: SaleAsker,
  saleId: string,
  now: Date,
): Promise<SaleRow> {
  const { sale, party } = await lockSaleFor(tx, saleId, asker);
  requireViewer(party, ['runner_up']);
  requireLiveOffer(sale, now);
  await releaseRunnerUpHold(tx, sale, now, 'declined');
  await markRunnerUpAnswer(tx, sale, 'declined', now);
  await appendSaleEvent(tx, {
    saleId: sale.id,
    kind: 'runner_up_declined',
    actorId: asker.userId,
    actorRole: 'runner_up',
    now,
  });
  await recordAudit(tx, {
    actorId: asker.userId,
    action: 'sale.runner_up_declined',
    entityType: 'sale',
    entityId: sale.id,
    before: { runnerUpStatus: sale.runnerUpStatus },
    after: { runnerUpStatus: 'declined' },
  });
  return sale;
}

/**
 * The runner-up's answer as the sale's last word on them ('declined', 'expired'), written after
 * the release (which says 'released'): the deposit is back on its way either way.
 */
export async function markRunnerUpAnswer(
  tx: Tx,
  sale: SaleRow,
  status: 'declined' | 'expired',
  now: Date,
): Promise<void> {
  await tx
    .update(sales)
    .set({ runnerUpStatus: status, updatedAt: now })
    .where(eq(sales.id, sale.id));
}
