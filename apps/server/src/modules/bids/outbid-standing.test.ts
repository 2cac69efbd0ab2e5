import type { MyListingBids } from '@arsamezat/shared/trading/bids';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/app.ts';
import {
  BID_TEST_NOW,
  openAuctionIn,
  openBiddingRoom,
  type BiddingRoom,
} from './testing/bidding-room.ts';
import { placeBid, send, type Trader } from './testing/trading-fixtures.ts';

/*
 * 'Teklifiniz geçildi' on the listing's panel (issue 26): GET /api/listings/:id/bids/mine says
 * whether the member was passed, with the maximum that was passed, from the bids themselves —
 * so a reload shows what the live page showed, until the member leads again.
 */

const TL = 100;
const MINUTE = 60_000;
let room: BiddingRoom;
let t: TestApp;
let ahmet: Trader;
let ayse: Trader;
let mehmet: Trader;

const accepted = async (res: Promise<LightMyRequestResponse>) =>
  expect((await res).statusCode).toBe(201);
const setMaximum = (trader: Trader, id: string, amount: number) =>
  accepted(
    send(t, 'POST', `/api/listings/${id}/bids`, { trader, payload: { amount, kind: 'maximum' } }),
  );
const bid = (trader: Trader, id: string, amount: number) =>
  accepted(placeBid(t, trader, id, amount));
const mine = async (id: string, trader: Trader) => {
  const res = await send(t, 'GET', `/api/listings/${id}/bids/mine`, { trader });
  expect(res.statusCode).toBe(200);
  return res.json<MyListingBids>();
};
/** 100.000 ₺ start, 1.000 ₺ increment, no anti-sniping unless told. */
const openAuction = (values: Parameters<typeof openAuctionIn>[1] = {}) =>
  openAuctionIn(room, { startingPrice: 100_000 * TL, minIncrement: 1_000 * TL, ...values });

beforeAll(async () => {
  room = await openBiddingRoom();
  ({ t, ahmet, ayse, mehmet } = room);
});
afterAll(() => t.close());

describe('the outbid standing of GET /api/listings/:id/bids/mine', () => {
  it('is null before a bid and while leading; a passed plain bid shows, without a maximum', async () => {
    const id = await openAuction();
    expect((await mine(id, ahmet)).outbid).toBeNull();

    await bid(ahmet, id, 100_000 * TL);
    expect(await mine(id, ahmet)).toMatchObject({ outbid: null, maximum: null });

    await bid(ayse, id, 105_000 * TL);
    expect((await mine(id, ahmet)).outbid).toEqual({ lastBid: 100_000 * TL, maximum: null });
    expect((await mine(id, ayse)).outbid).toBeNull();
    // A member who never bid here is not outbid.
    expect((await mine(id, mehmet)).outbid).toBeNull();
  });

  it('a maximum passed by a higher bid: the maximum that was passed, and no maximum of the leader', async () => {
    const id = await openAuction();
    await setMaximum(ahmet, id, 3_600_000 * TL);
    await bid(ayse, id, 1_000_000 * TL); // answered by Ahmet's maximum at 1.001.000 ₺
    expect(await mine(id, ahmet)).toMatchObject({ outbid: null, maximum: 3_600_000 * TL });

    await bid(mehmet, id, 3_700_000 * TL);
    const passed = await mine(id, ahmet);
    expect(passed.outbid).toEqual({ lastBid: 3_600_000 * TL, maximum: 3_600_000 * TL });
    expect(passed.maximum).toBeNull();
    // Ayşe's plain bid was answered at once by that maximum: she is outbid too.
    expect((await mine(id, ayse)).outbid).toEqual({ lastBid: 1_000_000 * TL, maximum: null });
  });

  it('a maximum spent to the last lira before it was passed still shows as the maximum', async () => {
    const id = await openAuction();
    await setMaximum(ahmet, id, 150_000 * TL);
    await bid(ayse, id, 149_500 * TL); // answered at the maximum itself, 150.000 ₺
    await bid(ayse, id, 151_000 * TL);
    expect((await mine(id, ahmet)).outbid).toEqual({
      lastBid: 150_000 * TL,
      maximum: 150_000 * TL,
    });
  });

  it('a maximum answered at once by a higher one is outbid at its own amount', async () => {
    const id = await openAuction();
    await setMaximum(ahmet, id, 200_000 * TL);
    await setMaximum(ayse, id, 180_000 * TL);
    expect((await mine(id, ayse)).outbid).toEqual({
      lastBid: 180_000 * TL,
      maximum: 180_000 * TL,
    });
  });

  it('acting clears it: a bid that leads, or a new maximum that leads', async () => {
    const id = await openAuction();
    await setMaximum(ahmet, id, 150_000 * TL);
    await bid(ayse, id, 160_000 * TL);
    expect((await mine(id, ahmet)).outbid).not.toBeNull();

    await bid(ahmet, id, 170_000 * TL);
    expect((await mine(id, ahmet)).outbid).toBeNull();
    expect((await mine(id, ayse)).outbid).toEqual({ lastBid: 160_000 * TL, maximum: null });

    await setMaximum(ayse, id, 250_000 * TL);
    expect(await mine(id, ayse)).toMatchObject({ outbid: null, maximum: 250_000 * TL });
    expect((await mine(id, ahmet)).outbid).toEqual({ lastBid: 170_000 * TL, maximum: null });
  });

  it('is the same when the bid went through the transaction path (the last minutes)', async () => {
    const endsAt = new Date(BID_TEST_NOW.getTime() + 2 * MINUTE);
    const id = await openAuction({ antiSnipeMinutes: 5, endsAt });
    await setMaximum(ahmet, id, 150_000 * TL);
    await bid(ayse, id, 160_000 * TL);
    expect((await mine(id, ahmet)).outbid).toEqual({
      lastBid: 150_000 * TL,
      maximum: 150_000 * TL,
    });
  });
});
