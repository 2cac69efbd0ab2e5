import type {
  MyDepositsPage,
  MyOffersPage,
  MyWinsPage,
} from '@arsamezat/shared/member/member-records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { offers } from '../../db/schema/trading.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import {
  insertDeposit,
  signedInTrader,
  type ErrorBody,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import {
  endedAuction,
  get,
  insertCompletedPayment,
  MEMBER_TEST_START,
  soldOfferListing,
} from './testing/member-fixtures.ts';

const clock = movableClock(MEMBER_TEST_START);
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

async function page<T>(url: string, trader: Trader): Promise<T> {
  const res = await get(t, url, trader);
  expect(res.statusCode, url).toBe(200);
  return res.json<T>();
}

describe('GET /api/me/deposits', () => {
  it('lists my deposits newest first with status, refund dates and the receipt', async () => {
    const db = t.database.db;
    const member = await signedInTrader(db, clock.clock(), { firstName: 'Can', lastName: 'Er' });
    const listingId = await insertListing(db, { title: 'Teminatlı Arsa' });
    const kinds = ['pending', 'failed', 'completed', 'refund_due', 'refunded'] as const;
    const ids: Record<string, string> = {};
    for (const [index, status] of kinds.entries()) {
      const listing = status === 'completed' ? listingId : await insertListing(db);
      ids[status] = await insertDeposit(db, { listingId: listing, userId: member.id, status });
      // Each created a minute after the other; refund states changed on Thursday 7 May.
      await db.execute(
        `update deposits set created_at = '2026-05-01T0${index}:00:00Z', updated_at = '2026-05-07T10:00:00Z' where id = '${ids[status]}'`,
      );
    }
    await insertCompletedPayment(db, {
      userId: member.id,
      listingId,
      depositId: ids.completed!,
      amount: 5_000_00,
      orderId: 'a-order-0001',
      completedAt: new Date('2026-05-01T02:05:00Z'),
    });

    const result = await page<MyDepositsPage>('/api/me/deposits', member);
    expect(result).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    expect(result.items.map((item) => item.status)).toEqual([...kinds].reverse());
    const byStatus = Object.fromEntries(result.items.map((item) => [item.status, item]));
    expect(byStatus.completed).toMatchObject({
      amount: 5_000_00,
      paidAt: '2026-05-01T02:05:00.000Z',
      refundSince: null,
      refundBy: null,
      listing: { id: listingId, title: 'Teminatlı Arsa' },
      receipt: {
        orderId: 'a-order-0001',
        authCode: 'A12345',
        transactionId: 'sb-778899',
        amount: 5_000_00,
        paidAt: '2026-05-01T02:05:00.000Z',
      },
    });
    // Seven business days from Thursday 7 May: Monday 18 May.
    expect(byStatus.refund_due).toMatchObject({
      refundSince: '2026-05-07T10:00:00.000Z',
      refundBy: '2026-05-18T10:00:00.000Z',
      receipt: null,
    });
    expect(byStatus.refunded).toMatchObject({
      refundSince: '2026-05-07T10:00:00.000Z',
      refundBy: null,
    });
    expect(byStatus.pending).toMatchObject({ paidAt: null, receipt: null, refundSince: null });
    expect(result.items.map((item) => item.failedAttempts)).toEqual([0, 0, 0, 0, 0]);

    // Nobody else sees any of it, receipts included.
    const hers = await page<MyDepositsPage>('/api/me/deposits', ayse);
    expect(hers.items.filter((item) => Object.values(ids).includes(item.id))).toEqual([]);
  });

  it('counts failed payments as attempts of the deposit they led to, not as deposits', async () => {
    const db = t.database.db;
    const member = await signedInTrader(db, clock.clock(), { firstName: 'Ece', lastName: 'Su' });
    const paidAfterTwo = await insertListing(db, { title: 'İki denemeden sonra' });
    const refundedThenFailed = await insertListing(db, { title: 'İadeden sonra başarısız' });
    const neverPaid = await insertListing(db, { title: 'Hiç ödenemedi' });
    const inProgress = await insertListing(db, { title: 'Ödeme sürüyor' });
    let minute = 0;
    async function attempt(
      listingId: string,
      status: 'pending' | 'completed' | 'failed' | 'refunded',
    ) {
      const id = await insertDeposit(db, { listingId, userId: member.id, status });
      minute += 1;
      await db.execute(
        `update deposits set created_at = '2026-05-02T10:${String(minute).padStart(2, '0')}:00Z' where id = '${id}'`,
      );
      return id;
    }
    await attempt(paidAfterTwo, 'failed');
    await attempt(paidAfterTwo, 'failed');
    const completed = await attempt(paidAfterTwo, 'completed');
    const refunded = await attempt(refundedThenFailed, 'refunded');
    const lastTry = await attempt(refundedThenFailed, 'failed');
    await attempt(neverPaid, 'failed');
    await attempt(neverPaid, 'failed');
    const latestFailure = await attempt(neverPaid, 'failed');
    await attempt(inProgress, 'failed');
    const pending = await attempt(inProgress, 'pending');

    const result = await page<MyDepositsPage>('/api/me/deposits', member);
    expect(result.total).toBe(5);
    expect(
      result.items.map((item) => [item.listing.title, item.id, item.status, item.failedAttempts]),
    ).toEqual([
      ['Ödeme sürüyor', pending, 'pending', 1],
      ['Hiç ödenemedi', latestFailure, 'failed', 2],
      ['İadeden sonra başarısız', lastTry, 'failed', 0],
      ['İadeden sonra başarısız', refunded, 'refunded', 0],
      ['İki denemeden sonra', completed, 'completed', 2],
    ]);
  });

  it('pages ten at a time and refuses a bad page', async () => {
    const db = t.database.db;
    const member = await signedInTrader(db, clock.clock(), { firstName: 'Su', lastName: 'Ak' });
    for (let i = 0; i < 11; i += 1) {
      await insertDeposit(db, { listingId: await insertListing(db), userId: member.id });
    }
    expect((await page<MyDepositsPage>('/api/me/deposits', member)).items).toHaveLength(10);
    const second = await page<MyDepositsPage>('/api/me/deposits?page=2', member);
    expect(second).toMatchObject({ total: 11, page: 2 });
    expect(second.items).toHaveLength(1);
    for (const url of [
      '/api/me/deposits?page=-1',
      '/api/me/offers?page=x',
      '/api/me/wins?page=0',
    ]) {
      const res = await get(t, url, member);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<ErrorBody>().error.message).toBe('Sayfa numarası geçersiz.');
    }
  });
});

