import type { BidEvent } from '@arsamezat/shared/trading/events';
import { replayProxyBids, type ProxyInput } from '@arsamezat/shared/trading/proxy-bids';
import type { MyListingBids, PlaceBidResponse, ListingBids } from '@arsamezat/shared/trading/bids';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import type { TestApp } from '../../../test/helpers/app.ts';
import { openSse } from '../events/testing/sse-client.ts';
import {
  BID_TEST_NOW,
  openAuctionIn,
  openBiddingRoom,
  type BiddingRoom,
} from './testing/bidding-room.ts';
import {
  placeBid,
  proxyStateOf,
  send,
  type ErrorBody,
  type Trader,
} from './testing/trading-fixtures.ts';

/** Maximum (proxy) bids through the API, decision 028 (the rule: packages/shared/src/trading/proxy-bids). */

const TL = 100;
const MINUTE = 60_000;
let room: BiddingRoom;
let t: TestApp;
let ahmet: Trader;
let ayse: Trader;
let mehmet: Trader;

const setMaximum = (trader: Trader | undefined, id: string, amount: unknown) =>
  send(t, 'POST', `/api/listings/${id}/bids`, { trader, payload: { amount, kind: 'maximum' } });
const placed = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(201);
  return res.json<PlaceBidResponse>();
};
const error = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;
const history = async (id: string, trader?: Trader) =>
  (await send(t, 'GET', `/api/listings/${id}/bids`, { trader })).json<ListingBids>();
const mine = async (id: string, trader: Trader) =>
  (await send(t, 'GET', `/api/listings/${id}/bids/mine`, { trader })).json<MyListingBids>();
/** 100.000 ₺ start, 1.000 ₺ increment. */
const openAuction = (values: Parameters<typeof openAuctionIn>[1] = {}) =>
  openAuctionIn(room, { startingPrice: 100_000 * TL, minIncrement: 1_000 * TL, ...values });

beforeAll(async () => {
  room = await openBiddingRoom();
  ({ t, ahmet, ayse, mehmet } = room);
});
afterAll(() => t.close());

