import type { PaymentResult } from '@arsamezat/shared/trading/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { deposits, payments, sandboxPayments } from '../../db/schema/trading.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import { placeBid, send, signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';
import { createPaymentReconciliation } from './payment-reconciliation.service.ts';
import { ATTEMPT_TEXTS } from './settle-payment.ts';
import {
  answerChallenge,
  openAuction,
  PAYMENT_TEST_NOW,
  startedPayment,
} from './testing/sandbox-journey.ts';

/**
 * Issue #15, finding 10a: a payment whose provider answer was lost stays pending until the
 * reconciliation asks the provider (here the sandbox bank) and settles it, once, however many
 * runs and instances race.
 */

const clock = movableClock(PAYMENT_TEST_NOW.toISOString());
let a: TestApp;
let b: TestApp;
let ahmet: Trader;

const reconcilerOf = (t: TestApp) =>
  createPaymentReconciliation({
    db: t.database.db,
    clock: clock.clock,
    provider: t.app.deps.payments,
    log: t.app.log,
  });

beforeAll(async () => {
  a = await createTestApp({ clock: clock.clock });
  b = await createSecondInstance(a, { clock: clock.clock });
  ahmet = await signedInTrader(a.database.db, clock.clock(), {
    firstName: 'Ahmet',
    lastName: 'Yılmaz',
  });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

async function paymentOf(orderId: string) {
  const [row] = await a.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  return row!;
}
async function depositOf(listingId: string) {
  const [row] = await a.database.db
    .select()
    .from(deposits)
    .where(eq(deposits.listingId, listingId));
  return row!;
}

/**
 * The buyer confirms at the bank and the bank settles the payment, but our callback never
 * records it (the answer lost on its way, or the instance died in between).
 */
async function paidButLost(listingId: string) {
  const { paymentLink, orderId } = await startedPayment(a, ahmet, listingId);
  const bank = await answerChallenge(a, paymentLink, { action: 'confirm', code: '123456' });
  const callback = new URL(String(bank.headers.location), 'http://x');
  const settled = await a.app.deps.payments.verify({
    orderId,
    amount: 25_000_00,
    fields: { paymentId: callback.searchParams.get('paymentId') ?? '', conversationId: orderId },
  });
  expect(settled.outcome).toBe('completed');
  return orderId;
}

describe('payment reconciliation (sandbox)', () => {
  it('completes a lost answer with its deposit after a few minutes, once', async () => {
    const id = await openAuction(a);
    const orderId = await paidButLost(id);
    expect((await paymentOf(orderId)).status).toBe('pending');

    // Too early: an answer may still be on its way.
    expect((await reconcilerOf(a).reconcileOnce()).completed).not.toContain(orderId);
    clock.advance(6 * 60);

    const runs = await Promise.all([
      reconcilerOf(a).reconcileOnce(),
      reconcilerOf(b).reconcileOnce(),
      reconcilerOf(a).reconcileOnce(),
      reconcilerOf(b).reconcileOnce(),
    ]);
    expect(runs.flatMap((run) => run.completed).filter((o) => o === orderId)).toEqual([orderId]);
    expect(runs.flatMap((run) => run.failed)).not.toContain(orderId);

    const payment = await paymentOf(orderId);
    expect(payment).toMatchObject({ status: 'completed', amount: 25_000_00 });
    expect((await depositOf(id)).status).toBe('completed');
    const result = await send(a, 'GET', `/api/payments/result?orderId=${orderId}`, {
      trader: ahmet,
    });
    expect(result.json<PaymentResult>().paymentSuccessful).toBe(true);
    expect((await placeBid(a, ahmet, id, 100_000_00)).statusCode).toBe(201);

    clock.advance(2 * 60);
    const again = await reconcilerOf(b).reconcileOnce();
    expect([...again.completed, ...again.failed]).not.toContain(orderId);
  });

  it('leaves an attempt at the bank alone, then fails it after the grace period', async () => {
    const id = await openAuction(a);
    const { orderId } = await startedPayment(a, ahmet, id);
    clock.advance(6 * 60);
    const early = await reconcilerOf(a).reconcileOnce();
    expect([...early.completed, ...early.failed]).not.toContain(orderId);
    expect((await paymentOf(orderId)).status).toBe('pending');

    clock.advance(25 * 60);
    expect((await reconcilerOf(b).reconcileOnce()).failed).toContain(orderId);
    expect(await paymentOf(orderId)).toMatchObject({
      status: 'failed',
      failureReason: ATTEMPT_TEXTS.expired,
    });
    expect((await depositOf(id)).status).toBe('failed');
  });

  it('fails a payment the bank never saw after the grace period', async () => {
    const id = await openAuction(a);
    const { orderId } = await startedPayment(a, ahmet, id);
    await a.database.db.delete(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
    clock.advance(6 * 60);
    expect((await reconcilerOf(a).reconcileOnce()).failed).not.toContain(orderId);
    clock.advance(25 * 60);
    const runs = await Promise.all([
      reconcilerOf(a).reconcileOnce(),
      reconcilerOf(b).reconcileOnce(),
    ]);
    expect(runs.flatMap((run) => run.failed).filter((o) => o === orderId)).toEqual([orderId]);
    expect((await paymentOf(orderId)).status).toBe('failed');
  });
});
