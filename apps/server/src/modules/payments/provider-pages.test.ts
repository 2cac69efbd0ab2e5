import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { deposits, payments } from '../../db/schema/trading.ts';
import {
  PaymentDeclinedError,
  PaymentProviderError,
  type PaymentProvider,
} from '../../providers/payments/payment-provider.ts';
import { signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';
import {
  GOOD_CARD,
  startPayment,
  startedPayment,
  openAuction,
  PAYMENT_TEST_NOW,
} from './testing/sandbox-journey.ts';

/**
 * A provider that answers its 3-D Secure step as HTML (as iyzico does), or refuses, or fails:
 * what our server does with each, whatever the provider.
 */
const BANK_PAGE = '<form id="bank" action="https://acs.bank.example/3ds" method="post"></form>';
let mode: 'html' | 'declined' | 'down' = 'html';
let verifyDown = false;
const htmlProvider: PaymentProvider = {
  name: 'iyzico',
  start() {
    if (mode === 'declined') {
      return Promise.reject(new PaymentDeclinedError('Kart limiti yetersiz, yetersiz bakiye'));
    }
    if (mode === 'down') {
      return Promise.reject(new PaymentProviderError('iyzico did not answer in 15 s'));
    }
    return Promise.resolve({ kind: 'html', html: BANK_PAGE });
  },
  verify: () =>
    verifyDown
      ? Promise.reject(new PaymentProviderError('iyzico did not answer in 15 s'))
      : Promise.resolve({ outcome: 'unverified', reason: 'not used here' }),
  status: () => Promise.resolve({ outcome: 'pending' }),
  refund: () => Promise.resolve({ outcome: 'failed', reason: 'not used here' }),
};

const NOW = PAYMENT_TEST_NOW;
let t: TestApp;
let ahmet: Trader;
let ayse: Trader;

const activeAuction = () => openAuction(t, { depositAmount: 10_000_00 });
const open = (trader: Trader | undefined, link: string) =>
  t.app.inject({ method: 'GET', url: link, headers: trader ? { cookie: trader.cookie } : {} });

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW, payments: htmlProvider, captureLogs: true });
  ahmet = await signedInTrader(t.database.db, NOW, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  ayse = await signedInTrader(t.database.db, NOW, { firstName: 'Ayşe', lastName: 'Kaya' });
});
afterAll(() => t.close());

describe("a provider's 3-D Secure page", () => {
  it('is shown once, to the member who paid, with its own narrow CSP', async () => {
    mode = 'html';
    const id = await activeAuction();
    const { paymentLink, orderId } = await startedPayment(t, ahmet, id);
    expect(paymentLink).toMatch(/^\/api\/payments\/[0-9a-f-]{36}\/3ds\?k=[\w-]{43}$/);

    // Sealed at rest: the database alone cannot show it.
    const [row] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(row?.threeDsPage).toBeTruthy();
    expect(row?.threeDsPage).not.toContain('acs.bank.example');

    expect((await open(ayse, paymentLink)).statusCode).toBe(404);
    expect((await open(undefined, paymentLink)).statusCode).toBe(404);
    const wrongKey = paymentLink.replace(/k=.*/, `k=${'A'.repeat(43)}`);
    expect((await open(ahmet, wrongKey)).statusCode).toBe(404);

    const page = await open(ahmet, paymentLink);
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(BANK_PAGE);
    expect(page.headers['content-security-policy']).toContain('form-action https:');
    expect(page.headers['cache-control']).toBe('no-store');
    expect((await open(ahmet, paymentLink)).statusCode).toBe(404);
  });

  it("fails the payment and the deposit when the card is refused at the start, with the provider's text", async () => {
    mode = 'declined';
    const id = await activeAuction();
    const res = await startPayment(t, ahmet, id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      error: { code: 'PAYMENT_DECLINED', message: 'Kart limiti yetersiz, yetersiz bakiye' },
    });
    const [deposit] = await t.database.db.select().from(deposits).where(eq(deposits.listingId, id));
    expect(deposit?.status).toBe('failed');
  });

  it('answers 502 with the spec text when the provider is unreachable, and logs no card', async () => {
    mode = 'down';
    const id = await activeAuction();
    const res = await startPayment(t, ahmet, id, GOOD_CARD);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: {
        code: 'PAYMENT_PROVIDER_ERROR',
        message: 'Ödeme servisi yanıtı işlenemedi. Lütfen daha sonra tekrar deneyin.',
      },
    });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.listingId, id));
    expect(payment?.status).toBe('failed');
    expect(t.logs.join('\n')).toContain('payment start failed');
    expect(t.logs.join('\n')).not.toContain('4111111111111111');
  });

  it('still sends the browser to the result screen when the provider cannot be asked', async () => {
    mode = 'html';
    verifyDown = true;
    const id = await activeAuction();
    const { orderId } = await startedPayment(t, ahmet, id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        status: 'success',
        paymentId: '1',
        conversationId: orderId,
      }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain(`orderId=${orderId}`);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId));
    expect(payment?.status).toBe('pending');
    expect(t.logs.join('\n')).toContain('payment: the provider could not be asked');
    verifyDown = false;
  });
});
