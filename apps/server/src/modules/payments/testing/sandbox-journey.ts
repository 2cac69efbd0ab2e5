import type { StartDepositPaymentResponse } from '@arsamezat/shared/trading/deposits';
import type { LightMyRequestResponse } from 'fastify';
import { insertListing } from '../../../../test/fixtures/listings.ts';
import type { TestApp } from '../../../../test/helpers/app.ts';
import { send, type Trader } from '../../bids/testing/trading-fixtures.ts';

/** Test helpers that walk a deposit payment through the sandbox bank like a browser would. */

/** The fixed server clock of the payment tests. */
export const PAYMENT_TEST_NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

/** An auction open around PAYMENT_TEST_NOW whose deposit is 25.000 ₺ unless told otherwise. */
export function openAuction(t: TestApp, values: Parameters<typeof insertListing>[1] = {}) {
  return insertListing(t.database.db, {
    status: 'active',
    startsAt: new Date(PAYMENT_TEST_NOW.getTime() - HOUR),
    endsAt: new Date(PAYMENT_TEST_NOW.getTime() + 24 * HOUR),
    depositAmount: 25_000_00,
    ...values,
  });
}

export const GOOD_CARD = {
  cardHolderName: 'Ahmet Yılmaz',
  cardNumber: '4111 1111 1111 1111',
  expireMonth: '12',
  expireYear: '2030',
  cvc: '987',
};
export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

export const startPayment = (
  t: TestApp,
  trader: Trader | undefined,
  listingId: string,
  card: unknown = GOOD_CARD,
) => send(t, 'POST', `/api/listings/${listingId}/deposit/payments`, { trader, payload: { card } });

/** Starts a payment that must succeed at the start, answering its link and order id. */
export async function startedPayment(
  t: TestApp,
  trader: Trader,
  listingId: string,
  card: unknown = GOOD_CARD,
): Promise<StartDepositPaymentResponse & { paymentLink: string }> {
  const res = await startPayment(t, trader, listingId, card);
  if (res.statusCode !== 201)
    throw new Error(`payment start answered ${res.statusCode}: ${res.body}`);
  const body = res.json<StartDepositPaymentResponse>();
  if (!body.paymentLink) throw new Error('no payment link');
  return { ...body, paymentLink: body.paymentLink };
}

/** The buyer answers the sandbox 3-D Secure page; answers the bank's redirect to our callback. */
export async function answerChallenge(
  t: TestApp,
  paymentLink: string,
  answer: { action: 'confirm' | 'cancel'; code?: string },
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: paymentLink,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ code: answer.code ?? '', action: answer.action }).toString(),
  });
}

/** Follows the bank's redirect to our callback; answers the callback's own redirect. */
export function followToCallback(t: TestApp, bankRedirect: LightMyRequestResponse) {
  const location = bankRedirect.headers.location;
  if (typeof location !== 'string' || !location.startsWith('/api/payments/callback')) {
    throw new Error(`the bank did not return to the callback: ${String(location)}`);
  }
  return t.app.inject({ method: 'GET', url: location });
}

/** A whole successful payment: start, confirm with any six digits, return through the callback. */
export async function payDeposit(t: TestApp, trader: Trader, listingId: string, card = GOOD_CARD) {
  const started = await startedPayment(t, trader, listingId, card);
  const bank = await answerChallenge(t, started.paymentLink, { action: 'confirm', code: '123456' });
  const callback = await followToCallback(t, bank);
  return { started, bank, callback };
}
