import type { MyDeposit } from '@arsamezat/shared/trading/deposits';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { deposits, payments } from '../../db/schema/trading.ts';
import {
  insertDeposit,
  placeBid,
  send,
  signedInTrader,
  type ErrorBody,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import {
  answerChallenge,
  followToCallback,
  GOOD_CARD,
  payDeposit,
  startPayment,
  startedPayment,
  openAuction,
  PAYMENT_TEST_NOW,
} from '../payments/testing/sandbox-journey.ts';

const NOW = PAYMENT_TEST_NOW;
const UNKNOWN_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

let t: TestApp;
let ahmet: Trader;

const error = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;
const myDeposit = async (trader: Trader | undefined, listingId: string) =>
  send(t, 'GET', `/api/listings/${listingId}/deposit`, { trader });
const activeAuction = (values: Parameters<typeof openAuction>[1] = {}) => openAuction(t, values);
const depositRows = (listingId: string) =>
  t.database.db.select().from(deposits).where(eq(deposits.listingId, listingId));
const paymentRows = (listingId: string) =>
  t.database.db.select().from(payments).where(eq(payments.listingId, listingId));

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  ahmet = await signedInTrader(t.database.db, NOW, { firstName: 'Ahmet', lastName: 'Yılmaz' });
});
afterAll(() => t.close());

describe('GET /api/listings/:id/deposit', () => {
  it('asks a guest to sign in and answers 404 for an unknown listing', async () => {
    const id = await activeAuction();
    const guest = await myDeposit(undefined, id);
    expect(guest.statusCode).toBe(401);
    expect(error(guest).message).toBe('Teminat yatırmak için giriş yapmalısınız.');
    expect((await myDeposit(ahmet, UNKNOWN_ID)).statusCode).toBe(404);
  });

  it("answers the listing's deposit amount and the member's deposit that counts", async () => {
    const id = await activeAuction();
    expect((await myDeposit(ahmet, id)).json<MyDeposit>()).toEqual({
      depositAmount: 25_000_00,
      deposit: null,
      hasCompleted: false,
      hasPending: false,
    });
    await insertDeposit(t.database.db, { listingId: id, userId: ahmet.id, status: 'failed' });
    await insertDeposit(t.database.db, { listingId: id, userId: ahmet.id, status: 'pending' });
    const pending = (await myDeposit(ahmet, id)).json<MyDeposit>();
    expect(pending).toMatchObject({ hasCompleted: false, hasPending: true });
    expect(pending.deposit?.status).toBe('pending');
  });
});

