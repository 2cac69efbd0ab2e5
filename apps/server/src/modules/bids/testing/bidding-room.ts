import { insertListing } from '../../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.ts';
import { insertDeposit, signedInTrader, type Trader } from './trading-fixtures.ts';

/** The bid tests' room: an app on a fixed clock and three bidders with live sessions. */
export type BiddingRoom = { t: TestApp; ahmet: Trader; ayse: Trader; mehmet: Trader };

export const BID_TEST_NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

export async function openBiddingRoom(): Promise<BiddingRoom> {
  const t = await createTestApp({ clock: () => BID_TEST_NOW });
  const db = t.database.db;
  return {
    t,
    ahmet: await signedInTrader(db, BID_TEST_NOW, { firstName: 'Ahmet', lastName: 'Yılmaz' }),
    ayse: await signedInTrader(db, BID_TEST_NOW, { firstName: 'Ayşe', lastName: 'Kaya' }),
    mehmet: await signedInTrader(db, BID_TEST_NOW, { firstName: 'Mehmet', lastName: 'Demir' }),
  };
}

/**
 * An auction open for bids at BID_TEST_NOW (100.000 ₺ start, 1.000 ₺ increment, no
 * anti-sniping unless told), with a completed deposit for each of the room's bidders.
 */
export async function openAuctionIn(
  room: BiddingRoom,
  values: Parameters<typeof insertListing>[1] = {},
): Promise<string> {
  const id = await insertListing(room.t.database.db, {
    status: 'active',
    startsAt: new Date(BID_TEST_NOW.getTime() - 24 * HOUR),
    endsAt: new Date(BID_TEST_NOW.getTime() + 24 * HOUR),
    antiSnipeMinutes: 0,
    ...values,
  });
  for (const trader of [room.ahmet, room.ayse, room.mehmet]) {
    await insertDeposit(room.t.database.db, { listingId: id, userId: trader.id });
  }
  return id;
}
