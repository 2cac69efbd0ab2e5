import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesPage, SaleView } from '@arsamezat/shared/sales/sale';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { sales } from '../../db/schema/sales.ts';
import { offers } from '../../db/schema/trading.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import { insertDeposit, send, type Trader } from '../bids/testing/trading-fixtures.ts';
import { backfillSales } from './sale-backfill.ts';
import { buildDefaultCast, type DefaultCast } from './testing/default-cast.ts';
import { depositStatus, soldAuction } from './testing/sale-default-world.ts';

/*
 * Wins from before the sales table (issue 29, decision 080): an auction closed with a winner and
 * an offer accepted, with no sale, get one at start-up — at 'Alıcı Onayı' with a fresh deadline,
 * the fee from the winner's deposit, the timeline saying it follows an earlier win — once, however
 * often or concurrently the step runs. Sales ended before migration 0021 get their fee `kept`.
 */

const clock = movableClock('2026-07-01T09:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
let t: TestApp;
let c: DefaultCast;

/** An auction closed before issue 29: ended with a winner and price, the others refunded. */
async function oldAuctionWin(winner: Trader, loser: Trader) {
  const now = clock.clock().getTime();
  const id = await insertListing(t.database.db, {
    status: 'ended',
    startsAt: new Date(now - 40 * DAY_MS),
    endsAt: new Date(now - 30 * DAY_MS),
    closedAt: new Date(now - 30 * DAY_MS),
    winnerId: winner.id,
    finalPrice: 180_000_00,
    highestBid: 180_000_00,
    highestBidderId: winner.id,
    firmId: c.firmId,
  });
  const fee = await insertDeposit(t.database.db, { listingId: id, userId: winner.id });
  await insertDeposit(t.database.db, { listingId: id, userId: loser.id, status: 'refunded' });
  return { id, fee };
}

/** A Pazarlık listing sold to an accepted offer before issue 29. */
async function oldOfferWin(buyer: Trader) {
  const now = clock.clock().getTime();
  const id = await insertListing(t.database.db, {
    listingType: 'offer',
    status: 'sold',
    startsAt: new Date(now - 20 * DAY_MS),
    endsAt: new Date(now + 10 * DAY_MS),
    closedAt: new Date(now - 5 * DAY_MS),
    winnerId: buyer.id,
    finalPrice: 95_000_00,
  });
  const fee = await insertDeposit(t.database.db, {
    listingId: id,
    userId: buyer.id,
    amount: 2_000_00,
  });
  const [offer] = await t.database.db
    .insert(offers)
    .values({ listingId: id, userId: buyer.id, amount: 95_000_00, status: 'accepted' })
    .returning({ id: offers.id });
  return { id, fee, offerId: offer!.id };
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  c = await buildDefaultCast(t, clock.clock());
});
afterAll(() => t.close());

describe('the start-up backfill of sales (decision 080)', () => {
  it('opens one sale per earlier win, at Alıcı Onayı with a fresh deadline, and never twice', async () => {
    const auction = await oldAuctionWin(c.ayse, c.ahmet);
    const offer = await oldOfferWin(c.mehmet);
    // A listing that already has its sale is left alone.
    const current = await soldAuction(t, clock, {
      winner: c.zeynep,
      runnerUp: c.ahmet,
      loser: c.ayse,
    });
    const now = clock.clock();

    // Two instances starting at once: each listing still gets exactly one sale.
    const reports = await Promise.all([
      backfillSales(t.database.db, now),
      backfillSales(t.database.db, now),
    ]);
    expect(reports.reduce((sum, r) => sum + r.salesOpened, 0)).toBe(2);
    const opened = await t.database.db
      .select()
      .from(sales)
      .where(inArray(sales.listingId, [auction.id, offer.id, current.listingId]));
    expect(opened).toHaveLength(3);
    const forAuction = opened.find((s) => s.listingId === auction.id)!;
    expect(forAuction).toMatchObject({
      buyerId: c.ayse.id,
      firmId: c.firmId,
      origin: 'auction',
      depositId: auction.fee,
      price: 180_000_00,
      serviceFee: 5_000_00,
      step: 'buyer_confirmation',
      runnerUpId: null,
    });
    expect(forAuction.stepDeadline!.getTime()).toBe(now.getTime() + 48 * HOUR_MS);
    const forOffer = opened.find((s) => s.listingId === offer.id)!;
    expect(forOffer).toMatchObject({
      buyerId: c.mehmet.id,
      origin: 'offer',
      offerId: offer.offerId,
      serviceFee: 2_000_00,
      // On a pazarlık the fee does not count towards the price (decision 060).
      balanceDue: 95_000_00,
    });

    // The buyer sees it in Kazandıklarım, its timeline saying it follows an earlier win.
    const mine = await send(t, 'GET', '/api/me/sales?filter=all', { trader: c.ayse });
    expect(mine.json<SalesPage>().items.map((s) => s.id)).toContain(forAuction.id);
    const view = await send(t, 'GET', `/api/sales/${forAuction.id}`, { trader: c.ayse });
    expect(view.json<SaleView>().events[0]!.text).toBe(
      'İhale sonuçlanmıştı (01.06.2026 12:00, 180.000 ₺); satış takibi bu kazanım için yeni süreyle başladı.',
    );

    // Again (a restart): nothing new.
    expect(await backfillSales(t.database.db, clock.clock())).toEqual({
      salesOpened: 0,
      feesKept: 0,
    });
    const again = await t.database.db
      .select({ id: sales.id })
      .from(sales)
      .where(inArray(sales.listingId, [auction.id, offer.id]));
    expect(again).toHaveLength(2);
  });

  it('keeps the fee of a sale that ended before migration 0021', async () => {
    const sale = await soldAuction(t, clock, {
      winner: c.ahmet,
      runnerUp: c.mehmet,
      loser: c.ayse,
    });
    // A default recorded the old way: the buyer's deposit left completed.
    await t.database.db
      .update(sales)
      .set({ step: 'defaulted', endReason: 'confirmation_missed', stepDeadline: null })
      .where(eq(sales.id, sale.id));
    const report = await backfillSales(t.database.db, clock.clock());
    expect(report.feesKept).toBe(1);
    expect(await depositStatus(t, sale.depositId)).toBe('kept');
    // The runner-up's deposit (still held) is not the fee: untouched.
    expect(await depositStatus(t, sale.runnerUpDepositId)).toBe('completed');
  });
});
