import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import type { TestApp } from '../../../test/helpers/app.ts';
import {
  BID_TEST_NOW,
  openAuctionIn,
  openBiddingRoom,
  type BiddingRoom,
} from './testing/bidding-room.ts';
import {
  insertDeposit,
  placeBid,
  send,
  type ErrorBody,
  type Trader,
} from './testing/trading-fixtures.ts';

const NOW = BID_TEST_NOW;
const HOUR = 60 * 60 * 1000;
const TL = 100;
const UNKNOWN_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

let t: TestApp;
let ahmet: Trader;

let room: BiddingRoom;
const openAuction = (values: Parameters<typeof openAuctionIn>[1] = {}) =>
  openAuctionIn(room, values);

const error = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;

beforeAll(async () => {
  room = await openBiddingRoom();
  ({ t, ahmet } = room);
});
afterAll(() => t.close());

describe('POST /api/listings/:id/bids — who may bid', () => {
  it('asks a guest to sign in, whatever the body', async () => {
    const id = await openAuction();
    for (const amount of [100_000 * TL, 'abc']) {
      const res = await placeBid(t, undefined, id, amount);
      expect(res.statusCode).toBe(401);
      expect(error(res)).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Teklif vermek için giriş yapmalısınız.',
      });
    }
  });

  it('answers 404 for an unknown listing and 400 for an offer listing', async () => {
    const missing = await placeBid(t, ahmet, UNKNOWN_ID, 100_000 * TL);
    expect(missing.statusCode).toBe(404);
    expect(error(missing)).toEqual({ code: 'NOT_FOUND', message: 'İlan bulunamadı.' });

    const offerId = await insertListing(t.database.db, { listingType: 'offer', status: 'active' });
    await insertDeposit(t.database.db, { listingId: offerId, userId: ahmet.id });
    const res = await placeBid(t, ahmet, offerId, 100_000 * TL);
    expect(res.statusCode).toBe(400);
    expect(error(res)).toEqual({ code: 'NOT_AN_AUCTION', message: 'Bu ilana teklif verilemez.' });
  });

  it('needs a completed deposit: DEPOSIT_REQUIRED, with the pending text when one is pending', async () => {
    const id = await insertListing(t.database.db, {
      status: 'active',
      startsAt: new Date(NOW.getTime() - HOUR),
      endsAt: new Date(NOW.getTime() + HOUR),
    });
    const none = await placeBid(t, ahmet, id, 100_000 * TL);
    expect(none.statusCode).toBe(403);
    expect(error(none).code).toBe('DEPOSIT_REQUIRED');
    expect(error(none).message).toBe(
      'Teklif verebilmek için önce bu ilanın teminatını (Hizmet Bedeli Peşinatı) yatırmalısınız.',
    );

    await insertDeposit(t.database.db, { listingId: id, userId: ahmet.id, status: 'failed' });
    expect(error(await placeBid(t, ahmet, id, 100_000 * TL)).code).toBe('DEPOSIT_REQUIRED');

    await insertDeposit(t.database.db, { listingId: id, userId: ahmet.id, status: 'pending' });
    const pending = await placeBid(t, ahmet, id, 100_000 * TL);
    expect(pending.statusCode).toBe(403);
    expect(error(pending)).toEqual({
      code: 'DEPOSIT_REQUIRED',
      message:
        'Depozito ödemeniz henüz tamamlanmamış. Lütfen ödemeyi tamamlayın veya yeni bir ödeme başlatın.',
    });
    // The deposit gate comes before the amount check (spec §5 order).
    expect(error(await placeBid(t, ahmet, id, 0)).code).toBe('DEPOSIT_REQUIRED');
  });

  it('refuses an amount that is not a positive whole number of kuruş', async () => {
    const id = await openAuction();
    for (const amount of [0, -5 * TL]) {
      const res = await placeBid(t, ahmet, id, amount);
      expect(res.statusCode).toBe(400);
      expect(error(res)).toEqual({
        code: 'INVALID_AMOUNT',
        message: 'Geçerli bir teklif miktarı bulunamadı.',
      });
    }
    for (const amount of [12.5, '100000', null, 1e16]) {
      const res = await placeBid(t, ahmet, id, amount);
      expect(res.statusCode).toBe(400);
      expect(error(res).message).toBe('Geçerli bir teklif miktarı bulunamadı.');
    }
    const empty = await send(t, 'POST', `/api/listings/${id}/bids`, { trader: ahmet, payload: {} });
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/listings/:id/bids — when', () => {
  it('is refused before the start, at and after the end, and on closed statuses', async () => {
    const cases = [
      { status: 'upcoming' as const, startsAt: new Date(NOW.getTime() + HOUR) },
      { status: 'active' as const, endsAt: NOW },
      { status: 'active' as const, endsAt: new Date(NOW.getTime() - 1) },
      { status: 'ended' as const },
      { status: 'cancelled' as const },
      { status: 'sold' as const },
    ];
    for (const values of cases) {
      const id = await openAuction({
        startsAt: new Date(NOW.getTime() - 2 * HOUR),
        ...values,
        endsAt: values.endsAt ?? new Date(NOW.getTime() + 2 * HOUR),
      });
      const res = await placeBid(t, ahmet, id, 100_000 * TL);
      expect(res.statusCode, JSON.stringify(values)).toBe(409);
      expect(error(res)).toEqual({
        code: 'AUCTION_NOT_ACTIVE',
        message: 'Teklif verme süresi dolmuş veya henüz başlamamıştır.',
      });
    }
  });

  it('says an auction is over before asking for a deposit, but asks before the start', async () => {
    const over = await insertListing(t.database.db, { status: 'ended', startsAt: new Date(0) });
    expect(error(await placeBid(t, ahmet, over, 100_000 * TL)).code).toBe('AUCTION_NOT_ACTIVE');
    const soon = await insertListing(t.database.db, {
      status: 'upcoming',
      startsAt: new Date(NOW.getTime() + HOUR),
      endsAt: new Date(NOW.getTime() + 2 * HOUR),
    });
    expect(error(await placeBid(t, ahmet, soon, 100_000 * TL)).code).toBe('DEPOSIT_REQUIRED');
  });

  it('is taken once the start time has come, even before the job marks it active', async () => {
    const id = await openAuction({ status: 'upcoming', startsAt: NOW });
    expect((await placeBid(t, ahmet, id, 100_000 * TL)).statusCode).toBe(201);
  });
});
