import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { deposits, payments } from '../../db/schema/trading.ts';
import { createIyzicoPayments } from '../../providers/payments/iyzico/iyzico-payments.ts';
import { startFakeIyzico } from '../../providers/testing/fake-iyzico.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import { signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';
import { createPaymentReconciliation } from './payment-reconciliation.service.ts';
import { openAuction, PAYMENT_TEST_NOW, startedPayment } from './testing/sandbox-journey.ts';

/**
 * Issue #15, findings 10a and 10c with iyzico (the local fake): a completion whose answer was
 * lost is settled by the reconciliation, once; a forged 3-D Secure failure return for someone
 * else's order changes nothing.
 */
const KEYS = { apiKey: 'sandbox-api-key', secretKey: 'sandbox-secret-key' };
const clock = movableClock(PAYMENT_TEST_NOW.toISOString());

let fake: Awaited<ReturnType<typeof startFakeIyzico>>;
let t: TestApp;
let ahmet: Trader;
let mallory: Trader;

beforeAll(async () => {
  fake = await startFakeIyzico(KEYS);
  t = await createTestApp({
    clock: clock.clock,
    env: {
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: KEYS.apiKey,
      IYZICO_SECRET_KEY: KEYS.secretKey,
      IYZICO_BASE_URL: fake.url,
    },
    // A short deadline, so a lost answer is given up on quickly.
    payments: createIyzicoPayments({ ...KEYS, baseUrl: fake.url, timeoutMs: 2000 }),
  });
  const now = clock.clock();
  ahmet = await signedInTrader(t.database.db, now, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  mallory = await signedInTrader(t.database.db, now, { firstName: 'Mal', lastName: 'Lory' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const postCallback = (fields: Record<string, string>, trader?: Trader) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/callback',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(trader ? { cookie: trader.cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
async function statusOf(orderId: string) {
  const [payment] = await t.database.db
    .select({ status: payments.status, depositId: payments.depositId })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  const [deposit] = await t.database.db
    .select({ status: deposits.status })
    .from(deposits)
    .where(eq(deposits.id, payment!.depositId!));
  return { payment: payment!.status, deposit: deposit!.status };
}
const reconciler = () =>
  createPaymentReconciliation({
    db: t.database.db,
    clock: clock.clock,
    provider: t.app.deps.payments,
    log: t.app.log,
  });

describe('iyzico: loose ends', () => {
  it("a forged 3-D Secure failure return for another buyer's order changes nothing", async () => {
    const id = await openAuction(t);
    const { orderId } = await startedPayment(t, ahmet, id);
    const realPaymentId = fake.detailOf(orderId)!.paymentId;

    for (const paymentId of [realPaymentId, '25149157', '1']) {
      for (const mdStatus of ['0', '4']) {
        const res = await postCallback(
          { status: 'failure', mdStatus, paymentId, conversationId: orderId },
          mallory,
        );
        expect(res.statusCode).toBe(303);
      }
    }
    expect(await statusOf(orderId)).toEqual({ payment: 'pending', deposit: 'pending' });

    // Ahmet then passes 3-D Secure and pays as usual.
    await postCallback(fake.authenticate(orderId));
    expect(await statusOf(orderId)).toEqual({ payment: 'completed', deposit: 'completed' });
    expect(fake.completedCount(orderId)).toBe(1);
  });

  it('a real 3-D Secure failure return still fails the attempt (iyzico confirms it)', async () => {
    const id = await openAuction(t);
    const { orderId } = await startedPayment(t, ahmet, id);
    await postCallback(fake.authenticate(orderId, { mdStatus: '0' }));
    expect(await statusOf(orderId)).toEqual({ payment: 'failed', deposit: 'failed' });
  });

  it('a completion whose answer was lost is settled by the reconciliation, once', async () => {
    const id = await openAuction(t);
    const { orderId } = await startedPayment(t, ahmet, id);
    const fields = fake.authenticate(orderId);
    fake.breakNext('lose');
    await postCallback(fields);
    expect(fake.completedCount(orderId)).toBe(1); // iyzico took the money…
    expect(await statusOf(orderId)).toEqual({ payment: 'pending', deposit: 'pending' }); // …we never heard

    clock.advance(6 * 60);
    const runs = await Promise.all([reconciler().reconcileOnce(), reconciler().reconcileOnce()]);
    expect(runs.flatMap((run) => run.completed)).toEqual([orderId]);
    expect(await statusOf(orderId)).toEqual({ payment: 'completed', deposit: 'completed' });
    expect(fake.completedCount(orderId)).toBe(1);
    // The buyer's late return (a replay) changes nothing either.
    await postCallback(fields);
    expect(fake.completedCount(orderId)).toBe(1);
  });
});
