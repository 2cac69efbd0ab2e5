import type { LightMyRequestResponse } from 'fastify';
import type { ListingBids, MyListingBids, PlaceBidResponse } from '@arsamezat/shared/trading/bids';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBid } from '../../../test/fixtures/listings.ts';
import type { TestApp } from '../../../test/helpers/app.ts';
import {
  BID_TEST_NOW,
  openAuctionIn,
  openBiddingRoom,
  type BiddingRoom,
} from './testing/bidding-room.ts';
import { placeBid, send, type ErrorBody, type Trader } from './testing/trading-fixtures.ts';

const NOW = BID_TEST_NOW;
const HOUR = 60 * 60 * 1000;
const TL = 100;
const UNKNOWN_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

let t: TestApp;
let ahmet: Trader;
let ayse: Trader;
let mehmet: Trader;

let room: BiddingRoom;
const openAuction = (values: Parameters<typeof openAuctionIn>[1] = {}) =>
  openAuctionIn(room, values);

const error = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;

beforeAll(async () => {
  room = await openBiddingRoom();
  ({ t, ahmet, ayse, mehmet } = room);
});
afterAll(() => t.close());

describe('POST /api/listings/:id/bids — how much', () => {
  it('takes the starting price first, then at least highest + increment, as typed', async () => {
    const id = await openAuction({ startingPrice: 1_250_000 * TL, minIncrement: 5_000 * TL });

    const low = await placeBid(t, ahmet, id, 1_249_999 * TL);
    expect(low.statusCode).toBe(409);
    expect(error(low)).toEqual({
      code: 'BID_TOO_LOW',
      message: 'Teklif tutarı en az 1.250.000 ₺ olmalıdır.',
      minimumNextBid: 1_250_000 * TL,
    });

    const first = await placeBid(t, ahmet, id, 1_250_000 * TL);
    expect(first.statusCode).toBe(201);
    const body = first.json<PlaceBidResponse>();
    expect(body).toEqual({
      bid: {
        id: expect.any(String) as unknown,
        amount: 1_250_000 * TL,
        createdAt: NOW.toISOString(),
        automatic: false,
      },
      leading: true,
      maximum: null,
      listing: {
        highestBid: 1_250_000 * TL,
        minimumNextBid: 1_255_000 * TL,
        bidCount: 1,
        endsAt: new Date(NOW.getTime() + 24 * HOUR).toISOString(),
        extended: false,
      },
    });

    const again = await placeBid(t, ahmet, id, 1_300_000 * TL);
    expect(again.statusCode).toBe(409);
    expect(error(again)).toEqual({
      code: 'ALREADY_HIGHEST',
      message: 'Zaten en yüksek teklif sizin. Kendi teklifinizi artıramazsınız.',
    });

    const short = await placeBid(t, ayse, id, 1_254_999 * TL);
    expect(error(short)).toMatchObject({
      code: 'BID_TOO_LOW',
      message: 'Teklif tutarı en az 1.255.000 ₺ olmalıdır.',
      minimumNextBid: 1_255_000 * TL,
    });
    const exact = await placeBid(t, ayse, id, 1_255_000 * TL);
    expect(exact.statusCode).toBe(201);
    // Not a multiple of the increment: the amount typed is the amount accepted.
    const typed = await placeBid(t, ahmet, id, 1_262_345 * TL + 67);
    expect(typed.statusCode).toBe(201);
    expect(typed.json<PlaceBidResponse>().listing).toMatchObject({
      highestBid: 1_262_345 * TL + 67,
      minimumNextBid: 1_267_345 * TL + 67,
      bidCount: 3,
    });

    const detail = (await send(t, 'GET', `/api/listings/${id}`)).json<ListingDetail>();
    expect(detail).toMatchObject({
      highestBid: 1_262_345 * TL + 67,
      bidCount: 3,
      minimumNextBid: 1_267_345 * TL + 67,
    });
  });

  it('uses 1 lira when the listing sets no increment', async () => {
    const id = await openAuction({ startingPrice: 500 * TL, minIncrement: null });
    expect((await placeBid(t, ahmet, id, 500 * TL)).statusCode).toBe(201);
    expect(error(await placeBid(t, ayse, id, 500 * TL + 99)).minimumNextBid).toBe(501 * TL);
    expect((await placeBid(t, ayse, id, 501 * TL)).statusCode).toBe(201);
  });

  it('answers BID_CONFLICT with the spec text when the amount already exists (23505)', async () => {
    const id = await openAuction();
    // A bid row the listing does not reflect (imported data): the unique index still holds.
    await insertBid(t.database.db, {
      listingId: id,
      bidderId: mehmet.id,
      amount: 100_000 * TL,
      createdAt: NOW,
    });
    const res = await placeBid(t, ahmet, id, 100_000 * TL);
    expect(res.statusCode).toBe(409);
    expect(error(res)).toEqual({
      code: 'BID_CONFLICT',
      message: 'Kısa süre içinde birden fazla teklif veremezsiniz veya teklifiniz çok düşük.',
    });
    const detail = (await send(t, 'GET', `/api/listings/${id}`)).json<ListingDetail>();
    expect(detail.bidCount).toBe(0);
  });
});

