import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_IYZICO_BANK_REFUSES_CARD,
  FAKE_IYZICO_DECLINED_CARD,
  startFakeIyzico,
} from '../../testing/fake-iyzico.ts';
import {
  PaymentDeclinedError,
  PaymentProviderError,
  type StartPayment,
} from '../payment-provider.ts';
import { createIyzicoPayments, type IyzicoOptions } from './iyzico-payments.ts';

const KEYS = { apiKey: 'sandbox-api-key', secretKey: 'sandbox-secret-key' };
const CARD_NUMBER = '5528790000000008';
const CVC = '123';

let fake: Awaited<ReturnType<typeof startFakeIyzico>>;
let warnings: { obj: object; msg: string }[];
let orderSeq = 0;

beforeAll(async () => {
  fake = await startFakeIyzico(KEYS);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  warnings = [];
});

const iyzico = (overrides: Partial<IyzicoOptions> = {}) =>
  createIyzicoPayments({
    ...KEYS,
    baseUrl: fake.url,
    log: { warn: (obj, msg) => warnings.push({ obj, msg }) },
    ...overrides,
  });

/** A fresh order id each time, shaped like ours. */
const newOrderId = () =>
  `a${'0123456789abcdef'.repeat(2)}u1a2b3ct${String(++orderSeq).padStart(9, '0')}`;

const payment = (orderId: string, overrides: Partial<StartPayment> = {}): StartPayment => ({
  orderId,
  amount: 150_000,
  card: {
    cardHolderName: 'Ayşe Nur Yılmaz',
    cardNumber: CARD_NUMBER,
    expireMonth: '3',
    expireYear: '29',
    cvc: CVC,
  },
  buyer: {
    id: '5f0c6a0e-8d2b-4c1e-9a7f-1b2c3d4e5f60',
    fullName: 'Ayşe Nur Yılmaz',
    phone: '5321234567',
    email: null,
    ip: '85.105.12.34',
    city: null,
    address: null,
  },
  item: { id: 'listing-42', name: 'Çeşme Ilıca arsa teminatı' },
  callbackUrl: 'https://arsamezat.example/api/payments/iyzico/callback',
  ...overrides,
});

/** Starts a payment at the fake and has the buyer pass 3-D Secure: the bank's return fields. */
async function authenticatedPayment(orderId: string, overrides: Partial<StartPayment> = {}) {
  await iyzico().start(payment(orderId, overrides));
  return fake.authenticate(orderId);
}

