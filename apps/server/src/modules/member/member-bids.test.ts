import {
  BID_OUTCOMES,
  type BidOutcome,
  type MyBidsPage,
} from '@arsamezat/shared/member/member-records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import {
  placeBid,
  signedInTrader,
  type ErrorBody,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import { get, MEMBER_TEST_START, runningAuction } from './testing/member-fixtures.ts';

const clock = movableClock(MEMBER_TEST_START);
const MINUTE = 60_000;
let t: TestApp;
let ahmet: Trader;
let ayse: Trader;

async function bid(trader: Trader, listingId: string, amount: number) {
  clock.advance(1);
  expect((await placeBid(t, trader, listingId, amount)).statusCode).toBe(201);
}

const bidsOf = async (trader: Trader, query = '') => {
  const res = await get(t, `/api/me/bids${query}`, trader);
  expect(res.statusCode, query).toBe(200);
  return res.json<MyBidsPage>();
};

let leading: string;
let outbid: string;
let won: string;
let lost: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const db = t.database.db;
  const now = clock.clock();
  ahmet = await signedInTrader(db, now, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  ayse = await signedInTrader(db, now, { firstName: 'Ayşe', lastName: 'Kaya' });
  const soon = { endsAt: new Date(now.getTime() + 30 * MINUTE) };
  leading = await runningAuction(db, now, [ahmet, ayse], { title: 'Önde' });
  outbid = await runningAuction(db, now, [ahmet, ayse], { title: 'Geçilen' });
  won = await runningAuction(db, now, [ahmet, ayse], { title: 'Kazanılan', ...soon });
  lost = await runningAuction(db, now, [ahmet, ayse], { title: 'Kaybedilen', ...soon });
  // Eleven bids of ahmet in all, on four auctions.
  await bid(ayse, leading, 100_000_00);
  for (let i = 0; i < 5; i += 1) {
    await bid(ahmet, leading, 101_000_00 + i * 2_000_00);
    if (i < 4) await bid(ayse, leading, 102_000_00 + i * 2_000_00);
  }
  await bid(ahmet, outbid, 100_000_00);
  await bid(ayse, outbid, 150_000_00);
  for (const amount of [100_000_00, 110_000_00, 120_000_00]) {
    await bid(ahmet, won, amount);
    await bid(ayse, won, amount + 1_000_00);
  }
  await bid(ahmet, won, 130_000_00);
  await bid(ahmet, lost, 100_000_00);
  await bid(ayse, lost, 200_000_00);
  clock.advance(31 * 60); // 'Kazanılan' and 'Kaybedilen' have ended.
});
afterAll(() => t.close());

describe('GET /api/me/bids', () => {
  it('pages all of my bids, newest first, ten a page', async () => {
    const first = await bidsOf(ahmet);
    expect(first).toMatchObject({ total: 11, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    const second = await bidsOf(ahmet, '?page=2');
    expect(second.items).toHaveLength(1);
    const all = [...first.items, ...second.items];
    const times = all.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all[0]).toMatchObject({
      amount: 100_000_00,
      isHighest: false,
      outcome: 'lost',
      listing: { id: lost, title: 'Kaybedilen', phase: 'ended', highestBid: 200_000_00 },
    });
    expect((await bidsOf(ahmet, '?page=3')).items).toEqual([]);
  });

  it('tells where I stand on each auction, and filters by phase and by outcome', async () => {
    const expected: Record<BidOutcome, [string, number]> = {
      leading: [leading, 5],
      outbid: [outbid, 1],
      won: [won, 4],
      lost: [lost, 1],
    };
    for (const outcome of BID_OUTCOMES) {
      const page = await bidsOf(ahmet, `?outcome=${outcome}`);
      const [listingId, total] = expected[outcome];
      expect(page.total, outcome).toBe(total);
      // The SQL filter and the outcome each row reports agree.
      expect(
        page.items.every((item) => item.outcome === outcome && item.listing.id === listingId),
      ).toBe(true);
    }
    expect((await bidsOf(ahmet, '?phase=active')).total).toBe(6);
    expect((await bidsOf(ahmet, '?phase=ended')).total).toBe(5);
    expect((await bidsOf(ahmet, '?phase=upcoming')).total).toBe(0);
    expect((await bidsOf(ahmet, '?phase=ended&outcome=won')).total).toBe(4);
    expect((await bidsOf(ahmet, '?phase=active&outcome=won')).total).toBe(0);
    expect((await bidsOf(ahmet, '?phase=&outcome=')).total).toBe(11);
    const highest = (await bidsOf(ahmet, '?outcome=leading')).items.filter((i) => i.isHighest);
    expect(highest.map((item) => item.amount)).toEqual([109_000_00]);
  });

  it('shows another member their own bids and none of mine', async () => {
    const hers = await bidsOf(ayse);
    expect(hers.total).toBe(10);
    const mine = new Set(
      [...(await bidsOf(ahmet)).items, ...(await bidsOf(ahmet, '?page=2')).items].map((i) => i.id),
    );
    expect(hers.items.some((item) => mine.has(item.id))).toBe(false);
    expect((await bidsOf(ayse, '?outcome=won')).items.map((i) => i.listing.id)).toEqual([lost]);
    const newcomer = await signedInTrader(t.database.db, clock.clock(), {
      firstName: 'Yeni',
      lastName: 'Üye',
    });
    expect(await bidsOf(newcomer)).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });

  it('refuses bad filters and pages with a Turkish 400', async () => {
    for (const [query, message] of [
      ['?phase=finished', 'İhale durumu filtresi geçersiz.'],
      ['?outcome=draw', 'Teklif sonucu filtresi geçersiz.'],
      ['?page=0', 'Sayfa numarası geçersiz.'],
      ['?page=abc', 'Sayfa numarası geçersiz.'],
      ['?page=1.5', 'Sayfa numarası geçersiz.'],
      ['?page=10001', 'Sayfa numarası geçersiz.'],
    ] as const) {
      const res = await get(t, `/api/me/bids${query}`, ahmet);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<ErrorBody>().error.message, query).toBe(message);
    }
  });
});