describe('maximum bids', () => {
  it('a first maximum bids the starting price; the leader sees the maximum, nobody else', async () => {
    const id = await openAuction();
    const body = placed(await setMaximum(ahmet, id, 150_000 * TL));
    expect(body).toMatchObject({
      bid: { amount: 100_000 * TL, automatic: true },
      leading: true,
      maximum: 150_000 * TL,
      listing: { highestBid: 100_000 * TL, minimumNextBid: 101_000 * TL, bidCount: 1 },
    });
    expect((await mine(id, ahmet)).maximum).toBe(150_000 * TL);
    expect((await mine(id, ayse)).maximum).toBeNull();
    expect((await history(id)).items).toMatchObject([{ amount: 100_000 * TL, automatic: true }]);
  });

  it('outbids a lower bid automatically, one increment above it', async () => {
    const id = await openAuction();
    placed(await setMaximum(ahmet, id, 150_000 * TL));
    const body = placed(await placeBid(t, ayse, id, 120_000 * TL));
    expect(body).toMatchObject({
      bid: { amount: 120_000 * TL, automatic: false },
      leading: false,
      maximum: null,
      listing: { highestBid: 121_000 * TL, minimumNextBid: 122_000 * TL, bidCount: 3 },
    });
    const items = (await history(id, ayse)).items;
    expect(items.map((b) => [b.amount, b.automatic, b.isMine, b.bidderName])).toEqual([
      [121_000 * TL, true, false, 'Ah*** Yı***'],
      [120_000 * TL, false, true, 'Ay*** Ka***'],
      [100_000 * TL, true, false, 'Ah*** Yı***'],
    ]);
  });

  it('a bid above the maximum leads after the maximum is spent', async () => {
    const id = await openAuction();
    placed(await setMaximum(ahmet, id, 150_000 * TL));
    const body = placed(await placeBid(t, ayse, id, 160_000 * TL));
    expect(body).toMatchObject({ leading: true, listing: { highestBid: 160_000 * TL } });
    expect((await history(id)).items.map((b) => [b.amount, b.automatic])).toEqual([
      [160_000 * TL, false],
      [150_000 * TL, true],
      [100_000 * TL, true],
    ]);
    expect((await mine(id, ahmet)).maximum).toBeNull();
  });

  it('two maximums: the higher wins one increment above the lower, capped at its maximum', async () => {
    const id = await openAuction();
    placed(await setMaximum(ahmet, id, 150_000 * TL));
    const ayseBody = placed(await setMaximum(ayse, id, 200_000 * TL));
    expect(ayseBody).toMatchObject({
      leading: true,
      maximum: 200_000 * TL,
      listing: { highestBid: 151_000 * TL },
    });
    const mehmetBody = placed(await setMaximum(mehmet, id, 200_500 * TL));
    expect(mehmetBody).toMatchObject({ leading: true, listing: { highestBid: 200_500 * TL } });
  });

  it('equal maximums: the earlier keeps the lead at that amount', async () => {
    const id = await openAuction();
    placed(await setMaximum(ahmet, id, 150_000 * TL));
    const body = placed(await setMaximum(ayse, id, 150_000 * TL));
    expect(body).toMatchObject({ bid: null, leading: false, maximum: null });
    expect(body.listing.highestBid).toBe(150_000 * TL);
    const items = (await history(id)).items;
    expect(items[0]).toMatchObject({ amount: 150_000 * TL, bidderName: 'Ah*** Yı***' });
  });

  it('the leader raises the maximum without a bid; lowering below the price is refused', async () => {
    const id = await openAuction();
    placed(await setMaximum(ahmet, id, 150_000 * TL));
    placed(await placeBid(t, ayse, id, 120_000 * TL));
    const raised = placed(await setMaximum(ahmet, id, 180_000 * TL));
    expect(raised).toMatchObject({ bid: null, leading: true, maximum: 180_000 * TL });
    expect(raised.listing).toMatchObject({ highestBid: 121_000 * TL, bidCount: 3 });
    expect((await mine(id, ahmet)).maximum).toBe(180_000 * TL);

    const lower = await setMaximum(ahmet, id, 120_000 * TL);
    expect(lower.statusCode).toBe(409);
    expect(error(lower)).toEqual({
      code: 'MAXIMUM_BELOW_PRICE',
      message: 'Otomatik teklif üst limitiniz güncel fiyatın altında olamaz.',
    });
    expect((await mine(id, ahmet)).maximum).toBe(180_000 * TL);
    // Ayşe now needs more than the raised maximum.
    expect(placed(await placeBid(t, ayse, id, 170_000 * TL)).leading).toBe(false);
    expect(placed(await placeBid(t, ayse, id, 190_000 * TL)).leading).toBe(true);
  });

  it('refuses a maximum below the minimum next bid, a guest and a bidder without a deposit', async () => {
    const id = await openAuction();
    const low = await setMaximum(ahmet, id, 99_999 * TL);
    expect(low.statusCode).toBe(409);
    expect(error(low)).toMatchObject({ code: 'BID_TOO_LOW', minimumNextBid: 100_000 * TL });

    const guest = await setMaximum(undefined, id, 150_000 * TL);
    expect(guest.statusCode).toBe(401);
    expect(error(guest).code).toBe('UNAUTHENTICATED');

    const noDeposit = await insertListing(t.database.db, {
      status: 'active',
      startsAt: new Date(BID_TEST_NOW.getTime() - 60 * MINUTE),
      endsAt: new Date(BID_TEST_NOW.getTime() + 60 * MINUTE),
    });
    const refused = await setMaximum(ahmet, noDeposit, 150_000 * TL);
    expect(refused.statusCode).toBe(403);
    expect(error(refused).code).toBe('DEPOSIT_REQUIRED');
    expect((await history(noDeposit)).total).toBe(0);

    const bad = await send(t, 'POST', `/api/listings/${id}/bids`, {
      trader: ahmet,
      payload: { amount: 150_000 * TL, kind: 'proxy' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('anti-sniping moves the end for an automatic answer too', async () => {
    const endsAt = new Date(BID_TEST_NOW.getTime() + 2 * MINUTE);
    const id = await openAuction({ antiSnipeMinutes: 5, endsAt });
    placed(await setMaximum(ahmet, id, 150_000 * TL));
    const body = placed(await placeBid(t, ayse, id, 120_000 * TL));
    const newEnd = new Date(BID_TEST_NOW.getTime() + 5 * MINUTE).toISOString();
    expect(body.listing).toMatchObject({ extended: true, endsAt: newEnd });
    expect(body.leading).toBe(false);
  });

  it('keeps the maximum out of public answers and live events', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const id = await openAuction();
    const stream = await openSse(`${base}/api/listings/${id}/events`);
    const secret = 173_456 * TL;
    placed(await setMaximum(ahmet, id, secret));
    placed(await placeBid(t, ayse, id, 120_000 * TL));
    const first = await stream.next('bid');
    const second = await stream.next('bid');
    expect(second.data).toMatchObject({
      amount: 121_000 * TL,
      highestBid: 121_000 * TL,
      bidCount: 3,
      bidderName: 'Ah*** Yı***',
    } satisfies Partial<BidEvent>);
    const publicTexts = [
      JSON.stringify([first.data, second.data]),
      stream.text(),
      (await send(t, 'GET', `/api/listings/${id}`)).body,
      (await send(t, 'GET', `/api/listings/${id}`, { trader: ayse })).body,
      (await send(t, 'GET', `/api/listings/${id}/bids`, { trader: ayse })).body,
      (await send(t, 'GET', `/api/listings/${id}/bids/mine`, { trader: ayse })).body,
      (await send(t, 'GET', '/api/listings')).body,
    ];
    for (const text of publicTexts) {
      expect(text).not.toContain(String(secret));
      expect(text).not.toMatch(/maximum"\s*:\s*\d/);
    }
    stream.close();
  });

  it('parity: the database path leaves what the shared rule computes, refusals included', async () => {
    const id = await openAuction({ minIncrement: 0 });
    const who = { A: ahmet, B: ayse, C: mehmet } as const;
    const steps: [keyof typeof who, ProxyInput['kind'], number][] = [
      ['A', 'bid', 100_000 * TL],
      ['B', 'maximum', 100_050 * TL],
      ['A', 'bid', 100_020 * TL],
      ['C', 'maximum', 100_050 * TL],
      ['A', 'maximum', 100_200 * TL],
      ['A', 'maximum', 100_100 * TL],
      ['A', 'maximum', 100_000 * TL],
      ['B', 'bid', 100_100 * TL],
      ['C', 'bid', 100_500 * TL],
      ['C', 'bid', 100_600 * TL],
      ['B', 'maximum', 101_000 * TL],
    ];
    const inputs: ProxyInput[] = [];
    for (const [name, kind, amount] of steps) {
      const input = { bidderId: who[name].id, kind, amount };
      inputs.push(input);
      const res = await send(t, 'POST', `/api/listings/${id}/bids`, {
        trader: who[name],
        payload: { amount, kind },
      });
      const expected = replayProxyBids(
        {
          startingPrice: 100_000 * TL,
          minIncrement: 0,
          highestBid: null,
          leaderId: null,
          leaderMaximum: null,
        },
        inputs,
      );
      const { listing, rows } = await proxyStateOf(t.database.db, id);
      expect(rows, `${name} ${kind} ${amount} (${res.statusCode})`).toEqual(expected.bids);
      expect(listing).toEqual(expected.listing);
    }
  });
});
