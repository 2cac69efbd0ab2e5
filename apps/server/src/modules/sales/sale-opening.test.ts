import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { saleEvents, sales } from '../../db/schema/sales.ts';
import { deposits } from '../../db/schema/trading.ts';
import { runClosingOnce } from '../auctions/index.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import {
  insertDeposit,
  placeBid,
  send,
  signedInTrader,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';

/*
 * A sale opens in the transaction that sells the listing (issue 29, decision 073): once per
 * close however many instances close at once, with the runner-up's deposit held.
 */

const clock = movableClock('2026-05-05T09:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(clock.clock().getTime() + minutes * MINUTE);

let t: TestApp;
let admin: Trader;
let ahmet: Trader;
let ayse: Trader;
let mehmet: Trader;

const depositStates = async (listingId: string) =>
  Object.fromEntries(
    (
      await t.database.db
        .select({ userId: deposits.userId, status: deposits.status })
        .from(deposits)
        .where(eq(deposits.listingId, listingId))
    ).map((row) => [row.userId, row.status]),
  );
const salesOf = (listingId: string) =>
  t.database.db.select().from(sales).where(eq(sales.listingId, listingId));

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const now = clock.clock();
  admin = await signedInTrader(t.database.db, now, {
    firstName: 'Yönetici',
    lastName: 'Bey',
    role: 'admin',
  });
  ahmet = await signedInTrader(t.database.db, now, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  ayse = await signedInTrader(t.database.db, now, { firstName: 'Ayşe', lastName: 'Kaya' });
  mehmet = await signedInTrader(t.database.db, now, { firstName: 'Mehmet', lastName: 'Demir' });
  await runClosingOnce(t.app.deps);
});
afterAll(() => t.close());

describe('a sale opens with the close', () => {
  it('opens one sale when two passes close the same auction at once, runner-up held', async () => {
    const id = await insertListing(t.database.db, {
      status: 'active',
      startsAt: at(-60),
      endsAt: at(10),
      antiSnipeMinutes: 0,
    });
    for (const trader of [ahmet, ayse, mehmet]) {
      await insertDeposit(t.database.db, { listingId: id, userId: trader.id, amount: 5_000_00 });
    }
    expect((await placeBid(t, ahmet, id, 100_000_00)).statusCode).toBe(201);
    expect((await placeBid(t, mehmet, id, 101_000_00)).statusCode).toBe(201);
    expect((await placeBid(t, ayse, id, 102_000_00)).statusCode).toBe(201);
    clock.advance(11 * 60);

    // Two passes at once, as two instances run them (on PostgreSQL: two connections).
    await Promise.all([runClosingOnce(t.app.deps), runClosingOnce(t.app.deps)]);

    const rows = await salesOf(id);
    expect(rows).toHaveLength(1);
    const [sale] = rows;
    expect(sale).toMatchObject({
      buyerId: ayse.id,
      origin: 'auction',
      price: 102_000_00,
      serviceFee: 5_000_00,
      balanceDue: 97_000_00,
      step: 'buyer_confirmation',
      runnerUpId: mehmet.id,
      runnerUpAmount: 101_000_00,
      runnerUpStatus: 'held',
    });
    expect(sale!.number).toMatch(/^SAT-2026-\d{6}$/);
    // 48 hours to confirm; the runner-up's hold ends 7 business days after the close.
    expect(sale!.stepDeadline!.getTime() - sale!.createdAt.getTime()).toBe(48 * 60 * MINUTE);
    expect(sale!.runnerUpHoldUntil!.getTime()).toBeGreaterThan(at(7 * 24 * 60 - 1).getTime());
    expect(await depositStates(id)).toEqual({
      [ayse.id]: 'completed',
      [mehmet.id]: 'completed',
      [ahmet.id]: 'refund_due',
    });
    const events = await t.database.db
      .select()
      .from(saleEvents)
      .where(and(eq(saleEvents.saleId, sale!.id), eq(saleEvents.kind, 'created')));
    expect(events).toHaveLength(1);
  });

  it('opens no sale when an auction ends without bids', async () => {
    const id = await insertListing(t.database.db, {
      status: 'active',
      startsAt: at(-60),
      endsAt: at(5),
    });
    clock.advance(6 * 60);
    await runClosingOnce(t.app.deps);
    expect(await salesOf(id)).toHaveLength(0);
  });
});

describe('a sale opens with an accepted offer', () => {
  it('keeps the next-highest pending offer as the runner-up; the others are refunded', async () => {
    const id = await insertListing(t.database.db, {
      listingType: 'offer',
      status: 'active',
      startsAt: at(-60),
      endsAt: at(24 * 60),
    });
    const offerIds: string[] = [];
    for (const [i, trader] of [ahmet, ayse, mehmet].entries()) {
      await insertDeposit(t.database.db, { listingId: id, userId: trader.id, amount: 2_000_00 });
      const res = await send(t, 'POST', `/api/listings/${id}/offers`, {
        trader,
        payload: { amount: (200_000 + i * 10_000) * 100 },
      });
      expect(res.statusCode).toBe(201);
      offerIds.push(res.json<{ offer: { id: string } }>().offer.id);
    }
    const res = await send(t, 'POST', `/api/admin/offers/${offerIds[2]}/accept`, {
      trader: admin,
    });
    expect(res.statusCode).toBe(200);
    const [sale, ...more] = await salesOf(id);
    expect(more).toHaveLength(0);
    expect(sale).toMatchObject({
      buyerId: mehmet.id,
      origin: 'offer',
      offerId: offerIds[2],
      price: 220_000_00,
      serviceFee: 2_000_00,
      // On a pazarlık sale the fee is not taken off the price (decision 060).
      balanceDue: 220_000_00,
      runnerUpId: ayse.id,
      runnerUpAmount: 210_000_00,
      runnerUpStatus: 'held',
    });
    expect(await depositStates(id)).toEqual({
      [mehmet.id]: 'completed',
      [ayse.id]: 'completed',
      [ahmet.id]: 'refund_due',
    });
  });
});
