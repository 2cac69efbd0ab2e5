import type { NotificationListResponse } from '@arsamezat/shared/notifications/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/app.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { createOutboxMail } from '../../providers/mail/outbox-mail.ts';
import { createOutboxSms } from '../../providers/sms/outbox-sms.ts';
import {
  BID_TEST_NOW,
  openAuctionIn,
  openBiddingRoom,
  type BiddingRoom,
} from '../bids/testing/bidding-room.ts';
import { placeBid, send, type Trader } from '../bids/testing/trading-fixtures.ts';
import { watch } from '../notifications/testing/alert-fixtures.ts';
import {
  deliverNotification,
  notificationsOf,
  setNotificationSettings,
  verifyEmail,
} from '../notifications/testing/notification-fixtures.ts';
import { runAuctionRemindersOnce } from './auction-reminders.job.ts';
import { reminderKey } from './auction-reminders.repository.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const TL = 100;
const NOW = BID_TEST_NOW;
const later = (ms: number) => new Date(NOW.getTime() + ms);

let room: BiddingRoom;
let t: TestApp;
beforeAll(async () => {
  room = await openBiddingRoom();
  t = room.t;
});
afterAll(() => t.close());

const pass = (at: Date) => runAuctionRemindersOnce({ db: t.database.db, clock: () => at });

/** One member's reminder rows of one listing: 'event channel key', sorted. */
async function remindersOf(member: Trader, listingId: string) {
  const rows = await t.database.db
    .select({
      event: notifications.event,
      channel: notifications.channel,
      eventKey: notifications.eventKey,
    })
    .from(notifications)
    .where(and(eq(notifications.recipientId, member.id), eq(notifications.listingId, listingId)));
  return rows
    .filter((row) => row.event.startsWith('auction_reminder'))
    .map((row) => `${row.event} ${row.channel} ${row.eventKey}`)
    .sort();
}

/** The titles in the member's bell (written when the reminder was recorded). */
async function bellTitles(member: Trader) {
  const res = await send(t, 'GET', '/api/me/notifications', { trader: member });
  expect(res.statusCode).toBe(200);
  return res.json<NotificationListResponse>().items.map((item) => item.title);
}

function deliveryDeps(at: Date) {
  return {
    ...t.app.deps,
    clock: () => at,
    sms: createOutboxSms(t.database.db),
    mail: createOutboxMail(t.database.db),
    siteName: 'ArsaMezat',
    publicUrl: 'https://arsamezat.test',
  };
}