describe('GET /api/me/offers', () => {
  it('lists my offers with their status, and only mine', async () => {
    const db = t.database.db;
    const listingId = await insertListing(db, { listingType: 'offer', title: 'Pazarlık Arsası' });
    const other = await insertListing(db, { listingType: 'offer' });
    await db.insert(offers).values([
      {
        listingId,
        userId: ahmet.id,
        amount: 90_000_00,
        status: 'rejected',
        createdAt: new Date('2026-05-02T10:00:00Z'),
      },
      {
        listingId,
        userId: ahmet.id,
        amount: 95_000_00,
        status: 'pending',
        createdAt: new Date('2026-05-03T10:00:00Z'),
      },
      { listingId: other, userId: ayse.id, amount: 70_000_00, status: 'pending' },
    ]);
    const mine = await page<MyOffersPage>('/api/me/offers', ahmet);
    expect(mine.total).toBe(2);
    expect(mine.items.map((item) => [item.listing.title, item.amount, item.status])).toEqual([
      ['Pazarlık Arsası', 95_000_00, 'pending'],
      ['Pazarlık Arsası', 90_000_00, 'rejected'],
    ]);
    const hers = await page<MyOffersPage>('/api/me/offers', ayse);
    expect(hers.items.map((item) => item.listing.id)).toEqual([other]);
  });
});

describe('GET /api/me/wins', () => {
  it('lists won auctions and accepted offers, with the deposit as the terms treat it', async () => {
    const db = t.database.db;
    const now = clock.clock();
    const member = await signedInTrader(db, now, { firstName: 'Efe', lastName: 'Tan' });
    const auction = await endedAuction(db, now, {
      winnerId: member.id,
      finalPrice: 300_000_00,
      title: 'Kazanılan İhale',
    });
    await insertDeposit(db, { listingId: auction, userId: member.id, amount: 15_000_00 });
    const offer = await soldOfferListing(db, now, { buyerId: member.id, price: 80_000_00 });
    await insertDeposit(db, { listingId: offer, userId: member.id, amount: 4_000_00 });
    await endedAuction(db, now, { winnerId: ayse.id, finalPrice: 1_000_00 });

    const wins = await page<MyWinsPage>('/api/me/wins', member);
    expect(wins.total).toBe(2);
    // The accepted offer closed an hour before the auction ended: newest first.
    expect(
      wins.items.map((win) => [win.listing.id, win.via, win.price, win.deposit, win.remaining]),
    ).toEqual([
      [auction, 'auction', 300_000_00, 15_000_00, 285_000_00],
      // Pazarlık: the deposit is the service fee, not deducted (terms 8.5).
      [offer, 'offer', 80_000_00, 4_000_00, 80_000_00],
    ]);
    expect(wins.items[0]!.listing.title).toBe('Kazanılan İhale');
    const hers = await page<MyWinsPage>('/api/me/wins', ayse);
    expect(hers.items.some((win) => [auction, offer].includes(win.listing.id))).toBe(false);
  });
});
