import type {
  AdminPaymentAction,
  AdminPaymentsPage,
  AdminRefundAction,
} from '@arsamezat/shared/admin/admin-payments';
import type { MyDeposit } from '@arsamezat/shared/trading/deposits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { deposits, payments } from '../../db/schema/trading.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import {
  placeBid,
  send,
  signedInTrader,
  type ErrorBody,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import {
  openAuction,
  payDeposit,
  PAYMENT_TEST_NOW,
  startedPayment,
} from '../payments/testing/sandbox-journey.ts';
import { settableClock } from './testing/refund-fixtures.ts';

/** The payments table, its CSV, the manual (bank transfer) payment and sending to refund. */

const clock = settableClock();
let t: TestApp;
let admin: Trader;
let member: Trader;
let ayse: Trader;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const db = t.database.db;
  admin = await signedInTrader(db, clock.clock(), {
    firstName: 'Yönetici',
    lastName: 'Bey',
    role: 'admin',
  });
  member = await signedInTrader(db, clock.clock(), { firstName: 'Mehmet', lastName: 'Demir' });
  ayse = await signedInTrader(db, clock.clock(), { firstName: 'Ayşe', lastName: 'Çelik' });
});
afterAll(() => t.close());

const ENDPOINTS: ['GET' | 'POST', string, unknown?][] = [
  ['GET', '/api/admin/payments'],
  ['GET', '/api/admin/payments/export.csv'],
  [
    'POST',
    `/api/admin/payments/${crypto.randomUUID()}/manual-completion`,
    { amount: 100, note: 'EFT alındı' },
  ],
  ['POST', `/api/admin/deposits/${crypto.randomUUID()}/refund-due`],
  ['GET', '/api/admin/refunds'],
  ['POST', `/api/admin/deposits/${crypto.randomUUID()}/refund`],
  ['POST', `/api/admin/listings/${crypto.randomUUID()}/refunds`],
];