describe('iyzico payments: start', () => {
  it('sends kuruş as decimal lira, one instalment in TRY, and shows the decoded 3-D page', async () => {
    const orderId = newOrderId();
    const started = await iyzico().start(payment(orderId, { amount: 150_050 }));

    expect(started.kind).toBe('html');
    expect(started.kind === 'html' && started.html).toContain('<form method="post"');
    expect(started.kind === 'html' && started.html).toContain(
      'https://3dsecure.banka.invalid/acs/',
    );
    const [body] = fake.initializeRequests();
    expect(fake.requests[0]?.signed).toBe(true);
    expect(body).toMatchObject({
      locale: 'tr',
      conversationId: orderId,
      basketId: orderId,
      currency: 'TRY',
      installment: '1',
      paymentChannel: 'WEB',
      paymentGroup: 'PRODUCT',
      callbackUrl: 'https://arsamezat.example/api/payments/iyzico/callback',
    });
    // 150 050 kuruş is 1500.50 lira (the SDK writes it '1500.5').
    expect(Number(body?.price)).toBe(1500.5);
    expect(Number(body?.paidPrice)).toBe(1500.5);
    expect(body?.basketItems).toEqual([
      {
        id: 'listing-42',
        name: 'Çeşme Ilıca arsa teminatı',
        category1: 'Arsa Teminatı',
        itemType: 'VIRTUAL',
        price: body?.price,
      },
    ]);
  });

  it('writes whole lira amounts without kuruş drift', async () => {
    await iyzico().start(payment(newOrderId(), { amount: 123_456_789 }));
    expect(fake.initializeRequests()[0]?.price).toBe('1234567.89');
  });

  it('fills the card, buyer and billing fields as iyzico requires them', async () => {
    await iyzico().start(payment(newOrderId()));
    const [body] = fake.initializeRequests();
    expect(body?.paymentCard).toEqual({
      cardHolderName: 'Ayşe Nur Yılmaz',
      cardNumber: CARD_NUMBER,
      expireMonth: '03',
      expireYear: '2029',
      cvc: CVC,
      registerCard: '0',
    });
    expect(body?.buyer).toEqual({
      id: '5f0c6a0e-8d2b-4c1e-9a7f-1b2c3d4e5f60',
      name: 'Ayşe Nur',
      surname: 'Yılmaz',
      gsmNumber: '+905321234567',
      email: '5f0c6a0e-8d2b-4c1e-9a7f-1b2c3d4e5f60@uye.arsamezat.invalid',
      identityNumber: '11111111111',
      registrationAddress: 'Belirtilmedi',
      city: 'Belirtilmedi',
      country: 'Turkey',
      ip: '85.105.12.34',
    });
    expect(body?.billingAddress).toEqual({
      contactName: 'Ayşe Nur Yılmaz',
      city: 'Belirtilmedi',
      country: 'Turkey',
      address: 'Belirtilmedi',
    });
  });

  it("uses the buyer's own email, city and address when there are any, and bounds the item name", async () => {
    const base = payment(newOrderId());
    await iyzico().start({
      ...base,
      buyer: {
        ...base.buyer,
        email: 'ayse@example.com',
        city: 'İzmir',
        address: 'Alsancak Mah. 1',
      },
      item: { id: 'listing-43', name: 'Ş'.repeat(150) },
    });
    const [body] = fake.initializeRequests();
    expect(body?.buyer.email).toBe('ayse@example.com');
    expect(body?.buyer.city).toBe('İzmir');
    expect(body?.billingAddress).toMatchObject({ city: 'İzmir', address: 'Alsancak Mah. 1' });
    expect(body?.basketItems[0]?.name).toBe('Ş'.repeat(100));
  });

  it("throws PaymentDeclinedError with iyzico's message for a declined card", async () => {
    const start = iyzico().start(
      payment(newOrderId(), {
        card: { ...payment('x').card, cardNumber: FAKE_IYZICO_DECLINED_CARD },
      }),
    );
    await expect(start).rejects.toThrow(PaymentDeclinedError);
    await expect(start).rejects.toThrow('Kart limiti yetersiz, yetersiz bakiye');
  });

  it('throws PaymentProviderError without card data when iyzico cannot be reached', async () => {
    const error = await iyzico({ baseUrl: 'http://127.0.0.1:1' })
      .start(payment(newOrderId()))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expectNoCardData(error);
  });

  it('gives up after the timeout when iyzico does not answer', async () => {
    fake.breakNext('stall');
    const error = await iyzico({ timeoutMs: 300 })
      .start(payment(newOrderId()))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toContain('no answer within 300 ms');
    expectNoCardData(error);
  });

  it('throws PaymentProviderError for an answer that is not iyzico JSON', async () => {
    fake.breakNext('html');
    const error = await iyzico()
      .start(payment(newOrderId()))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expectNoCardData(error);
  });

  it('signs its requests: the fake refuses one signed with another secret key', async () => {
    const error = await iyzico({ secretKey: 'not-the-secret' })
      .start(payment(newOrderId()))
      .catch((e: unknown) => e);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.signed).toBe(false);
    // A refused signature is our configuration, not the buyer's card.
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toContain('code 1000');
    expect(warnings.map((w) => w.msg)).toContain('iyzico refused our API credentials');
  });
});

