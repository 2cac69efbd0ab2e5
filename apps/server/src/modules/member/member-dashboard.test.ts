import type { Dashboard } from '@arsamezat/shared/member/member-records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { listings } from '../../db/schema/listings.ts';
import { runClosingOnce } from '../auctions/index.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import {
  placeBid,
  signedInTrader,
  type ErrorBody,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import {
  endedAuction,
  get,
  MEMBER_TEST_START,
  runningAuction,
  soldOfferListing,
} from './testing/member-fixtures.ts';

const clock = movableClock(MEMBER_TEST_START);
const MINUTE = 60_000;
let t: TestApp;
let ahmet: Trader;
let ayse: Trader;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const now = clock.clock();
  ahmet = await signedInTrader(t.database.db, now, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  ayse = await signedInTrader(t.database.db, now, { firstName: 'Ayşe', lastName: 'Kaya' });
});
afterAll(() => t.close());

const dashboardOf = async (trader: Trader) => {
  const res = await get(t, '/api/me/dashboard', trader);
  expect(res.statusCode).toBe(200);
  return res.json<Dashboard>();
};

describe('the member endpoints', () => {
  it('need a session', async () => {
    for (const url of [
      '/api/me/dashboard',
      '/api/me/bids',
      '/api/me/deposits',
      '/api/me/offers',
      '/api/me/wins',
    ]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json<ErrorBody>().error.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('GET /api/me/dashboard', () => {
  it('answers zeros and empty lists to a member with no records', async () => {
    const newcomer = await signedInTrader(t.database.db, clock.clock(), {
      firstName: 'Yeni',
      lastName: 'Üye',
    });
    expect(await dashboardOf(newcomer)).toEqual({
      stats: { totalBids: 0, activeAuctions: 0, wonAuctions: 0, totalSpent: 0 },
      recentBids: [],
      active: [],
      upcoming: [],
    });
  });

  it('counts bids, running auctions, wins by bid and by accepted offer, and what they cost', async () => {
    const db = t.database.db;
    const now = clock.clock();
    const leading = await runningAuction(db, now, [ahmet, ayse], { title: 'Önde olduğum' });
    const outbid = await runningAuction(db, now, [ahmet, ayse], { title: 'Geçildiğim' });
    const closing = await runningAuction(db, now, [ahmet, ayse], {
      title: 'Kapanacak',
      endsAt: new Date(now.getTime() + 10 * MINUTE),
    });
    await bid(ahmet, leading, 100_000_00);
    await bid(ayse, outbid, 100_000_00);
    await bid(ahmet, outbid, 101_000_00);
    await bid(ayse, outbid, 102_000_00);
    await bid(ahmet, closing, 150_000_00);
    // Ended elsewhere: one won with a final price, one won without (starting price counts).
    await endedAuction(db, now, { winnerId: ahmet.id, finalPrice: 250_000_00 });
    await endedAuction(db, now, { winnerId: ahmet.id, finalPrice: null });
    await endedAuction(db, now, { winnerId: ayse.id, finalPrice: 900_000_00 });
    // Bought by an accepted offer.
    await soldOfferListing(db, now, { buyerId: ahmet.id, price: 80_000_00 });
    // An upcoming auction (an admin set it back after ahmet's bid).
    const later = await runningAuction(db, now, [ahmet], { title: 'Yaklaşan' });
    await bid(ahmet, later, 100_000_00);
    await moveToUpcoming(later);

    clock.advance(11 * 60); // 'Kapanacak' ends; the closing job has not run yet.
    const before = await dashboardOf(ahmet);
    // Won: 'Kapanacak' (the winner-to-be), two ended auctions and the accepted offer.
    expect(before.stats).toEqual({
      totalBids: 4,
      activeAuctions: 2,
      wonAuctions: 4,
      totalSpent: 150_000_00 + 250_000_00 + 100_000_00 + 80_000_00,
    });
    await runClosingOnce(t.app.deps);
    expect((await dashboardOf(ahmet)).stats).toEqual(before.stats);

    const dashboard = await dashboardOf(ahmet);
    expect(dashboard.recentBids.map((bid) => [bid.listing.title, bid.amount, bid.outcome])).toEqual(
      [
        ['Yaklaşan', 100_000_00, 'leading'],
        ['Kapanacak', 150_000_00, 'won'],
        ['Geçildiğim', 101_000_00, 'outbid'],
        ['Önde olduğum', 100_000_00, 'leading'],
      ],
    );
    expect(
      dashboard.active.map((card) => [card.listing.title, card.myHighestBid, card.outcome]),
    ).toEqual(
      expect.arrayContaining([
        ['Önde olduğum', 100_000_00, 'leading'],
        ['Geçildiğim', 101_000_00, 'outbid'],
      ]),
    );
    expect(dashboard.active).toHaveLength(2);
    // Cards carry what the browse cards show: the price by phase, from the server clock.
    expect(
      dashboard.active.find((card) => card.listing.title === 'Geçildiğim')!.listing,
    ).toMatchObject({
      phase: 'active',
      displayPrice: 102_000_00,
      highestBid: 102_000_00,
    });
    expect(dashboard.upcoming.map((card) => card.listing.title)).toEqual(['Yaklaşan']);

    // Ayşe sees her own world only: one running auction, one won, none of ahmet's.
    const hers = await dashboardOf(ayse);
    expect(hers.stats).toEqual({
      totalBids: 2,
      activeAuctions: 1,
      wonAuctions: 1,
      totalSpent: 900_000_00,
    });
    expect(hers.recentBids.every((bid) => bid.listing.title === 'Geçildiğim')).toBe(true);
    expect(hers.active.map((card) => [card.listing.title, card.outcome])).toEqual([
      ['Geçildiğim', 'leading'],
    ]);
  });

  it('shows the latest five bids only', async () => {
    const db = t.database.db;
    const bidder = await signedInTrader(db, clock.clock(), { firstName: 'Can', lastName: 'Er' });
    const id = await runningAuction(db, clock.clock(), [bidder, ayse]);
    for (let i = 0; i < 7; i += 1) {
      const trader = i % 2 === 0 ? bidder : ayse;
      await bid(trader, id, 100_000_00 + i * 1_000_00);
    }
    const dashboard = await dashboardOf(bidder);
    expect(dashboard.stats.totalBids).toBe(4);
    expect(dashboard.recentBids.map((bid) => bid.amount)).toEqual([
      106_000_00, 104_000_00, 102_000_00, 100_000_00,
    ]);
    for (let i = 0; i < 3; i += 1) {
      const trader = i % 2 === 0 ? ayse : bidder;
      await bid(trader, id, 107_000_00 + i * 1_000_00);
    }
    const more = await dashboardOf(bidder);
    expect(more.stats.totalBids).toBe(5);
    expect(more.recentBids).toHaveLength(5);
  });
});

/** Puts a listing back to 'upcoming' with its start ahead (an admin's edit). */
async function moveToUpcoming(id: string) {
  const now = clock.clock().getTime();
  await t.database.db
    .update(listings)
    .set({ status: 'upcoming', startsAt: new Date(now + 60 * MINUTE) })
    .where(eq(listings.id, id));
}

/** A bid through the API (so the listing's highest bidder is kept), one second after the last. */
async function bid(trader: Trader, listingId: string, amount: number) {
  clock.advance(1);
  expect((await placeBid(t, trader, listingId, amount)).statusCode).toBe(201);
}
