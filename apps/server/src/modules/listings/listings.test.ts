import { ListingSummarySchema, type ListingsPage } from '@arsamezat/shared/listings/listings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImage, insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';

const NOW = new Date('2026-05-05T12:00:00.000Z');
const d = (iso: string) => new Date(iso);
const TL = 100; // kuruş per lira

let now = NOW;
let t: TestApp;
const id: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const db = t.database.db;
  // Auctions. A3 is stored 'upcoming' but has started; A4 is stored 'active' but has ended.
  id.a1 = await insertListing(db, {
    title: 'A1 aktif',
    status: 'active',
    city: 'Kütahya',
    startingPrice: 100_000 * TL,
    highestBid: 150_000 * TL,
    bidCount: 3,
    endsAt: d('2026-05-10T09:00:00Z'),
    createdAt: d('2026-05-04T10:00:00Z'),
  });
  id.a2 = await insertListing(db, {
    title: 'A2 yaklaşan',
    status: 'upcoming',
    city: 'Konya',
    startingPrice: 200_000 * TL,
    startsAt: d('2026-05-07T09:00:00Z'),
    endsAt: d('2026-05-14T09:00:00Z'),
    createdAt: d('2026-05-03T10:00:00Z'),
  });
  id.a3 = await insertListing(db, {
    title: 'A3 başlamış',
    status: 'upcoming',
    city: 'Uşak',
    startingPrice: 50_000 * TL,
    startsAt: d('2026-05-05T11:00:00Z'),
    endsAt: d('2026-05-06T09:00:00Z'),
    createdAt: d('2026-04-28T12:00:00Z'), // exactly seven days ago: still new
  });
  id.a4 = await insertListing(db, {
    title: 'A4 süresi dolmuş',
    status: 'active',
    city: 'İzmir',
    startingPrice: 90_000 * TL,
    highestBid: 300_000 * TL,
    startsAt: d('2026-04-20T09:00:00Z'),
    endsAt: d('2026-05-05T11:59:59.999Z'),
    createdAt: d('2026-04-28T11:59:59.999Z'),
  });
  id.a5 = await insertListing(db, {
    title: 'A5 satıldı',
    status: 'sold',
    city: 'Kütahya',
    startingPrice: 70_000 * TL,
    finalPrice: 400_000 * TL,
    startsAt: d('2026-04-01T09:00:00Z'),
    endsAt: d('2026-04-08T09:00:00Z'),
    createdAt: d('2026-04-01T08:00:00Z'),
  });
  id.a6 = await insertListing(db, {
    title: 'A6 iptal',
    status: 'cancelled',
    city: 'Konya',
    startingPrice: 80_000 * TL,
    endsAt: d('2026-05-20T09:00:00Z'),
    createdAt: d('2026-05-02T10:00:00Z'),
  });
  // Offers. O2 has ended, so the offers tab leaves it out.
  id.o1 = await insertListing(db, {
    title: 'O1 pazarlık',
    listingType: 'offer',
    status: 'active',
    city: 'Kütahya',
    startingPrice: 250_000 * TL,
    endsAt: d('2026-06-01T09:00:00Z'),
    createdAt: d('2026-05-05T10:00:00Z'),
  });
  id.o2 = await insertListing(db, {
    title: 'O2 bitmiş pazarlık',
    listingType: 'offer',
    status: 'ended',
    createdAt: d('2026-05-04T08:00:00Z'),
  });
  id.o3 = await insertListing(db, {
    title: 'O3 yaklaşan pazarlık',
    listingType: 'offer',
    status: 'upcoming',
    city: 'İstanbul',
    startsAt: d('2026-05-20T09:00:00Z'),
    endsAt: d('2026-06-20T09:00:00Z'),
    createdAt: d('2026-04-01T08:00:00Z'),
  });
  await insertImage(db, { listingId: id.a1, position: 1, url: '/uploads/a1-second.webp' });
  await insertImage(db, { listingId: id.a1, position: 0, url: '/uploads/a1-cover.webp' });
});
afterAll(() => t.close());