async function providerRow(member: Trader, listingId: string, channel: 'sms' | 'email') {
  const [row] = await t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, member.id),
        eq(notifications.listingId, listingId),
        eq(notifications.event, 'auction_reminder_1h'),
        eq(notifications.channel, channel),
      ),
    );
  if (!row) throw new Error(`no ${channel} reminder`);
  return row;
}

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
    await setNotificationSettings(db, room.ayse.id, { auctionReminders: true });
  });

  it('never remind a short auction of a moment that came before it opened, and remind an 11-minute one at T−10 min', async () => {
    // Both opened at NOW, as an operator creates them: six and eleven minutes to go.
    const opened = { startsAt: NOW, createdAt: NOW };
    const sixMinutes = await openAuctionIn(room, { ...opened, endsAt: later(6 * MINUTE) });
    const elevenMinutes = await openAuctionIn(room, { ...opened, endsAt: later(11 * MINUTE) });
    for (const listingId of [sixMinutes, elevenMinutes]) {
      expect((await placeBid(t, room.ahmet, listingId, 100_000 * TL)).statusCode).toBe(201);
    }
    // Every minute, as the schedule runs, until both have ended.
    for (let minute = 0; minute <= 11; minute += 1) await pass(later(minute * MINUTE));

    expect(await remindersOf(room.ahmet, sixMinutes)).toEqual([]);
    expect(await remindersOf(room.ahmet, elevenMinutes)).toEqual([
      `auction_reminder_10m in_app ${reminderKey(elevenMinutes, later(11 * MINUTE))}`,
    ]);
  });

  it('send a reminder a tick late with the time really left, skip one whose moment is long past, and drop a message whose auction ended before it went out', async () => {
    await verifyEmail(t.database.db, room.mehmet.id, 'mehmet@example.com');
    const endsAt = later(3 * 60 * MINUTE);
    const hourBefore = endsAt.getTime() - 60 * MINUTE;
    const onTime = await openAuctionIn(room, { endsAt, title: 'Zamanında Arsa' });
    const retried = await openAuctionIn(room, { endsAt, title: 'Gecikmeli Arsa' });
    await watch(t, room.mehmet, onTime);
    await watch(t, room.mehmet, retried);

    // The run for the minute of the moment came 80 s late: still within the lateness allowed.
    const late = await pass(new Date(hourBefore + 80 * SECOND));
    expect(late).toContain(`auction_reminder_1h:${reminderKey(onTime, endsAt)}`);
    expect(late).toContain(`auction_reminder_1h:${reminderKey(retried, endsAt)}`);
    // 58 min 40 s left when it was written.
    expect(await bellTitles(room.mehmet)).toContain('İhalenin bitmesine 59 dakika kaldı');
    expect(await bellTitles(room.mehmet)).not.toContain('İhalenin bitmesine 1 saat kaldı');

    // The SMS goes out 50 s later: it says the time left then.
    const sms = await providerRow(room.mehmet, onTime, 'sms');
    await deliverNotification(deliveryDeps(new Date(hourBefore + 130 * SECOND)), sms.id);
    const [message] = await t.database.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, `notification:${sms.id}`));
    expect(message?.body).toContain('"Zamanında Arsa" ihalesinin bitmesine 58 dakika kaldı.');

    // An e-mail retried until after the end is not sent at all.
    const email = await providerRow(room.mehmet, retried, 'email');
    await deliverNotification(deliveryDeps(new Date(endsAt.getTime() + SECOND)), email.id);
    const [dead] = await t.database.db
      .select({ status: notifications.status, lastError: notifications.lastError })
      .from(notifications)
      .where(eq(notifications.id, email.id));
    expect(dead).toEqual({
      status: 'dead',
      lastError: 'İhale sona erdi; hatırlatma artık gönderilmez.',
    });
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, `notification:${email.id}`));
    expect(mails).toEqual([]);

    // A third auction whose first run after the moment came 100 s late: skipped, then and later.
    const skipped = await openAuctionIn(room, { endsAt, title: 'Geç Kalınan Arsa' });
    await watch(t, room.mehmet, skipped);
    await pass(new Date(hourBefore + 100 * SECOND));
    await pass(new Date(hourBefore + 160 * SECOND));
    expect(await remindersOf(room.mehmet, skipped)).toEqual([]);
  });

  it('remind again for the end a late bid moved, and not for the old end twice', async () => {
    // Ends two minutes after NOW; a bid within ten minutes of the end moves it to NOW + 10 min.
    const oldEnd = later(2 * MINUTE);
    const listingId = await openAuctionIn(room, { endsAt: oldEnd, antiSnipeMinutes: 10 });
    await watch(t, room.ayse, listingId);

    await pass(new Date(oldEnd.getTime() - 10 * MINUTE));
    expect(await remindersOf(room.ayse, listingId)).toEqual([
      `auction_reminder_10m in_app ${reminderKey(listingId, oldEnd)}`,
    ]);

    const bid = await placeBid(t, room.mehmet, listingId, 100_000 * TL);
    expect(bid.statusCode).toBe(201);
    const newEnd = later(10 * MINUTE);
    expect(bid.json<{ listing: { endsAt: string } }>().listing.endsAt).toBe(newEnd.toISOString());

    // The next runs: the new end's ten-minute moment is now; its hour moment is long past.
    await pass(NOW);
    await pass(later(MINUTE));
    const tenMinutes = [
      `auction_reminder_10m in_app ${reminderKey(listingId, newEnd)}`,
      `auction_reminder_10m in_app ${reminderKey(listingId, oldEnd)}`,
    ].sort();
    expect(await remindersOf(room.ayse, listingId)).toEqual(tenMinutes);
    expect(await remindersOf(room.mehmet, listingId)).toEqual([
      `auction_reminder_10m in_app ${reminderKey(listingId, newEnd)}`,
    ]);
    expect(await bellTitles(room.ayse)).toContain('İhalenin bitmesine 10 dakika kaldı');
  });
});
