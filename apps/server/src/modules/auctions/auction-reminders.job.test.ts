import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/app.ts';
import {
  BID_TEST_NOW,
  openAuctionIn,
  openBiddingRoom,
  type BiddingRoom,
} from '../bids/testing/bidding-room.ts';
import { placeBid } from '../bids/testing/trading-fixtures.ts';
import {
  notificationsOf,
  setNotificationSettings,
} from '../notifications/testing/notification-fixtures.ts';
import { runAuctionRemindersOnce } from './auction-reminders.job.ts';

const MINUTE = 60 * 1000;
const TL = 100;

let room: BiddingRoom;
let t: TestApp;
beforeAll(async () => {
  room = await openBiddingRoom();
  t = room.t;
});
afterAll(() => t.close());

describe('auction reminders under a controlled clock', () => {
  it('fire once at T−1 h (SMS, in-app) and once at T−10 min (in-app), for bidders who want them', async () => {
    const db = t.database.db;
    const endsAt = new Date(BID_TEST_NOW.getTime() + 3 * 60 * MINUTE);
    const listingId = await openAuctionIn(room, { endsAt });
    expect((await placeBid(t, room.ahmet, listingId, 100_000 * TL)).statusCode).toBe(201);
    expect((await placeBid(t, room.ayse, listingId, 101_000 * TL)).statusCode).toBe(201);
    await setNotificationSettings(db, room.ayse.id, { auctionReminders: false });
    const at = (minutesBeforeEnd: number) => () =>
      new Date(endsAt.getTime() - minutesBeforeEnd * MINUTE);
    const reminders = async () =>
      (await notificationsOf(db, room.ahmet.id)).filter((line) =>
        line.startsWith('auction_reminder'),
      );

    await runAuctionRemindersOnce({ db, clock: at(61) });
    expect(await reminders()).toEqual([]);

    await runAuctionRemindersOnce({ db, clock: at(60) });
    await runAuctionRemindersOnce({ db, clock: at(59) });
    await runAuctionRemindersOnce({ db, clock: at(30) });
    expect(await reminders()).toEqual(['auction_reminder_1h in_app', 'auction_reminder_1h sms']);

    await runAuctionRemindersOnce({ db, clock: at(10) });
    await runAuctionRemindersOnce({ db, clock: at(5) });
    expect(await reminders()).toEqual([
      'auction_reminder_10m in_app',
      'auction_reminder_1h in_app',
      'auction_reminder_1h sms',
    ]);
    // Ayşe turned reminders off.
    const ayse = await notificationsOf(db, room.ayse.id);
    expect(ayse.filter((line) => line.startsWith('auction_reminder'))).toEqual([]);
  });
});
