import type { LightMyRequestResponse } from 'fastify';
import type { MyOffers, PlaceOfferResponse } from '@arsamezat/shared/trading/offers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  insertDeposit,
  send,
  signedInTrader,
  type ErrorBody,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';

const NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const UNKNOWN_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

let t: TestApp;
let ahmet: Trader;
let ayse: Trader;

async function offerListing(values: Parameters<typeof insertListing>[1] = {}) {
  const id = await insertListing(t.database.db, {
    listingType: 'offer',
    status: 'active',
    startsAt: new Date(NOW.getTime() - HOUR),
    endsAt: new Date(NOW.getTime() + 24 * HOUR),
    ...values,
  });
  await insertDeposit(t.database.db, { listingId: id, userId: ahmet.id });
  return id;
}
const offer = (trader: Trader | undefined, listingId: string, amount: unknown) =>
  send(t, 'POST', `/api/listings/${listingId}/offers`, { trader, payload: { amount } });
const error = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  ahmet = await signedInTrader(t.database.db, NOW, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  ayse = await signedInTrader(t.database.db, NOW, { firstName: 'Ayşe', lastName: 'Kaya' });
});
afterAll(() => t.close());

describe('POST /api/listings/:id/offers', () => {
  it('checks sign-in, listing, kind, deposit and amount with the spec texts', async () => {
    const id = await offerListing();
    const guest = await offer(undefined, id, 500_000_00);
    expect(guest.statusCode).toBe(401);
    expect(error(guest).message).toBe('Teklif vermek için giriş yapmalısınız.');

    expect((await offer(ahmet, UNKNOWN_ID, 500_000_00)).statusCode).toBe(404);

    const auctionId = await insertListing(t.database.db, { status: 'active' });
    const wrongKind = await offer(ahmet, auctionId, 500_000_00);
    expect(wrongKind.statusCode).toBe(400);
    expect(error(wrongKind)).toEqual({
      code: 'NOT_AN_OFFER_LISTING',
      message: 'Bu ilana teklif verilemez.',
    });

    const noDeposit = await offer(ayse, id, 500_000_00);
    expect(noDeposit.statusCode).toBe(403);
    expect(error(noDeposit).code).toBe('DEPOSIT_REQUIRED');
    await insertDeposit(t.database.db, { listingId: id, userId: ayse.id, status: 'pending' });
    expect(error(await offer(ayse, id, 500_000_00)).message).toBe(
      'Depozito ödemeniz henüz tamamlanmamış. Lütfen ödemeyi tamamlayın veya yeni bir ödeme başlatın.',
    );

    for (const amount of [0, -1]) {
      const res = await offer(ahmet, id, amount);
      expect(res.statusCode).toBe(400);
      expect(error(res)).toEqual({
        code: 'INVALID_AMOUNT',
        message: 'Lütfen geçerli bir teklif miktarı girin.',
      });
    }
    for (const amount of ['x', 1.5]) {
      expect(error(await offer(ahmet, id, amount)).message).toBe(
        'Lütfen geçerli bir teklif miktarı girin.',
      );
    }
  });

  it('is refused once the listing is over', async () => {
    for (const values of [
      { endsAt: NOW },
      { status: 'ended' as const },
      { status: 'sold' as const },
      { status: 'cancelled' as const },
    ]) {
      const id = await offerListing(values);
      const res = await offer(ahmet, id, 500_000_00);
      expect(res.statusCode, JSON.stringify(values)).toBe(409);
      expect(error(res)).toEqual({
        code: 'LISTING_CLOSED',
        message: 'Bu ilan için teklif verme sona erdi.',
      });
    }
  });

  it('takes one offer at a time; the sender sees it as current', async () => {
    const id = await offerListing({ status: 'upcoming', startsAt: new Date(NOW.getTime() + HOUR) });
    const first = await offer(ahmet, id, 750_000_00);
    expect(first.statusCode).toBe(201);
    expect(first.json<PlaceOfferResponse>().offer).toEqual({
      id: expect.any(String) as unknown,
      listingId: id,
      amount: 750_000_00,
      status: 'pending',
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });

    const second = await offer(ahmet, id, 800_000_00);
    expect(second.statusCode).toBe(409);
    expect(error(second)).toEqual({
      code: 'OFFER_EXISTS',
      message: 'Zaten beklemede olan / kabul edilmiş bir teklifiniz var.',
    });

    const mine = await send(t, 'GET', `/api/listings/${id}/offers/mine`, { trader: ahmet });
    expect(mine.json<MyOffers>()).toEqual({
      items: [first.json<PlaceOfferResponse>().offer],
      current: first.json<PlaceOfferResponse>().offer,
      lastRejected: false,
    });
    const none = await send(t, 'GET', `/api/listings/${id}/offers/mine`, { trader: ayse });
    expect(none.json<MyOffers>()).toEqual({ items: [], current: null, lastRejected: false });
    expect((await send(t, 'GET', `/api/listings/${id}/offers/mine`)).statusCode).toBe(401);
    expect(
      (await send(t, 'GET', `/api/listings/${UNKNOWN_ID}/offers/mine`, { trader: ahmet }))
        .statusCode,
    ).toBe(404);
  });

  it('two offers sent at once: one is stored, the other refused', async () => {
    const id = await offerListing();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => offer(ahmet, id, (600_000 + i) * 100)),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      // Serialised: the check sees the first; racing: the unique index does (spec §8 text).
      expect(['OFFER_EXISTS', 'OFFER_CONFLICT']).toContain(error(res).code);
      if (error(res).code === 'OFFER_CONFLICT') {
        expect(error(res).message).toBe(
          'Bu ilan için zaten beklemede olan bir teklifiniz var. Sayfayı yenileyin.',
        );
      }
    }
    const mine = await send(t, 'GET', `/api/listings/${id}/offers/mine`, { trader: ahmet });
    expect(mine.json<MyOffers>().items).toHaveLength(1);
  });
});
