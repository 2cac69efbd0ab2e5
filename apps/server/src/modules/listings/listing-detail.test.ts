import type { ListingBids } from '@arsamezat/shared/trading/bids';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertBid,
  insertImage,
  insertListing,
  insertUser,
} from '../../../test/fixtures/listings.ts';
import { insertSessionCookie } from '../auth/testing/session-cookie.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';

const NOW = new Date('2026-05-05T12:00:00.000Z');
const TL = 100;
const UNKNOWN_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

let t: TestApp;
let auctionId: string;
let adminListingId: string;
let bareListingId: string;
let offerId: string;
let ahmetCookie: string;
let ahmet: string;
let ayse: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const db = t.database.db;
  const admin = await insertUser(db, { firstName: 'Mehmet', lastName: 'Demir', role: 'admin' });
  ahmet = await insertUser(db, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  ayse = await insertUser(db, { firstName: 'Ayşe Nur', lastName: 'Kaya' });

  auctionId = await insertListing(db, {
    title: 'Kütahya Merkez arsa',
    status: 'active',
    ilanSahibi: 'Yetkili Emlak A.Ş.',
    createdBy: admin,
    highestBid: 150_000 * TL,
    highestBidderId: ahmet,
    minIncrement: 1_000 * TL,
    bidCount: 3,
    adaNo: '112',
    parselNo: '7',
    areaSize: 1250.5,
    depositAmount: 5_000 * TL,
  });
  adminListingId = await insertListing(db, { title: 'Sahipsiz ilan', createdBy: admin });
  bareListingId = await insertListing(db, { title: 'Sahibi bilinmeyen ilan' });
  offerId = await insertListing(db, { title: 'Pazarlık ilanı', listingType: 'offer' });

  for (const position of [2, 0, 1]) {
    await insertImage(db, { listingId: auctionId, position, width: 1600, height: 1200 });
  }
  const bid = (bidderId: string, amount: number, minute: number) =>
    insertBid(db, {
      listingId: auctionId,
      bidderId,
      amount: amount * TL,
      createdAt: new Date(Date.parse('2026-05-04T10:00:00Z') + minute * 60_000),
    });
  await bid(ahmet, 120_000, 0);
  await bid(ayse, 140_000, 5);
  await bid(ahmet, 150_000, 9);
  ahmetCookie = await insertSessionCookie(db, {
    userId: ahmet,
    now: NOW,
    expiresAt: new Date(NOW.getTime() + 24 * 60 * 60 * 1000),
  });
});
afterAll(() => t.close());

const getDetail = async (id: string) => {
  const res = await t.app.inject({ url: `/api/listings/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListingDetail>();
};

describe('GET /api/listings/:id', () => {
  it('answers the listing with images in position order and the next minimum bid', async () => {
    const listing = await getDetail(auctionId);
    expect(listing).toMatchObject({
      title: 'Kütahya Merkez arsa',
      phase: 'active',
      displayPrice: 150_000 * TL,
      minimumNextBid: 151_000 * TL,
      depositAmount: 5_000 * TL,
      adaNo: '112',
      parselNo: '7',
      areaSize: 1250.5,
      areaUnit: 'm2',
      ilanSahibi: 'Yetkili Emlak A.Ş.',
      antiSnipeMinutes: 5,
    });
    expect(listing.images.map((image) => image.url.split('/').pop())).toEqual([
      '0.webp',
      '1.webp',
      '2.webp',
    ]);
    expect(listing.images[0]).toMatchObject({ width: 1600, height: 1200 });
    expect(listing.coverImage?.url).toBe(listing.images[0]?.url);
  });

  it('never names the creating admin as İlan Sahibi (decision 062): no owner is null', async () => {
    expect((await getDetail(adminListingId)).ilanSahibi).toBeNull();
    expect((await getDetail(bareListingId)).ilanSahibi).toBeNull();
  });

  it('gives offer listings no minimum bid', async () => {
    expect(await getDetail(offerId)).toMatchObject({
      listingType: 'offer',
      minimumNextBid: null,
      images: [],
      coverImage: null,
    });
  });

  it('answers a Turkish 400 for a malformed id and 404 for an unknown one', async () => {
    const malformed = await t.app.inject({ url: '/api/listings/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: { code: 'VALIDATION', message: 'Geçersiz ilan numarası.' },
    });
    const unknown = await t.app.inject({ url: `/api/listings/${UNKNOWN_ID}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'İlan bulunamadı.' } });
  });
});

