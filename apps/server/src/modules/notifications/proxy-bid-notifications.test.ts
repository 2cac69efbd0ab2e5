import type { PlaceBidResponse } from '@arsamezat/shared/trading/bids';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/app.ts';
import { notifications } from '../../db/schema/notifications.ts';
import {
  BID_TEST_NOW,
  openAuctionIn,
  openBiddingRoom,
  type BiddingRoom,
} from '../bids/testing/bidding-room.ts';
import { placeBid, send, type Trader } from '../bids/testing/trading-fixtures.ts';
import { setNotificationSettings, verifyEmail } from './testing/notification-fixtures.ts';

/**
 * Notifications caused by maximum (proxy) bids (decisions 028 and 034): outbid only when the lead
 * changed hands, never the caller; an end moved by an outcome told to the other bidders in-app.
 */

const TL = 100;
const MINUTE = 60_000;
let room: BiddingRoom;
let t: TestApp;
let ahmet: Trader;
let ayse: Trader;
let mehmet: Trader;

beforeAll(async () => {
  room = await openBiddingRoom();
  ({ t, ahmet, ayse, mehmet } = room);
  const db = t.database.db;
  await verifyEmail(db, ahmet.id, 'ahmet@example.com');
  await verifyEmail(db, ayse.id, 'ayse@example.com');
  // Mehmet has a verified address but wants neither texts nor e-mails.
  await verifyEmail(db, mehmet.id, 'mehmet@example.com');
  await setNotificationSettings(db, mehmet.id, {
    smsNotifications: false,
    emailNotifications: false,
  });
});
afterAll(() => t.close());

/** 100.000 ₺ start, 1.000 ₺ increment. */
const openAuction = (values: Parameters<typeof openAuctionIn>[1] = {}) =>
  openAuctionIn(room, { startingPrice: 100_000 * TL, minIncrement: 1_000 * TL, ...values });

async function accepted(request: Promise<LightMyRequestResponse>) {
  const res = await request;
  expect(res.statusCode).toBe(201);
  return res.json<PlaceBidResponse>();
}
const setMaximum = (trader: Trader, id: string, amount: number) =>
  accepted(
    send(t, 'POST', `/api/listings/${id}/bids`, { trader, payload: { amount, kind: 'maximum' } }),
  );
const bid = (trader: Trader, id: string, amount: number) =>
  accepted(placeBid(t, trader, id, amount));

const nameOf = (id: string) =>
  id === ahmet.id ? 'ahmet' : id === ayse.id ? 'ayse' : id === mehmet.id ? 'mehmet' : id;

/** 'who event channel' lines of one listing's notifications of an event, sorted. */
async function told(listingId: string, event: string): Promise<string[]> {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.listingId, listingId), eq(notifications.event, event)));
  return rows.map((row) => `${nameOf(row.recipientId)} ${row.event} ${row.channel}`).sort();
}

describe('outbid on the maximum path', () => {
  it('a higher maximum outbids the leader once per enabled channel; the caller is not told', async () => {
    const id = await openAuction();
    await setMaximum(ahmet, id, 150_000 * TL);
    const body = await setMaximum(ayse, id, 200_000 * TL);
    expect(body).toMatchObject({ leading: true, listing: { highestBid: 151_000 * TL } });
    expect(await told(id, 'outbid')).toEqual([
      'ahmet outbid email',
      'ahmet outbid in_app',
      'ahmet outbid sms',
    ]);
    const [inApp] = await t.database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.listingId, id), eq(notifications.channel, 'in_app')));
    expect(inApp?.data).toMatchObject({ amount: 151_000 * TL });
  });

  it('a plain bid above the leader maximum outbids the leader, as the member settings allow', async () => {
    const id = await openAuction();
    await setMaximum(mehmet, id, 150_000 * TL);
    expect((await bid(ahmet, id, 160_000 * TL)).leading).toBe(true);
    expect(await told(id, 'outbid')).toEqual(['mehmet outbid in_app']);
  });

  it('a maximum over a plain bid outbids the bidder who held the lead', async () => {
    const id = await openAuction();
    await bid(ahmet, id, 100_000 * TL);
    expect((await setMaximum(ayse, id, 150_000 * TL)).leading).toBe(true);
    expect(await told(id, 'outbid')).toEqual([
      'ahmet outbid email',
      'ahmet outbid in_app',
      'ahmet outbid sms',
    ]);
  });

  it('tells nobody when the leader maximum answers the challenger, or the leader raises it', async () => {
    const id = await openAuction();
    await setMaximum(ahmet, id, 150_000 * TL);
    expect((await bid(ayse, id, 120_000 * TL)).leading).toBe(false);
    expect((await setMaximum(ayse, id, 130_000 * TL)).leading).toBe(false);
    // Exactly the leader's maximum: only the leader's automatic bid is recorded.
    expect(await bid(ayse, id, 150_000 * TL)).toMatchObject({ bid: null, leading: false });
    await setMaximum(ahmet, id, 180_000 * TL);
    expect(await told(id, 'outbid')).toEqual([]);
  });
});

describe('an end moved on the maximum path', () => {
  it('tells the other bidders in-app, once per outcome, automatic answers included', async () => {
    const id = await openAuction({
      endsAt: new Date(BID_TEST_NOW.getTime() + 2 * MINUTE),
      antiSnipeMinutes: 5,
    });
    // The first maximum moves the end, but nobody else has bid yet.
    expect((await setMaximum(ahmet, id, 150_000 * TL)).listing.extended).toBe(true);
    expect(await told(id, 'auction_extended')).toEqual([]);
    // Ayşe's bid is answered by Ahmet's automatic bid: Ahmet is told, Ayşe acted herself.
    expect((await bid(ayse, id, 120_000 * TL)).listing.extended).toBe(true);
    expect(await told(id, 'auction_extended')).toEqual(['ahmet auction_extended in_app']);
    // Mehmet's maximum takes the lead: both earlier bidders are told, Mehmet is not.
    expect((await setMaximum(mehmet, id, 200_000 * TL)).listing.extended).toBe(true);
    expect(await told(id, 'auction_extended')).toEqual([
      'ahmet auction_extended in_app',
      'ahmet auction_extended in_app',
      'ayse auction_extended in_app',
    ]);
  });
});
