import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startFakeIyzico } from '../../testing/fake-iyzico.ts';
import type { StartPayment } from '../payment-provider.ts';
import { createIyzicoPayments, type IyzicoOptions } from './iyzico-payments.ts';

/** The iyzico adapter's tests: a local fake of iyzico, a payment to start, the card to look for. */

export const KEYS = { apiKey: 'sandbox-api-key', secretKey: 'sandbox-secret-key' };
export const CARD_NUMBER = '5528790000000008';
export const CVC = '123';

type Fake = Awaited<ReturnType<typeof startFakeIyzico>>;
/** The fake and the adapter's warnings of the running test file (set by `useFakeIyzico`). */
export const ctx = {
  fake: undefined as unknown as Fake,
  warnings: [] as { obj: object; msg: string }[],
};
let orderSeq = 0;

/** Starts the fake for the test file, and clears its requests and the warnings per test. */
export function useFakeIyzico(): void {
  beforeAll(async () => {
    ctx.fake = await startFakeIyzico(KEYS);
  });
  afterAll(() => ctx.fake.close());
  beforeEach(() => {
    ctx.fake.requests.length = 0;
    ctx.warnings = [];
  });
}

export const iyzico = (overrides: Partial<IyzicoOptions> = {}) =>
  createIyzicoPayments({
    ...KEYS,
    baseUrl: ctx.fake.url,
    log: { warn: (obj, msg) => ctx.warnings.push({ obj, msg }) },
    ...overrides,
  });

/** A fresh order id each time, shaped like ours. */
export const newOrderId = () =>
  `a${'0123456789abcdef'.repeat(2)}u1a2b3ct${String(++orderSeq).padStart(9, '0')}`;

export const payment = (orderId: string, overrides: Partial<StartPayment> = {}): StartPayment => ({
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
    identityNumber: '12345678950',
    city: 'Manisa',
    address: 'Cumhuriyet Mah. Atatürk Cad. No: 5, Akhisar/Manisa',
  },
  item: { id: 'listing-42', name: 'Çeşme Ilıca arsa teminatı' },
  callbackUrl: 'https://arsamezat.example/api/payments/iyzico/callback',
  ...overrides,
});

/** Starts a payment at the fake and has the buyer pass 3-D Secure: the bank's return fields. */
export async function authenticatedPayment(orderId: string, overrides: Partial<StartPayment> = {}) {
  await iyzico().start(payment(orderId, overrides));
  return ctx.fake.authenticate(orderId);
}

/** An error carries no card number or CVC anywhere: message, stack or cause. */
export function expectNoCardData(error: unknown) {
  const seen = [String(error), (error as Error).stack ?? '', JSON.stringify(error)].join('\n');
  expect(seen).not.toContain(CARD_NUMBER);
  expect(seen).not.toContain(`"cvc"`);
  expect((error as Error).cause).toBeUndefined();
}
