import type { AdminRefundAction } from '@arsamezat/shared/admin/admin-payments';
import {
  addBusinessDays,
  DEPOSIT_REFUND_BUSINESS_DAYS,
  type MyDepositsPage,
} from '@arsamezat/shared/member/member-records';
import type { MyDeposit, RequestDepositRefundResponse } from '@arsamezat/shared/trading/deposits';
import type { PlaceOfferResponse } from '@arsamezat/shared/trading/offers';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { deposits } from '../../db/schema/trading.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import {
  insertDeposit,
  placeBid,
  send,
  signedInTrader,
  type ErrorBody,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import { notificationsOf } from '../notifications/testing/notification-fixtures.ts';
import {
  openAuction,
  payDeposit,
  PAYMENT_TEST_NOW,
  startPayment,
} from '../payments/testing/sandbox-journey.ts';

/**
 * A member's early refund (issue 26, decision 061): a deposit that backs no leading bid and no
 * pending offer comes back on request, once, through the refund queue; while it backs something
 * the request is refused with the reason. A bid or an offer racing the request:
 * early-refund-race.test.ts.
 */

const NOW = PAYMENT_TEST_NOW;
const HOUR = 60 * 60 * 1000;
const TL = 100;

let t: TestApp;
let ahmet: Trader;
let ayse: Trader;
let admin: Trader;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const db = t.database.db;
  ahmet = await signedInTrader(db, NOW, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  ayse = await signedInTrader(db, NOW, { firstName: 'Ayşe', lastName: 'Kaya' });
  admin = await signedInTrader(db, NOW, { firstName: 'Yönetici', lastName: 'Bey', role: 'admin' });
});
afterAll(() => t.close());

const requestRefund = (trader: Trader | undefined, depositId: string) =>
  send(t, 'POST', `/api/me/deposits/${depositId}/refund`, { trader });
const error = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;

async function depositRow(depositId: string) {
  const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, depositId));
  return row!;
}

/** The member's deposit on the listing (the one that counts, else the newest). */
async function myDeposit(trader: Trader, listingId: string) {
  const res = await send(t, 'GET', `/api/listings/${listingId}/deposit`, { trader });
  return res.json<MyDeposit>();
}

/** `refundable` of the deposit in the member's 'Teminatlarım'. */
async function refundableInList(trader: Trader, depositId: string) {
  const res = await send(t, 'GET', '/api/me/deposits', { trader });
  const item = res.json<MyDepositsPage>().items.find((d) => d.id === depositId);
  if (!item) throw new Error('deposit not listed');
  return item.refundable;
}

const offerListing = () =>
  insertListing(t.database.db, {
    listingType: 'offer',
    status: 'active',
    startsAt: new Date(NOW.getTime() - HOUR),
    endsAt: new Date(NOW.getTime() + 24 * HOUR),
  });

