import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import type { TestApp } from '../../../test/helpers/app.ts';
import { runClosingOnce } from '../auctions/index.ts';
import { offers } from '../../db/schema/trading.ts';
import { completePayment } from '../payments/testing/complete-payment.ts';
import { payments } from '../../db/schema/trading.ts';
import {
  BID_TEST_NOW,
  openAuctionIn,
  openBiddingRoom,
  type BiddingRoom,
} from '../bids/testing/bidding-room.ts';
import {
  insertDeposit,
  placeBid,
  signedInTrader,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import {
  notificationsOf,
  setNotificationSettings,
  verifyEmail,
} from './testing/notification-fixtures.ts';

const NOW = BID_TEST_NOW;
const MINUTE = 60 * 1000;
const TL = 100;

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

async function bid(trader: Trader, listingId: string, amount: number) {
  const res = await placeBid(t, trader, listingId, amount);
  expect(res.statusCode).toBe(201);
}

describe('outbid', () => {
  it('tells the bidder who lost the lead by SMS, e-mail and in-app, and nobody else', async () => {
    const listingId = await openAuctionIn(room);
    await bid(ahmet, listingId, 100_000 * TL);
    expect(await notificationsOf(t.database.db, ahmet.id)).toEqual([]);
    await bid(ayse, listingId, 101_000 * TL);
    expect(await notificationsOf(t.database.db, ahmet.id)).toEqual([
      'outbid email',
      'outbid in_app',
      'outbid sms',
    ]);
    expect(await notificationsOf(t.database.db, ayse.id)).toEqual([]);
  });

  it('sends only the in-app one when SMS and e-mail notifications are off', async () => {
    const listingId = await openAuctionIn(room);
    const before = await notificationsOf(t.database.db, mehmet.id);
    await bid(mehmet, listingId, 100_000 * TL);
    await bid(ahmet, listingId, 101_000 * TL);
    const after = await notificationsOf(t.database.db, mehmet.id);
    expect(after.length - before.length).toBe(1);
    expect(after).toContain('outbid in_app');
    expect(after).not.toContain('outbid sms');
  });

  it('sends no e-mail to an address that is not verified', async () => {
    const db = t.database.db;
    const zeynep = await signedInTrader(db, NOW, { firstName: 'Zeynep', lastName: 'Ak' });
    const listingId = await openAuctionIn(room);
    await insertDeposit(db, { listingId, userId: zeynep.id });
    await bid(zeynep, listingId, 100_000 * TL);
    await bid(ayse, listingId, 101_000 * TL);
    expect(await notificationsOf(db, zeynep.id)).toEqual(['outbid in_app', 'outbid sms']);
  });
});

describe('a late bid that extends the end', () => {
  it('tells the other bidders in-app', async () => {
    const listingId = await openAuctionIn(room, {
      endsAt: new Date(NOW.getTime() + 2 * MINUTE),
      antiSnipeMinutes: 5,
    });
    await bid(ahmet, listingId, 100_000 * TL);
    await bid(mehmet, listingId, 101_000 * TL);
    const rows = await t.database.db.query.notifications.findMany({
      where: (n, { and, eq }) => and(eq(n.listingId, listingId), eq(n.event, 'auction_extended')),
    });
    // The second bid told Ahmet; the first told nobody (no one else had bid yet).
    expect(rows.map((row) => [row.recipientId, row.channel])).toEqual([[ahmet.id, 'in_app']]);
    // The same bid outbid him, in the same commit; both notices carry the end as it moved.
    const outbid = await t.database.db.query.notifications.findMany({
      where: (n, { and, eq }) => and(eq(n.listingId, listingId), eq(n.event, 'outbid')),
    });
    expect(outbid.map((row) => row.recipientId)).toEqual([ahmet.id, ahmet.id, ahmet.id]);
    const movedEnd = NOW.getTime() + 5 * MINUTE;
    for (const row of [...rows, ...outbid]) {
      const data = row.data as { endsAt: string; highestBid: number };
      expect(new Date(data.endsAt).getTime()).toBe(movedEnd);
      expect(data.highestBid).toBe(101_000 * TL);
    }
  });
});

describe('the outbid notice written by the bid statement', () => {
  it('carries the listing as the bid left it, and the new price', async () => {
    const listingId = await openAuctionIn(room);
    await bid(ahmet, listingId, 100_000 * TL);
    await bid(ayse, listingId, 101_000 * TL);
    const [row] = await t.database.db.query.notifications.findMany({
      where: (n, { and, eq }) =>
        and(eq(n.listingId, listingId), eq(n.event, 'outbid'), eq(n.channel, 'in_app')),
    });
    expect(row!.recipientId).toBe(ahmet.id);
    expect(row!.data).toMatchObject({ amount: 101_000 * TL, highestBid: 101_000 * TL });
    expect(row!.data).toHaveProperty('listingTitle');
    expect(row!.status).toBe('sent');
  });
});

describe('closing', () => {
  it('tells the winner (SMS, e-mail, in-app) and the losers (e-mail, in-app), once', async () => {
    const db = t.database.db;
    const listingId = await openAuctionIn(room, { endsAt: new Date(NOW.getTime() + MINUTE) });
    await bid(ahmet, listingId, 100_000 * TL);
    await bid(mehmet, listingId, 101_000 * TL);
    await bid(ayse, listingId, 102_000 * TL);
    const at = new Date(NOW.getTime() + 2 * MINUTE);
    await runClosingOnce({ ...t.app.deps, clock: () => at });
    await runClosingOnce({ ...t.app.deps, clock: () => at });
    const rows = await db.query.notifications.findMany({
      where: (n, { and, eq, inArray }) =>
        and(eq(n.listingId, listingId), inArray(n.event, ['auction_won', 'auction_lost'])),
    });
    const lines = rows.map((row) => {
      const who =
        row.recipientId === ayse.id ? 'ayse' : row.recipientId === ahmet.id ? 'ahmet' : 'mehmet';
      return `${who} ${row.event} ${row.channel}`;
    });
    expect(lines.sort()).toEqual([
      'ahmet auction_lost email',
      'ahmet auction_lost in_app',
      'ayse auction_won email',
      'ayse auction_won in_app',
      'ayse auction_won sms',
      // Mehmet, the second-highest bidder, is the runner-up (issue 29): his deposit stays held
      // and he is told so ('runner_up_held'), not that he lost with a refund.
    ]);
    const mehmetTold = await db.query.notifications.findMany({
      where: (n, { and, eq }) => and(eq(n.listingId, listingId), eq(n.recipientId, mehmet.id)),
    });
    expect(mehmetTold.map((row) => row.event)).toContain('runner_up_held');
  });
});

describe('deposits and offers', () => {
  it('sends the payer a receipt when the deposit completes', async () => {
    const db = t.database.db;
    const listingId = await insertListing(db, { status: 'active' });
    const depositId = await insertDeposit(db, { listingId, userId: ahmet.id, status: 'pending' });
    const [payment] = await db
      .insert(payments)
      .values({
        depositId,
        listingId,
        userId: ahmet.id,
        amount: 5_000_00,
        orderId: `N-${depositId}`,
        provider: 'sandbox',
      })
      .returning({ id: payments.id });
    await completePayment(
      db,
      { id: payment!.id, depositId },
      { providerPaymentId: 'p1', netAmount: null, authCode: null },
      NOW,
    );
    const rows = await db.query.notifications.findMany({
      where: (n, { eq }) => eq(n.eventKey, depositId),
    });
    expect(rows.map((row) => `${row.event} ${row.channel}`).sort()).toEqual([
      'deposit_completed email',
      'deposit_completed in_app',
    ]);
  });

  it('tells the offerer when an administrator accepts or rejects the offer', async () => {
    const db = t.database.db;
    const admin = await signedInTrader(db, NOW, {
      firstName: 'Yönetici',
      lastName: 'Bir',
      role: 'admin',
    });
    const listingId = await insertListing(db, { listingType: 'offer', status: 'active' });
    const [first, second] = await db
      .insert(offers)
      .values([
        { listingId, userId: ahmet.id, amount: 200_000 * TL },
        { listingId, userId: ayse.id, amount: 190_000 * TL },
      ])
      .returning({ id: offers.id });
    await t.app.services.offersAdmin.rejectOffer(admin.id, second!.id);
    await t.app.services.offersAdmin.acceptOffer(admin.id, first!.id);
    const rows = await db.query.notifications.findMany({
      where: (n, { eq }) => eq(n.listingId, listingId),
    });
    const lines = rows.map(
      (row) => `${row.recipientId === ahmet.id ? 'ahmet' : 'ayse'} ${row.event} ${row.channel}`,
    );
    expect(lines.sort()).toEqual([
      'ahmet offer_accepted email',
      'ahmet offer_accepted in_app',
      'ahmet offer_accepted sms',
      'ayse offer_rejected email',
      'ayse offer_rejected in_app',
      'ayse offer_rejected sms',
    ]);
  });
});