describe('the result of an ended listing', () => {
  /** Ended a day before NOW (the fixture window ends on 10 May, after NOW). */
  const ended = {
    startsAt: new Date('2026-04-20T09:00:00Z'),
    endsAt: new Date('2026-05-04T09:00:00Z'),
  };

  it('names the buyer of a sold auction, masked as in bid history, and nobody else', async () => {
    const db = t.database.db;
    const sold = await insertListing(db, {
      ...ended,
      status: 'ended',
      highestBid: 160_000 * TL,
      highestBidderId: ahmet,
      winnerId: ahmet,
      finalPrice: 160_000 * TL,
      closedAt: ended.endsAt,
    });
    const res = await t.app.inject({ url: `/api/listings/${sold}` });
    expect(res.json<ListingDetail>()).toMatchObject({
      phase: 'ended',
      finalPrice: 160_000 * TL,
      winnerName: 'Ah*** Yı***',
    });
    expect(res.body).not.toMatch(/Ahmet|Yılmaz/);
  });

  it('names the highest bidder in the moment before the closing job records the winner', async () => {
    const db = t.database.db;
    const closing = await insertListing(db, {
      ...ended,
      status: 'active',
      highestBid: 130_000 * TL,
      highestBidderId: ayse,
    });
    expect((await getDetail(closing)).winnerName).toBe('Ay*** Nu*** Ka***');
  });

  it('names the buyer of an offer listing whose offer was accepted', async () => {
    const db = t.database.db;
    const sold = await insertListing(db, {
      listingType: 'offer',
      status: 'sold',
      winnerId: ayse,
      finalPrice: 95_000 * TL,
      closedAt: NOW,
    });
    expect(await getDetail(sold)).toMatchObject({
      phase: 'ended',
      winnerName: 'Ay*** Nu*** Ka***',
    });
  });

  it('names nobody while an auction runs, when it ended unsold and when it was cancelled', async () => {
    const db = t.database.db;
    const unsold = await insertListing(db, { ...ended, status: 'ended', closedAt: ended.endsAt });
    const unsoldOffer = await insertListing(db, {
      ...ended,
      listingType: 'offer',
      status: 'ended',
      closedAt: ended.endsAt,
    });
    const cancelled = await insertListing(db, {
      status: 'cancelled',
      highestBid: 120_000 * TL,
      highestBidderId: ahmet,
    });
    for (const id of [auctionId, unsold, unsoldOffer, cancelled]) {
      expect((await getDetail(id)).winnerName, id).toBeNull();
    }
    expect((await getDetail(cancelled)).phase).toBe('ended');
  });
});

describe('GET /api/listings/:id/bids', () => {
  it('lists bids highest first with masked names and the highest marked', async () => {
    const res = await t.app.inject({ url: `/api/listings/${auctionId}/bids` });
    expect(res.statusCode).toBe(200);
    const body = res.json<ListingBids>();
    expect(body.total).toBe(3);
    expect(
      body.items.map(({ amount, bidderName, isHighest }) => [amount, bidderName, isHighest]),
    ).toEqual([
      [150_000 * TL, 'Ah*** Yı***', true],
      [140_000 * TL, 'Ay*** Nu*** Ka***', false],
      [120_000 * TL, 'Ah*** Yı***', false],
    ]);
    expect(body.items[0]?.createdAt).toBe('2026-05-04T10:09:00.000Z');
    expect(res.body).not.toMatch(/Ahmet|Yılmaz|phone|bidderId/);
  });

  it("marks the signed-in bidder's own bids, and only theirs", async () => {
    const res = await t.app.inject({
      url: `/api/listings/${auctionId}/bids`,
      headers: { cookie: ahmetCookie },
    });
    expect(res.json<ListingBids>().items.map((b) => [b.amount, b.isMine])).toEqual([
      [150_000 * TL, true],
      [140_000 * TL, false],
      [120_000 * TL, true],
    ]);
    const guest = await t.app.inject({ url: `/api/listings/${auctionId}/bids` });
    expect(guest.json<ListingBids>().items.every((b) => b.isMine === undefined)).toBe(true);
  });

  it('answers an empty history for a listing without bids and 404 for an unknown one', async () => {
    const empty = await t.app.inject({ url: `/api/listings/${offerId}/bids` });
    expect(empty.json()).toEqual({ items: [], total: 0 });
    const unknown = await t.app.inject({ url: `/api/listings/${UNKNOWN_ID}/bids` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ url: '/api/listings/123/bids' });
    expect(malformed.statusCode).toBe(400);
  });
});