async function browse(query: string): Promise<ListingsPage> {
  const res = await t.app.inject({ url: `/api/listings?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListingsPage>();
}
const titles = (page: ListingsPage) => page.items.map((item) => item.title.split(' ')[0]);

describe('GET /api/listings', () => {
  it('shows both kinds created in the last seven days on the new tab, newest first', async () => {
    const page = await browse('');
    expect(titles(page)).toEqual(['O1', 'A1', 'O2', 'A2', 'A6', 'A3']);
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 12 });
  });

  it('counts auctions per phase with the server clock, whatever the stored status says', async () => {
    const page = await browse('tab=auctions');
    expect(page.counts).toEqual({ active: 2, upcoming: 1, ended: 3 });
    expect(titles(page)).toEqual(['A1', 'A3']);
    expect(page.total).toBe(2);
    expect(titles(await browse('tab=auctions&phase=upcoming'))).toEqual(['A2']);
    const ended = await browse('tab=auctions&phase=ended&pageSize=2');
    expect(titles(ended)).toEqual(['A6', 'A4']);
    expect(ended.total).toBe(3);
  });

  it('reports the phase and the price the card shows', async () => {
    const [a3] = (await browse('tab=auctions&cities=Uşak')).items;
    expect(a3).toMatchObject({ status: 'upcoming', phase: 'active', displayPrice: 50_000 * TL });
    const [a2] = (await browse('tab=auctions&phase=upcoming')).items;
    expect(a2).toMatchObject({ phase: 'upcoming', displayPrice: 200_000 * TL });
    const ended = (await browse('tab=auctions&phase=ended&sort=priceAsc')).items;
    expect(ended.map((l) => [l.title, l.phase, l.displayPrice])).toEqual([
      ['A6 iptal', 'ended', 80_000 * TL],
      ['A4 süresi dolmuş', 'ended', 300_000 * TL],
      ['A5 satıldı', 'ended', 400_000 * TL],
    ]);
  });

  it('shows open offers only on the offers tab', async () => {
    expect(titles(await browse('tab=offers'))).toEqual(['O1', 'O3']);
  });

  it('counts the auction phases on the auctions tab only (the others show no sub-tabs)', async () => {
    expect((await browse('tab=new')).counts).toBeNull();
    expect((await browse('tab=offers')).counts).toBeNull();
    expect((await browse('tab=auctions')).counts).not.toBeNull();
  });

  it('filters by city, in any spelling, and counts under the same filter', async () => {
    const page = await browse('tab=auctions&cities=Kütahya');
    expect(titles(page)).toEqual(['A1']);
    expect(page.counts).toEqual({ active: 1, upcoming: 0, ended: 1 });
    expect(titles(await browse('tab=auctions&cities=kutahya,USAK'))).toEqual(['A1', 'A3']);
    expect(titles(await browse('tab=auctions&cities=Konya&cities=Uşak'))).toEqual(['A3']);
  });

  it('filters on the displayed price: the highest bid when there is one', async () => {
    const min = await browse(`tab=auctions&minPrice=${120_000 * TL}`);
    expect(titles(min)).toEqual(['A1']);
    expect(min.counts).toEqual({ active: 1, upcoming: 1, ended: 2 });
    expect(titles(await browse(`tab=auctions&maxPrice=${120_000 * TL}`))).toEqual(['A3']);
    const both = await browse(`tab=new&minPrice=${150_000 * TL}&maxPrice=${250_000 * TL}`);
    expect(titles(both)).toEqual(['O1', 'A1', 'A2']);
  });

  it('sorts by price both ways and by the nearest end', async () => {
    expect(titles(await browse('sort=priceAsc'))).toEqual(['A3', 'A6', 'O2', 'A1', 'A2', 'O1']);
    expect(titles(await browse('sort=priceDesc'))).toEqual(['O1', 'A2', 'A1', 'O2', 'A6', 'A3']);
    expect(titles(await browse('tab=auctions&phase=ended&sort=endingSoon'))).toEqual([
      'A5',
      'A4',
      'A6',
    ]);
  });

  it('pages in the database and keeps the total', async () => {
    const second = await browse('pageSize=2&page=2');
    expect(titles(second)).toEqual(['O2', 'A2']);
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    const beyond = await browse('pageSize=2&page=4');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(6);
    // The page's rows carry the counts (one statement); without rows they are counted apart.
    const auctions = await browse('tab=auctions&pageSize=1');
    const past = await browse('tab=auctions&pageSize=1&page=99');
    expect(past.items).toEqual([]);
    expect(past.counts).toEqual(auctions.counts);
    expect(past.total).toBe(auctions.total);
    expect(auctions.total).toBe(auctions.counts?.active);
  });

  it('moves an auction from active to ended at its end instant', async () => {
    try {
      now = new Date(Date.parse('2026-05-10T09:00:00Z') - 1);
      expect(titles(await browse('tab=auctions&cities=Kütahya'))).toEqual(['A1']);
      now = d('2026-05-10T09:00:00Z');
      const page = await browse('tab=auctions&cities=Kütahya&phase=ended');
      expect(titles(page)).toEqual(['A1', 'A5']);
      expect(page.counts?.active).toBe(0);
    } finally {
      now = NOW;
    }
  });

  it('answers the card contract only, with the cover image first', async () => {
    const [a1] = (await browse('tab=auctions&cities=Kütahya')).items;
    // Stored before decision 042's WebP copies: no size, no variants; the web falls back.
    expect(a1?.coverImage).toEqual({
      url: '/uploads/a1-cover.webp',
      thumbnailUrl: '/uploads/a1-cover-thumb.webp',
      width: null,
      height: null,
      variants: [],
    });
    expect(Object.keys(a1 ?? {}).sort()).toEqual(Object.keys(ListingSummarySchema.shape).sort());
    expect(a1).toMatchObject({ startsAt: '2026-05-01T09:00:00.000Z', bidCount: 3 });
  });

  it('refuses cities outside the 81 and bad paging with a Turkish 400', async () => {
    const city = await t.app.inject({ url: '/api/listings?cities=Konya,Atlantis' });
    expect(city.statusCode).toBe(400);
    expect(city.json()).toMatchObject({
      error: { code: 'VALIDATION', message: 'Geçersiz şehir: Atlantis. 81 ilden birini seçin.' },
    });
    const size = await t.app.inject({ url: '/api/listings?pageSize=100' });
    expect(size.json()).toMatchObject({
      error: { code: 'VALIDATION', message: 'Sayfa boyutu en fazla 48 olabilir.' },
    });
    const price = await t.app.inject({ url: '/api/listings?minPrice=-5' });
    expect(price.statusCode).toBe(400);
  });

  it('documents the endpoints in the OpenAPI description', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ paths: object }>().paths)).toEqual(
      expect.arrayContaining(['/api/listings', '/api/listings/{id}', '/api/listings/{id}/bids']),
    );
  });
});
