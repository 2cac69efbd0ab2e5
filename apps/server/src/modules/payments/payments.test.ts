import type { PaymentResult } from '@arsamezat/shared/trading/payments';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { deposits, payments, sandboxPayments } from '../../db/schema/trading.ts';
import {
  placeBid,
  send,
  signedInTrader,
  type ErrorBody,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import {
  answerChallenge,
  DECLINED_CARD,
  followToCallback,
  payDeposit,
  startedPayment,
  openAuction,
  PAYMENT_TEST_NOW,
} from './testing/sandbox-journey.ts';

const NOW = PAYMENT_TEST_NOW;

let t: TestApp;
let ahmet: Trader;
let ayse: Trader;

const error = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;
const activeAuction = () => openAuction(t);
const result = (trader: Trader | undefined, query: string) =>
  send(t, 'GET', `/api/payments/result?${query}`, { trader });
const paymentOf = async (orderId: string) => {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!row) throw new Error('no payment');
  return row;
};
const depositStatus = async (listingId: string) => {
  const rows = await t.database.db
    .select({ status: deposits.status })
    .from(deposits)
    .where(eq(deposits.listingId, listingId));
  return rows.map((r) => r.status);
};
const callback = (query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/payments/callback?${new URLSearchParams(query).toString()}`,
  });

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW, captureLogs: true });
  ahmet = await signedInTrader(t.database.db, NOW, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  ayse = await signedInTrader(t.database.db, NOW, { firstName: 'Ayşe', lastName: 'Kaya' });
});
afterAll(() => t.close());

describe('the sandbox 3-D Secure page', () => {
  it('shows the merchant, the amount, the last four digits and the two buttons', async () => {
    const id = await activeAuction();
    const { paymentLink } = await startedPayment(t, ahmet, id);
    const page = await t.app.inject({ method: 'GET', url: paymentLink });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('ArsaMezat');
    expect(page.body).toContain('25.000 ₺');
    expect(page.body).toContain('**** **** **** 1111');
    expect(page.body).toContain('>Onayla<');
    expect(page.body).toContain('>İptal<');
    expect(page.body).not.toContain('4111 1111 1111 1111');
  });

  it('refuses a code that is not six digits and keeps the session open', async () => {
    const id = await activeAuction();
    const { paymentLink, orderId } = await startedPayment(t, ahmet, id);
    const wrong = await answerChallenge(t, paymentLink, { action: 'confirm', code: '12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Doğrulama kodu 6 haneli olmalıdır.');
    expect((await paymentOf(orderId)).status).toBe('pending');
    const right = await answerChallenge(t, paymentLink, { action: 'confirm', code: '654321' });
    expect(right.statusCode).toBe(303);
    // Answered once: the page now only points to the result, and a second answer changes nothing.
    const again = await t.app.inject({ method: 'GET', url: paymentLink });
    expect(again.body).toContain('tamamlanmış');
    expect(again.body).toContain(`/payment-callback?orderId=${orderId}`);
    expect(again.body).not.toContain('>Onayla<');
    const late = await answerChallenge(t, paymentLink, { action: 'cancel' });
    expect(late.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/payments/sandbox/3ds/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the callback and the result', () => {
  it('completes the payment and the deposit, and sends the browser to /payment-callback', async () => {
    const id = await activeAuction();
    const { started, bank, callback: back } = await payDeposit(t, ahmet, id);
    expect(bank.statusCode).toBe(303);
    expect(back.statusCode).toBe(303);
    const payment = await paymentOf(started.orderId);
    expect(back.headers.location).toBe(
      `/payment-callback?uid=${payment.id}&orderId=${started.orderId}`,
    );
    expect(payment).toMatchObject({ status: 'completed', amount: 25_000_00 });
    expect(payment.authCode).toMatch(/^\d{6}$/);
    expect(await depositStatus(id)).toEqual(['completed']);

    const res = await result(ahmet, `uid=${payment.id}&orderId=${started.orderId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<PaymentResult>();
    expect(body).toMatchObject({
      paymentSuccessful: true,
      message: 'Teminat ödemeniz tamamlandı. Artık bu ilana teklif verebilirsiniz.',
      payment: {
        uid: payment.id,
        orderId: started.orderId,
        listingId: id,
        status: 'completed',
        amount: 25_000_00,
        netAmount: 25_000_00,
        authCode: payment.authCode,
        transactionId: payment.providerPaymentId,
      },
    });
    expect(body.payment.completedAt).not.toBeNull();
  });

  it('fails the payment and the deposit for the declined card; the member still cannot bid', async () => {
    const id = await activeAuction();
    const { started, callback: back } = await payDeposit(t, ahmet, id, DECLINED_CARD);
    expect(back.headers.location).toContain('/payment-callback?uid=');
    const payment = await paymentOf(started.orderId);
    expect(payment.status).toBe('failed');
    expect(await depositStatus(id)).toEqual(['failed']);
    const res = (await result(ahmet, `orderId=${started.orderId}`)).json<PaymentResult>();
    expect(res).toMatchObject({
      paymentSuccessful: false,
      message: 'Ödeme bankanız tarafından onaylanmadı.',
      payment: { status: 'failed' },
    });
    const bid = await placeBid(t, ahmet, id, 100_000_00);
    expect(error(bid).code).toBe('DEPOSIT_REQUIRED');
  });

  it("records 'İptal' on the bank's page as a failed payment", async () => {
    const id = await activeAuction();
    const { paymentLink, orderId } = await startedPayment(t, ahmet, id);
    const bank = await answerChallenge(t, paymentLink, { action: 'cancel' });
    await followToCallback(t, bank);
    expect(await paymentOf(orderId)).toMatchObject({
      status: 'failed',
      failureReason: '3-D Secure doğrulaması iptal edildi.',
    });
    expect(await depositStatus(id)).toEqual(['failed']);
  });

  it('completes the deposit once when the callback is replayed ten times, even at once', async () => {
    const id = await activeAuction();
    const { paymentLink, orderId } = await startedPayment(t, ahmet, id);
    const bank = await answerChallenge(t, paymentLink, { action: 'confirm', code: '111111' });
    const replays = await Promise.all(Array.from({ length: 10 }, () => followToCallback(t, bank)));
    expect(replays.every((r) => r.statusCode === 303)).toBe(true);
    const first = await paymentOf(orderId);
    expect(first.status).toBe('completed');
    for (let i = 0; i < 3; i++) await followToCallback(t, bank);
    const after = await paymentOf(orderId);
    expect(after.updatedAt).toEqual(first.updatedAt);
    expect(await depositStatus(id)).toEqual(['completed']);
    const ledger = await t.database.db
      .select({ status: sandboxPayments.status })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, orderId));
    expect(ledger).toEqual([{ status: 'captured' }]);
  });

  it('changes nothing for a forged callback', async () => {
    const id = await activeAuction();
    const { paymentLink, orderId } = await startedPayment(t, ahmet, id);
    const sandboxId = paymentLink.split('/').pop() ?? '';

    // Before the buyer answered the bank, "success" is only the browser's word.
    await callback({
      status: 'success',
      mdStatus: '1',
      paymentId: sandboxId,
      conversationId: orderId,
    });
    // A payment id the bank never issued.
    await callback({
      status: 'success',
      mdStatus: '1',
      paymentId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
      conversationId: orderId,
    });
    // Another order's session.
    const other = await startedPayment(t, ayse, id);
    const otherBank = await answerChallenge(t, other.paymentLink, {
      action: 'confirm',
      code: '222222',
    });
    await callback({
      status: 'success',
      mdStatus: '1',
      paymentId: other.paymentLink.split('/').pop() ?? '',
      conversationId: orderId,
    });
    // Nothing at all, and an order id that is not ours.
    const empty = await callback({});
    expect(empty.headers.location).toBe('/payment-callback');
    const unknown = await callback({ conversationId: 'a0000u0t1' });
    expect(unknown.headers.location).toBe('/payment-callback?orderId=a0000u0t1');

    expect((await paymentOf(orderId)).status).toBe('pending');
    expect(await depositStatus(id)).toContain('pending');
    // The other order still completes through its own genuine return.
    await followToCallback(t, otherBank);
    expect((await paymentOf(other.orderId)).status).toBe('completed');
  });

  it('accepts the return as a form POST from another site (no CSRF token)', async () => {
    const id = await activeAuction();
    const { paymentLink, orderId } = await startedPayment(t, ahmet, id);
    const bank = await answerChallenge(t, paymentLink, { action: 'confirm', code: '333333' });
    const fields = new URL(String(bank.headers.location), 'http://x').searchParams;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: fields.toString(),
    });
    expect(res.statusCode).toBe(303);
    expect((await paymentOf(orderId)).status).toBe('completed');
  });

  it('shows a result only to its owner, and says what is missing', async () => {
    const id = await activeAuction();
    const { started } = await payDeposit(t, ahmet, id);
    const guest = await result(undefined, `orderId=${started.orderId}`);
    expect(guest.statusCode).toBe(401);
    expect(error(guest).message).toBe('Ödeme sonucunu görmek için giriş yapmalısınız.');
    const stranger = await result(ayse, `orderId=${started.orderId}`);
    expect(stranger.statusCode).toBe(404);
    expect(error(stranger).message).toBe('Ödeme kaydı bulunamadı.');
    const missing = await result(ahmet, '');
    expect(missing.statusCode).toBe(400);
    expect(error(missing).message).toBe(
      'Ödeme sonucunu sorgulamak için gerekli parametreler (uid, orderId) eksik.',
    );
    const payment = await paymentOf(started.orderId);
    const mismatched = await result(ahmet, `uid=${payment.id}&orderId=a1u2t3`);
    expect(mismatched.statusCode).toBe(404);
  });
});

describe('card data', () => {
  it('reaches neither the database nor the log', async () => {
    const id = await activeAuction();
    await payDeposit(t, ahmet, id);
    await payDeposit(t, ayse, id, DECLINED_CARD);

    // Both drivers answer raw queries as `{ rows }`.
    const query = async (text: ReturnType<typeof sql.raw>) => {
      const result: unknown = await t.database.db.execute(text);
      return (result as { rows: Record<string, unknown>[] }).rows;
    };
    const tables = await query(
      sql.raw(`select table_name from information_schema.tables where table_schema = 'public'`),
    );
    let dump = '';
    for (const { table_name } of tables) {
      dump += JSON.stringify(await query(sql.raw(`select * from "${String(table_name)}"`)));
    }
    expect(dump.length).toBeGreaterThan(1000);
    const logs = t.logs.join('\n');
    expect(logs.length).toBeGreaterThan(100);
    for (const secret of ['4111111111111111', '4111 1111 1111 1111', '4000000000000002', '"987"']) {
      expect(dump).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
  });
});