describe('iyzico payments: verify', () => {
  it('completes an authenticated payment with paid and net amounts in kuruş and the auth code', async () => {
    const orderId = newOrderId();
    const fields = await authenticatedPayment(orderId);

    const result = await iyzico().verify({ orderId, amount: 150_000, fields });

    // 1500.00 TL less the fake's 2.99 % (44.85 TL) and 0.25 TL fee.
    expect(result).toEqual({
      outcome: 'completed',
      providerPaymentId: fields.paymentId,
      paidAmount: 150_000,
      netAmount: 145_490,
      authCode: expect.stringMatching(/^\d{6}$/) as unknown,
    });
    expect(fake.authRequests()).toEqual([
      {
        locale: 'tr',
        conversationId: orderId,
        paymentId: fields.paymentId,
        conversationData: fields.conversationData,
      },
    ]);
    expect(fake.requests.every((r) => r.signed)).toBe(true);
  });

  it('leaves a replayed return unverified: the payment completes once', async () => {
    const orderId = newOrderId();
    const fields = await authenticatedPayment(orderId);
    const provider = iyzico();

    expect((await provider.verify({ orderId, amount: 150_000, fields })).outcome).toBe('completed');
    const replay = await provider.verify({ orderId, amount: 150_000, fields });

    expect(replay).toEqual({
      outcome: 'unverified',
      reason: 'iyzico refused the auth (code 5087)',
    });
    expect(fake.completedCount(orderId)).toBe(1);
  });

  it('leaves a forged iyzico-shaped payment id unverified', async () => {
    const orderId = newOrderId();
    await iyzico().start(payment(orderId));
    const forged = {
      status: 'success',
      paymentId: '99999999',
      conversationId: orderId,
      mdStatus: '1',
    };

    const result = await iyzico().verify({ orderId, amount: 150_000, fields: forged });

    expect(result.outcome).toBe('unverified');
    expect(fake.completedCount(orderId)).toBe(0);
  });

  it('does not ask iyzico about a payment id that is not one of theirs', async () => {
    const orderId = newOrderId();
    for (const paymentId of [undefined, '', 'abc', '1 OR 1=1', '1'.repeat(21)]) {
      const result = await iyzico().verify({
        orderId,
        amount: 150_000,
        fields: { status: 'failure', paymentId, conversationId: orderId, mdStatus: '0' },
      });
      expect(result.outcome).toBe('unverified');
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('fails a payment whose 3-D Secure failed, without completing it at iyzico', async () => {
    const orderId = newOrderId();
    await iyzico().start(payment(orderId));
    const fields = fake.authenticate(orderId, { mdStatus: '0' });
    fake.requests.length = 0;

    const result = await iyzico().verify({ orderId, amount: 150_000, fields });

    expect(result).toEqual({
      outcome: 'failed',
      providerPaymentId: fields.paymentId,
      reason: '3-D Secure doğrulaması başarısız oldu.',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('fails an unfinished 3-D Secure (mdStatus other than 0 and 1) with its own reason', async () => {
    const orderId = newOrderId();
    const result = await iyzico().verify({
      orderId,
      amount: 150_000,
      fields: { status: 'failure', paymentId: '25149157', conversationId: orderId, mdStatus: '4' },
    });
    expect(result).toEqual({
      outcome: 'failed',
      providerPaymentId: '25149157',
      reason: '3-D Secure doğrulaması tamamlanamadı.',
    });
  });

  it("leaves another order's return unverified", async () => {
    const orderId = newOrderId();
    const fields = await authenticatedPayment(orderId);
    fake.requests.length = 0;

    const result = await iyzico().verify({ orderId: newOrderId(), amount: 150_000, fields });

    expect(result.outcome).toBe('unverified');
    expect(fake.requests).toHaveLength(0);
    expect(fake.completedCount(orderId)).toBe(0);
  });

  it("leaves another order's payment id unverified even under this order's conversation id", async () => {
    const otherOrder = newOrderId();
    const theirs = await authenticatedPayment(otherOrder);
    const orderId = newOrderId();

    const result = await iyzico().verify({
      orderId,
      amount: 150_000,
      fields: { ...theirs, conversationId: orderId },
    });

    expect(result).toEqual({
      outcome: 'unverified',
      reason: "iyzico's answer is for another order",
    });
    expect(warnings.map((w) => w.msg)).toContain(
      'iyzico completed a payment that does not match its order; reconcile it by hand',
    );
  });

  it('leaves a payment for another amount unverified', async () => {
    const orderId = newOrderId();
    const fields = await authenticatedPayment(orderId);

    const result = await iyzico().verify({ orderId, amount: 100_000, fields });

    expect(result).toEqual({
      outcome: 'unverified',
      reason: "iyzico's answer is for another amount",
    });
  });

  it("fails a payment the bank refuses at completion, with iyzico's message", async () => {
    const orderId = newOrderId();
    const fields = await authenticatedPayment(orderId, {
      card: { ...payment('x').card, cardNumber: FAKE_IYZICO_BANK_REFUSES_CARD },
    });

    const result = await iyzico().verify({ orderId, amount: 150_000, fields });

    expect(result).toEqual({
      outcome: 'failed',
      providerPaymentId: fields.paymentId,
      reason: 'İşlem onaylanmadı',
    });
  });

  it('leaves a return whose conversation data is not the payment’s unverified', async () => {
    const orderId = newOrderId();
    const fields = await authenticatedPayment(orderId);

    const result = await iyzico().verify({
      orderId,
      amount: 150_000,
      fields: { ...fields, conversationData: 'tampered' },
    });

    expect(result).toEqual({
      outcome: 'unverified',
      reason: 'iyzico refused the auth (code 5014)',
    });
    expect(fake.completedCount(orderId)).toBe(0);
  });

  it('throws PaymentProviderError when iyzico cannot be reached', async () => {
    const orderId = newOrderId();
    const verify = iyzico({ baseUrl: 'http://127.0.0.1:1' }).verify({
      orderId,
      amount: 150_000,
      fields: { status: 'success', paymentId: '25149157', conversationId: orderId, mdStatus: '1' },
    });
    await expect(verify).rejects.toThrow(PaymentProviderError);
  });

  it('never logs card data', async () => {
    const orderId = newOrderId();
    await iyzico({ secretKey: 'wrong' })
      .start(payment(orderId))
      .catch(() => undefined);
    const fields = await authenticatedPayment(orderId);
    await iyzico().verify({ orderId, amount: 1, fields });

    expect(warnings.length).toBeGreaterThan(0);
    const logged = JSON.stringify(warnings);
    expect(logged).not.toContain(CARD_NUMBER);
  });
});

/** An error carries no card number or CVC anywhere: message, stack or cause. */
function expectNoCardData(error: unknown) {
  const seen = [String(error), (error as Error).stack ?? '', JSON.stringify(error)].join('\n');
  expect(seen).not.toContain(CARD_NUMBER);
  expect(seen).not.toContain(`"cvc"`);
  expect((error as Error).cause).toBeUndefined();
}