describe('POST /api/listings/:id/deposit/payments', () => {
  it('refuses a guest, an unknown listing and incomplete cards, changing nothing', async () => {
    const id = await activeAuction();
    const guest = await startPayment(t, undefined, id);
    expect(guest.statusCode).toBe(401);
    expect((await startPayment(t, ahmet, UNKNOWN_ID)).statusCode).toBe(404);

    const missing = await startPayment(t, ahmet, id, { ...GOOD_CARD, cvc: '' });
    expect(missing.statusCode).toBe(400);
    expect(error(missing).message).toBe('CVV kodunu girin.');
    const badNumber = await startPayment(t, ahmet, id, { ...GOOD_CARD, cardNumber: '4111 11' });
    expect(badNumber.statusCode).toBe(400);
    expect(error(badNumber).message).toBe('Kart numarası geçersiz.');
    const badMonth = await startPayment(t, ahmet, id, { ...GOOD_CARD, expireMonth: '13' });
    expect(error(badMonth).message).toBe('Son kullanma ayı geçersiz.');
    const noCard = await send(t, 'POST', `/api/listings/${id}/deposit/payments`, {
      trader: ahmet,
      payload: {},
    });
    expect(noCard.statusCode).toBe(400);
    // The number typed is never echoed back.
    expect(badNumber.body).not.toContain('4111');

    expect(await depositRows(id)).toEqual([]);
    expect(await paymentRows(id)).toEqual([]);
  });

  it('opens a pending deposit and a payment for the amount, and links to the 3-D Secure page', async () => {
    const id = await activeAuction();
    const started = await startedPayment(t, ahmet, id);
    expect(started.paymentLink).toMatch(/^\/api\/payments\/sandbox\/3ds\/[0-9a-f-]{36}$/);
    expect(started.depositStatus).toBe('pending');
    // Spec §3: parts of both ids and a timestamp, at most 50 characters.
    expect(started.orderId.length).toBeLessThanOrEqual(50);
    expect(started.orderId).toContain(id.replace(/-/g, ''));

    const [deposit] = await depositRows(id);
    expect(deposit).toMatchObject({
      status: 'pending',
      amount: 25_000_00,
      paymentId: started.orderId,
    });
    const [payment] = await paymentRows(id);
    expect(payment).toMatchObject({
      orderId: started.orderId,
      status: 'pending',
      amount: 25_000_00,
      provider: 'sandbox',
      depositId: deposit?.id,
    });
  });

  it('reuses a pending deposit with the new order id on a second attempt', async () => {
    const id = await activeAuction();
    const first = await startedPayment(t, ahmet, id);
    const second = await startedPayment(t, ahmet, id);
    expect(second.orderId).not.toBe(first.orderId);
    const rows = await depositRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.paymentId).toBe(second.orderId);
    expect(await paymentRows(id)).toHaveLength(2);
  });

  it('refuses a new payment once the deposit is completed, with the spec text', async () => {
    const id = await activeAuction();
    await payDeposit(t, ahmet, id);
    const again = await startPayment(t, ahmet, id);
    expect(again.statusCode).toBe(409);
    expect(error(again)).toEqual({
      code: 'DEPOSIT_COMPLETED',
      message: 'Bu ilan için depozito ödemesi zaten tamamlanmış.',
    });
    expect(await paymentRows(id)).toHaveLength(1);
  });

  it('refuses a deposit for a listing that has ended', async () => {
    const id = await activeAuction({ endsAt: new Date(NOW.getTime() - 1000) });
    const res = await startPayment(t, ahmet, id);
    expect(res.statusCode).toBe(409);
    expect(error(res).message).toBe('Bu ilan sona erdiği için teminat yatırılamaz.');
    expect(await depositRows(id)).toEqual([]);
  });

  it('completes at once, without a card payment, when the listing asks no deposit', async () => {
    const id = await activeAuction({ depositAmount: 0 });
    const res = await startPayment(t, ahmet, id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ paymentLink: null, depositStatus: 'completed' });
    expect(await paymentRows(id)).toEqual([]);
    expect((await placeBid(t, ahmet, id, 100_000_00)).statusCode).toBe(201);
  });

  it('lets the member bid once the deposit is paid through the sandbox', async () => {
    const id = await activeAuction();
    const before = await placeBid(t, ahmet, id, 100_000_00);
    expect(error(before).code).toBe('DEPOSIT_REQUIRED');
    await payDeposit(t, ahmet, id);
    expect((await myDeposit(ahmet, id)).json<MyDeposit>()).toMatchObject({ hasCompleted: true });
    expect((await placeBid(t, ahmet, id, 100_000_00)).statusCode).toBe(201);
  });

  it('takes no money for an older attempt of a reused deposit: only the newest one pays', async () => {
    const id = await activeAuction();
    const first = await startedPayment(t, ahmet, id);
    const second = await startedPayment(t, ahmet, id);
    const bank = await answerChallenge(t, first.paymentLink, { action: 'confirm', code: '000000' });
    await followToCallback(t, bank);
    expect((await depositRows(id))[0]?.status).toBe('pending');
    const newer = await answerChallenge(t, second.paymentLink, {
      action: 'confirm',
      code: '000000',
    });
    await followToCallback(t, newer);
    expect((await depositRows(id))[0]?.status).toBe('completed');
  });
});