async function placeOffer(trader: Trader, listingId: string, amount: number) {
  const res = await send(t, 'POST', `/api/listings/${listingId}/offers`, {
    trader,
    payload: { amount },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PlaceOfferResponse>().offer.id;
}

describe('POST /api/me/deposits/:id/refund', () => {
  it('refunds a paid deposit that backs nothing once, through the refund queue and its audit; bidding then needs a new deposit', async () => {
    const listingId = await openAuction(t);
    await payDeposit(t, ahmet, listingId);
    const paid = await myDeposit(ahmet, listingId);
    const depositId = paid.deposit!.id;
    expect(paid.hasCompleted).toBe(true);
    expect(await refundableInList(ahmet, depositId)).toBe(true);

    const res = await requestRefund(ahmet, depositId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<RequestDepositRefundResponse>();
    expect(body.message).toBe('Teminat iade talebiniz alındı.');
    expect(body.deposit).toMatchObject({
      id: depositId,
      listingId,
      amount: 25_000_00,
      status: 'refund_due',
      refundSince: NOW.toISOString(),
    });
    expect(body.deposit.refundBy).toBe(
      addBusinessDays(NOW, DEPOSIT_REFUND_BUSINESS_DAYS).toISOString(),
    );
    const row = await depositRow(depositId);
    expect(row.status).toBe('refund_due');
    expect(row.refundDueAt).toEqual(NOW);
    const audit = await selectAuditEntries(t.database.db, 'deposit', depositId);
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['deposit.refund_requested', ahmet.id],
    ]);
    expect(audit[0]?.after).toEqual({
      status: 'refund_due',
      amount: 25_000_00,
      requestedBy: 'member',
    });

    // A second request changes nothing.
    const again = await requestRefund(ahmet, depositId);
    expect(again.statusCode).toBe(409);
    expect(error(again)).toEqual({
      code: 'DEPOSIT_REFUND_REQUESTED',
      message:
        'Bu teminatın iadesi zaten başladı; ödemeyi yaptığınız karta 7 iş günü içinde iade edilir.',
    });
    expect(await selectAuditEntries(t.database.db, 'deposit', depositId)).toHaveLength(1);
    expect(await refundableInList(ahmet, depositId)).toBe(false);

    // The deposit no longer lets him bid; a new one does.
    const bid = await placeBid(t, ahmet, listingId, 100_000 * TL);
    expect(bid.statusCode).toBe(403);
    expect(error(bid).code).toBe('DEPOSIT_REQUIRED');
    expect((await myDeposit(ahmet, listingId)).hasCompleted).toBe(false);

    // The operator's refund queue gives it back through the provider, as any other refund.
    const refunded = await send(t, 'POST', `/api/admin/deposits/${depositId}/refund`, {
      trader: admin,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<AdminRefundAction>().refund.status).toBe('refunded');
    expect((await depositRow(depositId)).status).toBe('refunded');
    expect(
      (await notificationsOf(t.database.db, ahmet.id)).filter((line) =>
        line.startsWith('deposit_refunded'),
      ),
    ).toEqual(['deposit_refunded in_app']);
    const refundedAgain = await requestRefund(ahmet, depositId);
    expect(refundedAgain.statusCode).toBe(409);
    expect(error(refundedAgain)).toEqual({
      code: 'DEPOSIT_ALREADY_REFUNDED',
      message: 'Bu teminat zaten iade edildi.',
    });

    await payDeposit(t, ahmet, listingId);
    expect((await placeBid(t, ahmet, listingId, 100_000 * TL)).statusCode).toBe(201);
  });

  it('two requests at once: one refund, one refusal, one audit row', async () => {
    const listingId = await openAuction(t);
    const depositId = await insertDeposit(t.database.db, { listingId, userId: ayse.id });
    const answers = await Promise.all([
      requestRefund(ayse, depositId),
      requestRefund(ayse, depositId),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await selectAuditEntries(t.database.db, 'deposit', depositId)).toHaveLength(1);
    expect((await depositRow(depositId)).status).toBe('refund_due');
  });

  it('refuses while the deposit backs the leading bid, and allows it once the member is outbid', async () => {
    const listingId = await openAuction(t);
    const ahmetDeposit = await insertDeposit(t.database.db, { listingId, userId: ahmet.id });
    await insertDeposit(t.database.db, { listingId, userId: ayse.id });
    // Ahmet leads with a maximum above his bid.
    const maximum = await send(t, 'POST', `/api/listings/${listingId}/bids`, {
      trader: ahmet,
      payload: { amount: 150_000 * TL, kind: 'maximum' },
    });
    expect(maximum.statusCode, maximum.body).toBe(201);

    const leading = await requestRefund(ahmet, ahmetDeposit);
    expect(leading.statusCode).toBe(409);
    expect(error(leading)).toEqual({
      code: 'DEPOSIT_BACKS_LEADING_BID',
      message:
        'En yüksek teklif sizde olduğu için teminatınız şimdi iade edilemez. Teklifiniz geçilirse iade isteyebilirsiniz; ihaleyi kazanamazsanız teminatınız ihale sonunda kendiliğinden iade edilir.',
    });
    expect((await depositRow(ahmetDeposit)).status).toBe('completed');
    expect(await refundableInList(ahmet, ahmetDeposit)).toBe(false);

    // Ayşe passes his maximum: his bid no longer leads and nothing can bid for him.
    expect((await placeBid(t, ayse, listingId, 160_000 * TL)).statusCode).toBe(201);
    expect(await refundableInList(ahmet, ahmetDeposit)).toBe(true);
    expect((await requestRefund(ahmet, ahmetDeposit)).statusCode).toBe(200);
  });

  it('refuses while a pending offer rides on it, and allows it after the offer is withdrawn or rejected', async () => {
    const withdrawn = await offerListing();
    const ahmetDeposit = await insertDeposit(t.database.db, {
      listingId: withdrawn,
      userId: ahmet.id,
    });
    const offerId = await placeOffer(ahmet, withdrawn, 120_000 * TL);
    const pending = await requestRefund(ahmet, ahmetDeposit);
    expect(pending.statusCode).toBe(409);
    expect(error(pending)).toEqual({
      code: 'DEPOSIT_BACKS_OFFER',
      message:
        'Bu ilanda bekleyen bir teklifiniz olduğu için teminatınız şimdi iade edilemez. Teklifinizi geri çekerseniz veya teklifiniz reddedilirse iade isteyebilirsiniz.',
    });
    expect(
      (await send(t, 'POST', `/api/offers/${offerId}/withdraw`, { trader: ahmet })).statusCode,
    ).toBe(200);
    expect((await requestRefund(ahmet, ahmetDeposit)).statusCode).toBe(200);
    // Without a deposit, no new offer.
    const offerAfter = await send(t, 'POST', `/api/listings/${withdrawn}/offers`, {
      trader: ahmet,
      payload: { amount: 125_000 * TL },
    });
    expect(offerAfter.statusCode).toBe(403);
    expect(error(offerAfter).code).toBe('DEPOSIT_REQUIRED');

    const rejected = await offerListing();
    const ayseDeposit = await insertDeposit(t.database.db, {
      listingId: rejected,
      userId: ayse.id,
    });
    const ayseOffer = await placeOffer(ayse, rejected, 110_000 * TL);
    expect(
      (await send(t, 'POST', `/api/admin/offers/${ayseOffer}/reject`, { trader: admin }))
        .statusCode,
    ).toBe(200);
    expect(await refundableInList(ayse, ayseDeposit)).toBe(true);
    expect((await requestRefund(ayse, ayseDeposit)).statusCode).toBe(200);
  });

  it("answers someone else's deposit as not found, a guest with 401, and refuses unpaid, free and ended ones", async () => {
    const listingId = await openAuction(t);
    const ayseDeposit = await insertDeposit(t.database.db, { listingId, userId: ayse.id });
    const other = await requestRefund(ahmet, ayseDeposit);
    expect(other.statusCode).toBe(404);
    expect(error(other)).toEqual({
      code: 'DEPOSIT_NOT_FOUND',
      message: 'Teminat kaydı bulunamadı.',
    });
    expect((await requestRefund(undefined, ayseDeposit)).statusCode).toBe(401);
    const badId = await requestRefund(ahmet, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(error(badId).message).toBe('Geçersiz teminat numarası.');
    expect((await depositRow(ayseDeposit)).status).toBe('completed');

    const unpaid = await openAuction(t);
    expect((await startPayment(t, ahmet, unpaid)).statusCode).toBe(201);
    const pendingId = (await myDeposit(ahmet, unpaid)).deposit!.id;
    const pending = await requestRefund(ahmet, pendingId);
    expect(pending.statusCode).toBe(409);
    expect(error(pending).code).toBe('DEPOSIT_NOT_COMPLETED');

    const free = await openAuction(t, { depositAmount: 0 });
    const freeId = await insertDeposit(t.database.db, {
      listingId: free,
      userId: ahmet.id,
      amount: 0,
    });
    const nothing = await requestRefund(ahmet, freeId);
    expect(nothing.statusCode).toBe(409);
    expect(error(nothing).code).toBe('DEPOSIT_NOTHING_TO_REFUND');

    const ended = await openAuction(t, {
      startsAt: new Date(NOW.getTime() - 2 * HOUR),
      endsAt: new Date(NOW.getTime() - HOUR),
    });
    const endedId = await insertDeposit(t.database.db, { listingId: ended, userId: ahmet.id });
    const closed = await requestRefund(ahmet, endedId);
    expect(closed.statusCode).toBe(409);
    expect(error(closed)).toEqual({
      code: 'LISTING_CLOSED',
      message:
        'Bu ilan sona erdi. Kazanamadığınız ilanların teminatı ilanın kapanışıyla kendiliğinden iadeye alınır.',
    });
    expect(await refundableInList(ahmet, endedId)).toBe(false);
  });
});

/**
 * The refund's decision holds the listing's row lock while it moves the deposit. A bid or an
 * offer that started before it committed waits for that lock (on PostgreSQL: PGlite runs one
 * statement at a time, so there the request simply comes after) and must then see the deposit
 * as it was left, not as its own earlier snapshot had it.
 */