describe('anti-sniping', () => {
  const endsIn = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

  it('a bid in the last N minutes moves the end to now + N', async () => {
    const id = await openAuction({ antiSnipeMinutes: 5, endsAt: endsIn(2) });
    const res = await placeBid(t, ahmet, id, 100_000 * TL);
    expect(res.json<PlaceBidResponse>().listing).toMatchObject({
      endsAt: endsIn(5).toISOString(),
      extended: true,
    });
    const detail = (await send(t, 'GET', `/api/listings/${id}`)).json<ListingDetail>();
    expect(detail.endsAt).toBe(endsIn(5).toISOString());
  });

  it('leaves the end alone when N is 0 or the bid comes earlier', async () => {
    const off = await openAuction({ antiSnipeMinutes: 0, endsAt: endsIn(2) });
    expect(
      (await placeBid(t, ahmet, off, 100_000 * TL)).json<PlaceBidResponse>().listing,
    ).toMatchObject({ endsAt: endsIn(2).toISOString(), extended: false });
    const early = await openAuction({ antiSnipeMinutes: 5, endsAt: endsIn(10) });
    expect(
      (await placeBid(t, ahmet, early, 100_000 * TL)).json<PlaceBidResponse>().listing,
    ).toMatchObject({ endsAt: endsIn(10).toISOString(), extended: false });
  });
});

describe('bid history', () => {
  it('is public and masked; a signed-in bidder also gets their own bids', async () => {
    const id = await openAuction();
    await placeBid(t, ahmet, id, 100_000 * TL);
    await placeBid(t, ayse, id, 101_000 * TL);
    await placeBid(t, ahmet, id, 102_000 * TL);

    const history = (await send(t, 'GET', `/api/listings/${id}/bids`)).json<ListingBids>();
    expect(history.items.map((bid) => [bid.bidderName, bid.amount, bid.isHighest])).toEqual([
      ['Ah*** Yı***', 102_000 * TL, true],
      ['Ay*** Ka***', 101_000 * TL, false],
      ['Ah*** Yı***', 100_000 * TL, false],
    ]);

    const mine = await send(t, 'GET', `/api/listings/${id}/bids/mine`, { trader: ahmet });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<MyListingBids>().items).toEqual([
      {
        id: history.items[0]!.id,
        amount: 102_000 * TL,
        createdAt: NOW.toISOString(),
        isHighest: true,
        automatic: false,
      },
      {
        id: history.items[2]!.id,
        amount: 100_000 * TL,
        createdAt: NOW.toISOString(),
        isHighest: false,
        automatic: false,
      },
    ]);
    expect((await send(t, 'GET', `/api/listings/${id}/bids/mine`)).statusCode).toBe(401);
    expect(
      (await send(t, 'GET', `/api/listings/${UNKNOWN_ID}/bids/mine`, { trader: ahmet })).statusCode,
    ).toBe(404);
  });
});
