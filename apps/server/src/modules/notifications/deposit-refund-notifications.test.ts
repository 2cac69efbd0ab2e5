import { fitsOneSmsPart } from '@arsamezat/shared/notifications/sms-length';
import type { NotificationListResponse } from '@arsamezat/shared/notifications/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/app.ts';
import { runClosingOnce } from '../auctions/index.ts';
import {
  BID_TEST_NOW,
  openAuctionIn,
  openBiddingRoom,
  type BiddingRoom,
} from '../bids/testing/bidding-room.ts';
import {
  insertDeposit,
  placeBid,
  send,
  signedInTrader,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import { notificationTexts } from './notification-texts.ts';
import {
  notificationsOf,
  setNotificationSettings,
  verifyEmail,
} from './testing/notification-fixtures.ts';

/** When the texts are written (only reminders depend on it). */
const SENT_AT = new Date('2026-05-05T12:00:00.000Z');

/**
 * A member who paid a deposit and never bid is told when the deposit is marked for refund
 * (issue 24): e-mail and in-app, SMS by their settings — whether the listing ended by the clock,
 * was closed early, was sold to another offer or was cancelled. Bidders keep their own notice
 * (auction lost, listing cancelled), which already gives the refund timeline.
 */

const TL = 100;
const MINUTE = 60_000;
let room: BiddingRoom;
let t: TestApp;
let ahmet: Trader;
let ayse: Trader;
let admin: Trader;
let zeynep: Trader;
let can: Trader;

beforeAll(async () => {
  room = await openBiddingRoom();
  ({ t, ahmet, ayse } = room);
  const db = t.database.db;
  await verifyEmail(db, ahmet.id, 'ahmet@example.com');
  await verifyEmail(db, ayse.id, 'ayse@example.com');
  admin = await signedInTrader(db, BID_TEST_NOW, {
    firstName: 'Yönetici',
    lastName: 'Bey',
    role: 'admin',
  });
  // Zeynep pays deposits and never bids; Can too, but he turned texts off.
  zeynep = await signedInTrader(db, BID_TEST_NOW, { firstName: 'Zeynep', lastName: 'Ak' });
  await verifyEmail(db, zeynep.id, 'zeynep@example.com');
  can = await signedInTrader(db, BID_TEST_NOW, { firstName: 'Can', lastName: 'Öz' });
  await verifyEmail(db, can.id, 'can@example.com');
  await setNotificationSettings(db, can.id, { smsNotifications: false });
});
afterAll(() => t.close());

const refundNotices = async (member: Trader, listingId: string) => {
  const rows = await t.database.db.query.notifications.findMany({
    where: (n, { and, eq }) => and(eq(n.listingId, listingId), eq(n.recipientId, member.id)),
  });
  return rows
    .filter((row) => row.event === 'deposit_refund_due')
    .map((row) => row.channel)
    .sort();
};
const closeAt = (minutes: number) =>
  runClosingOnce({
    ...t.app.deps,
    clock: () => new Date(BID_TEST_NOW.getTime() + minutes * MINUTE),
  });

describe('a deposit marked for refund, told to the member who never bid', () => {
  it('when an auction ends by the clock: the depositors who never bid, by their settings, once', async () => {
    const db = t.database.db;
    const listingId = await openAuctionIn(room, {
      endsAt: new Date(BID_TEST_NOW.getTime() + MINUTE),
    });
    await insertDeposit(db, { listingId, userId: zeynep.id });
    await insertDeposit(db, { listingId, userId: can.id });
    expect((await placeBid(t, ahmet, listingId, 100_000 * TL)).statusCode).toBe(201);
    expect((await placeBid(t, ayse, listingId, 101_000 * TL)).statusCode).toBe(201);

    await closeAt(2);
    await closeAt(2);

    expect(await refundNotices(zeynep, listingId)).toEqual(['email', 'in_app', 'sms']);
    expect(await refundNotices(can, listingId)).toEqual(['email', 'in_app']);
    // Mehmet paid and never bid either (the room's deposit); his e-mail is not verified.
    expect(await refundNotices(room.mehmet, listingId)).toEqual(['in_app', 'sms']);
    // The other bidder is the runner-up (issue 29): told of the hold ('Yedek alıcı oldunuz'),
    // not of a refund; the winner keeps hers.
    expect(await refundNotices(ahmet, listingId)).toEqual([]);
    expect(await refundNotices(ayse, listingId)).toEqual([]);
    expect(await notificationsOf(db, ahmet.id)).toContain('runner_up_held email');
    expect(await notificationsOf(db, ahmet.id)).not.toContain('auction_lost email');

    const bell = await send(t, 'GET', '/api/me/notifications', { trader: zeynep });
    const item = bell.json<NotificationListResponse>().items[0]!;
    expect(item).toMatchObject({
      event: 'deposit_refund_due',
      title: 'Teminatınız iade edilecek',
      link: '/bids?tab=deposits',
    });
    expect(item.body).toContain('sona erdi. Teminatınız 7 iş günü içinde ödemeyi yaptığınız karta');
  });

  it('when an offer listing ends unsold: every depositor, offerers included', async () => {
    const listingId = await openAuctionIn(room, {
      listingType: 'offer',
      endsAt: new Date(BID_TEST_NOW.getTime() + 3 * MINUTE),
    });
    await insertDeposit(t.database.db, { listingId, userId: zeynep.id });
    const offer = await send(t, 'POST', `/api/listings/${listingId}/offers`, {
      trader: ahmet,
      payload: { amount: 90_000 * TL },
    });
    expect(offer.statusCode, offer.body).toBe(201);

    await closeAt(4);

    expect(await refundNotices(zeynep, listingId)).toEqual(['email', 'in_app', 'sms']);
    expect(await refundNotices(ahmet, listingId)).toEqual(['email', 'in_app', 'sms']);
  });

  it('when an administrator sells an offer listing: the other depositors, not the buyer', async () => {
    const listingId = await openAuctionIn(room, { listingType: 'offer' });
    await insertDeposit(t.database.db, { listingId, userId: zeynep.id });
    const offer = await send(t, 'POST', `/api/listings/${listingId}/offers`, {
      trader: ahmet,
      payload: { amount: 95_000 * TL },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const { offer: made } = offer.json<{ offer: { id: string } }>();
    const accepted = await send(t, 'POST', `/api/admin/offers/${made.id}/accept`, {
      trader: admin,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    expect(await refundNotices(zeynep, listingId)).toEqual(['email', 'in_app', 'sms']);
    expect(await refundNotices(ayse, listingId)).toEqual(['email', 'in_app', 'sms']);
    expect(await refundNotices(ahmet, listingId)).toEqual([]);
  });

  it('when an administrator closes an auction early: every depositor (nobody has bid)', async () => {
    const listingId = await openAuctionIn(room);
    const closed = await send(t, 'POST', `/api/admin/listings/${listingId}/close-early`, {
      trader: admin,
    });
    expect(closed.statusCode, closed.body).toBe(200);

    expect(await refundNotices(ahmet, listingId)).toEqual(['email', 'in_app', 'sms']);
    expect(await refundNotices(room.mehmet, listingId)).toEqual(['in_app', 'sms']);
  });

  it('when an administrator cancels: the depositor who never bid gets the SMS too, by settings', async () => {
    const listingId = await openAuctionIn(room);
    await insertDeposit(t.database.db, { listingId, userId: zeynep.id });
    await insertDeposit(t.database.db, { listingId, userId: can.id });
    const res = await send(t, 'POST', `/api/admin/listings/${listingId}/cancel`, {
      trader: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = async (member: Trader) => {
      const rows = await t.database.db.query.notifications.findMany({
        where: (n, { and, eq }) => and(eq(n.listingId, listingId), eq(n.recipientId, member.id)),
      });
      return rows.map((row) => `${row.event} ${row.channel}`).sort();
    };
    // The cancel's own notice carries the refund timeline: one notice, not two.
    expect(await cancelled(zeynep)).toEqual([
      'listing_cancelled email',
      'listing_cancelled in_app',
      'listing_cancelled sms',
    ]);
    expect(await cancelled(can)).toEqual(['listing_cancelled email', 'listing_cancelled in_app']);
  });

  it('keeps the SMS within one Turkish part even for a long title', () => {
    const sms = notificationTexts(
      'deposit_refund_due',
      {
        listingTitle:
          'Çanakkale Gelibolu Şarköy yolu üzerinde denize sıfır ğüşiöç imarlı geniş arsa',
      },
      SENT_AT,
    ).sms('ArsaMezat');
    expect(fitsOneSmsPart(sms)).toBe(true);
    expect(sms).toContain('iade edilir');
  });
});
