import type { ListingBids, MyListingBids, PlaceBidResponse } from '@arsamezat/shared/trading/bids';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids } from '../../db/schema/trading.ts';
import {
  BID_TEST_NOW,
  openAuctionIn,
  openBiddingRoom,
  type BiddingRoom,
} from './testing/bidding-room.ts';
import { placeBid, send, type Trader } from './testing/trading-fixtures.ts';

/**
 * Issue #15, finding 9: bids accepted in the same millisecond (here: all of them, on a fixed
 * clock) must still have one unambiguous order, the order of acceptance, everywhere it is shown.
 */

let room: BiddingRoom;
beforeAll(async () => {
  room = await openBiddingRoom();
});
afterAll(() => room.t.close());

const STEP = 1_000_00;

/** Bids from the three bidders at once, each a step above the last it saw; the accepted ones. */
async function storm(id: string, rounds: number): Promise<PlaceBidResponse[]> {
  const { t, ahmet, ayse, mehmet } = room;
  const accepted: PlaceBidResponse[] = [];
  let next = 100_000_00;
  for (let round = 0; round < rounds; round++) {
    const tries = [ahmet, ayse, mehmet].map((trader: Trader, i) =>
      placeBid(t, trader, id, next + i * STEP),
    );
    for (const res of await Promise.all(tries)) {
      if (res.statusCode === 201) accepted.push(res.json<PlaceBidResponse>());
    }
    next = Math.max(...accepted.map((bid) => bid.bid!.amount)) + STEP;
  }
  return accepted;
}

describe('the order of bids', () => {
  it('is the order of acceptance in the stored key, the public history and my bids', async () => {
    const { t, ahmet } = room;
    const id = await openAuctionIn(room, { startingPrice: 100_000_00, minIncrement: STEP });
    const accepted = await storm(id, 8);
    expect(accepted.length).toBeGreaterThanOrEqual(8);
    // Every bid has the same time: only the order key can tell them apart.
    expect(new Set(accepted.map((bid) => bid.bid!.createdAt))).toEqual(
      new Set([BID_TEST_NOW.toISOString()]),
    );
    // bidCount in each answer is the bid's place in the order of acceptance.
    const byAcceptance = [...accepted].sort((a, b) => a.listing.bidCount - b.listing.bidCount);
    expect(byAcceptance.map((bid) => bid.listing.bidCount)).toEqual(
      byAcceptance.map((_, i) => i + 1),
    );
    const acceptedIds = byAcceptance.map((bid) => bid.bid!.id);

    // The stored key increases in the order of acceptance.
    const stored = await t.database.db
      .select({ id: bids.id, seq: bids.seq })
      .from(bids)
      .where(eq(bids.listingId, id))
      .orderBy(asc(bids.seq));
    expect(stored.map((row) => row.id)).toEqual(acceptedIds);

    // The public history: latest accepted first, the same on every read.
    const newestFirst = [...acceptedIds].reverse();
    for (let read = 0; read < 3; read++) {
      const history = (await send(t, 'GET', `/api/listings/${id}/bids`)).json<ListingBids>();
      expect(history.items.map((item) => item.id)).toEqual(newestFirst);
    }

    // My bids: my own, in the same order.
    const mine = (
      await send(t, 'GET', `/api/listings/${id}/bids/mine`, { trader: ahmet })
    ).json<MyListingBids>();
    const myAccepted = new Set(
      (
        await t.database.db.select({ id: bids.id }).from(bids).where(eq(bids.bidderId, ahmet.id))
      ).map((row) => row.id),
    );
    expect(mine.items.map((item) => item.id)).toEqual(
      newestFirst.filter((bidId) => myAccepted.has(bidId)),
    );
  });
});
