import type { PaymentResult } from '@arsamezat/shared/trading/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { deposits, payments } from '../../db/schema/trading.ts';
import { startFakeIyzico } from '../../providers/testing/fake-iyzico.ts';
import { placeBid, send, signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';
import { startedPayment, openAuction, PAYMENT_TEST_NOW } from './testing/sandbox-journey.ts';

/**
 * PAYMENT_PROVIDER=iyzico through our own endpoints, against the local fake of iyzico's API:
 * the 3-D page link, the bank's form POST to our callback, the verification, the result.
 */
const KEYS = { apiKey: 'sandbox-api-key', secretKey: 'sandbox-secret-key' };
const NOW = PAYMENT_TEST_NOW;

let fake: Awaited<ReturnType<typeof startFakeIyzico>>;
let t: TestApp;
let ahmet: Trader;

beforeAll(async () => {
  fake = await startFakeIyzico(KEYS);
  t = await createTestApp({
    clock: () => NOW,
    env: {
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: KEYS.apiKey,
      IYZICO_SECRET_KEY: KEYS.secretKey,
      IYZICO_BASE_URL: fake.url,
    },
  });
  ahmet = await signedInTrader(t.database.db, NOW, { firstName: 'Ahmet', lastName: 'Yılmaz' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const postCallback = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('iyzico through our callback', () => {
  it('shows the bank page once, completes on the verified return, once, and lets the member bid', async () => {
    const id = await openAuction(t);
    const { paymentLink, orderId } = await startedPayment(t, ahmet, id);
    const [init] = fake.initializeRequests();
    expect(init).toMatchObject({ conversationId: orderId, price: '25000.0', installment: '1' });
    expect(init?.callbackUrl).toMatch(/\/api\/payments\/callback$/);

    const page = await t.app.inject({
      method: 'GET',
      url: paymentLink,
      headers: { cookie: ahmet.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('3dsecure.banka.invalid');

    // A forged "success" before the bank said anything changes nothing.
    await postCallback({
      status: 'success',
      mdStatus: '1',
      paymentId: '99999999',
      conversationId: orderId,
    });
    const [pending] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId));
    expect(pending?.status).toBe('pending');

    const fields = fake.authenticate(orderId);
    const back = await postCallback(fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain(`orderId=${orderId}`);
    for (let i = 0; i < 3; i++) await postCallback(fields);
    expect(fake.completedCount(orderId)).toBe(1);

    const result = await send(t, 'GET', `/api/payments/result?orderId=${orderId}`, {
      trader: ahmet,
    });
    const body = result.json<PaymentResult>();
    expect(body.paymentSuccessful).toBe(true);
    expect(body.payment).toMatchObject({ amount: 25_000_00, transactionId: fields.paymentId });
    expect(body.payment.netAmount).toBeLessThan(25_000_00);
    const [deposit] = await t.database.db.select().from(deposits).where(eq(deposits.listingId, id));
    expect(deposit?.status).toBe('completed');
    expect((await placeBid(t, ahmet, id, 100_000_00)).statusCode).toBe(201);
  });
});