const paymentsPage = async (query: string) => {
  const res = await send(t, 'GET', `/api/admin/payments${query}`, { trader: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminPaymentsPage>();
};

describe('admin payments: guards', () => {
  it.each(ENDPOINTS)('%s %s answers 401 to a guest and 403 to a member', async (m, url, body) => {
    const guest = await send(t, m, url, { payload: body });
    expect(guest.statusCode).toBe(401);
    const asMember = await send(t, m, url, { trader: member, payload: body });
    expect(asMember.statusCode).toBe(403);
  });
});

describe('admin payments: table and CSV', () => {
  it('lists payments by status and listing, paged on the server', async () => {
    const listingId = await openAuction(t, { title: 'Çeşme; "Deniz" Manzaralı Arsa' });
    await payDeposit(t, ayse, listingId);
    const otherListing = await openAuction(t, { title: 'Kütahya Merkez Arsa' });
    await startedPayment(t, member, otherListing);

    const pending = await paymentsPage('?status=pending');
    expect(pending.items.map((p) => p.listing?.id)).toEqual([otherListing]);
    expect(pending.items[0]).toMatchObject({
      status: 'pending',
      provider: 'sandbox',
      member: { fullName: 'Mehmet Demir' },
      isLiveAttempt: true,
    });
    const byListing = await paymentsPage(`?listingId=${listingId}`);
    expect(byListing.items).toHaveLength(1);
    expect(byListing.items[0]).toMatchObject({ status: 'completed', amount: 25_000_00 });
    expect(byListing.listings.map((l) => l.id)).toEqual(
      expect.arrayContaining([listingId, otherListing]),
    );
    expect((await paymentsPage('?page=2')).items).toEqual([]);

    const bad = await send(t, 'GET', '/api/admin/payments?status=paid', { trader: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.message).toBe('Geçersiz filtre.');
  });

  it('exports the filtered rows as CSV for Turkish Excel: BOM, semicolons, comma decimals', async () => {
    clock.set('2026-05-05T21:30:00.000Z'); // 00:30 on 6 May in Istanbul
    const listingId = await openAuction(t, {
      title: '=Bodrum; "Yalıkavak" Arsası',
      depositAmount: 12_345_67,
    });
    await payDeposit(t, ayse, listingId);
    clock.set(PAYMENT_TEST_NOW.toISOString());

    const res = await send(t, 'GET', `/api/admin/payments/export.csv?listingId=${listingId}`, {
      trader: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="odemeler-.+\.csv"$/);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Üye;Telefon;İlan / Firma;Tutar (TL);Durum;Sağlayıcı;Sipariş No;Tarih;Tamamlanma;Açıklama;Tür',
    );
    const [name, , title, amount, status, provider, , created, completed] = lines[1]!.split(
      /;(?=(?:[^"]*"[^"]*")*[^"]*$)/,
    );
    expect(name).toBe('Ayşe Çelik');
    expect(title).toBe(`"'=Bodrum; ""Yalıkavak"" Arsası"`);
    expect(amount).toBe('12345,67');
    expect(status).toBe('Tamamlandı');
    expect(provider).toBe('Test bankası');
    expect(created).toBe('06.05.2026 00:30');
    expect(completed).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(lines).toHaveLength(3); // header, one row, the final line end
  });
});

describe('admin payments: manual payment and refund', () => {
  it('records a bank transfer only with a note and the same amount, audited', async () => {
    const listingId = await openAuction(t);
    const { orderId } = await startedPayment(t, member, listingId);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId));
    const url = `/api/admin/payments/${payment!.id}/manual-completion`;

    const noNote = await send(t, 'POST', url, {
      trader: admin,
      payload: { amount: 25_000_00, note: ' ' },
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json<ErrorBody>().error.message).toBe(
      'Havale/EFT açıklaması zorunludur (en az 5 karakter).',
    );
    const wrongAmount = await send(t, 'POST', url, {
      trader: admin,
      payload: { amount: 24_000_00, note: 'Ziraat EFT 12.05' },
    });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json<ErrorBody>().error.message).toBe(
      'Girilen tutar ödemenin tutarıyla aynı olmalıdır.',
    );
    const [unchanged] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, payment!.id));
    expect(unchanged!.status).toBe('pending');

    const done = await send(t, 'POST', url, {
      trader: admin,
      payload: { amount: 25_000_00, note: 'Ziraat EFT 12.05, dekont no 4411' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<AdminPaymentAction>()).toMatchObject({
      message: 'Ödeme durumu güncellendi.',
      payment: {
        status: 'completed',
        provider: 'manual',
        manualNote: 'Ziraat EFT 12.05, dekont no 4411',
        deposit: { status: 'completed' },
      },
    });
    const audit = await selectAuditEntries(t.database.db, 'payment', payment!.id);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['payment.manual_completed', admin.id],
    ]);
    expect(audit[0]!.after).toMatchObject({ amount: 25_000_00, provider: 'manual' });
    // The member may bid now: the deposit counts like a card payment.
    const state = await send(t, 'GET', `/api/listings/${listingId}/deposit`, { trader: member });
    expect(state.json<MyDeposit>().hasCompleted).toBe(true);
    expect((await placeBid(t, member, listingId, 100_000_00)).statusCode).toBe(201);

    const twice = await send(t, 'POST', url, {
      trader: admin,
      payload: { amount: 25_000_00, note: 'Ziraat EFT 12.05' },
    });
    expect(twice.json<ErrorBody>().error.code).toBe('PAYMENT_NOT_MANUAL');
  });

  it('sends a completed deposit to the refund queue, audited, and only a completed one', async () => {
    const listingId = await openAuction(t);
    await payDeposit(t, ayse, listingId);
    const [deposit] = await t.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.listingId, listingId));
    const url = `/api/admin/deposits/${deposit!.id}/refund-due`;

    const res = await send(t, 'POST', url, { trader: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminRefundAction>()).toMatchObject({
      message: 'Ödeme durumu güncellendi.',
      refund: { status: 'refund_due', amount: 25_000_00, overdue: false },
    });
    const audit = await selectAuditEntries(t.database.db, 'deposit', deposit!.id);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['deposit.refund_requested', admin.id],
    ]);
    const again = await send(t, 'POST', url, { trader: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.code).toBe('DEPOSIT_NOT_COMPLETED');
    expect(
      (
        await send(t, 'POST', `/api/admin/deposits/${crypto.randomUUID()}/refund-due`, {
          trader: admin,
        })
      ).statusCode,
    ).toBe(404);
  });
});
