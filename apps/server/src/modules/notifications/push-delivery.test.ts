import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/app.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { pushDeliveries, pushSubscriptions } from '../../db/schema/push.ts';
import {
  startLocalPushService,
  type LocalPushService,
  type LocalSubscription,
} from '../../providers/push/local-push-service.ts';
import { runAuctionRemindersOnce } from '../auctions/index.ts';
import {
  BID_TEST_NOW,
  openAuctionIn,
  openBiddingRoom,
  type BiddingRoom,
} from '../bids/testing/bidding-room.ts';
import { placeBid, type Trader } from '../bids/testing/trading-fixtures.ts';
import { deliverNotification, type DeliveryDeps } from './deliver-notification.ts';
import { createNotificationQueue, type NotificationQueue } from './notification-queue.ts';
import { setNotificationSettings } from './testing/notification-fixtures.ts';
import { pushRequest, turnPushOn } from './testing/push-fixtures.ts';

const TL = 100;
const MINUTE = 60 * 1000;
const FAST = {
  retryLimit: 3,
  retryDelaySeconds: 0,
  retryDelayMaxSeconds: 1,
  pollingIntervalSeconds: 0.5,
  sweepIntervalMs: 500,
  concurrency: 2,
  batchSize: 5,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 1,
};

let room: BiddingRoom;
let t: TestApp;
let pushService: LocalPushService;
let phone: LocalSubscription;
let laptop: LocalSubscription;

beforeAll(async () => {
  room = await openBiddingRoom();
  t = room.t;
  pushService = await startLocalPushService();
});
afterAll(async () => {
  await pushService.close();
  await t.close();
});

/** Ahmet starts each test with two fresh devices, push on. */
beforeEach(async () => {
  await t.database.db.delete(pushSubscriptions);
  phone = pushService.subscribe(t.app.deps.push.publicKey);
  laptop = pushService.subscribe(t.app.deps.push.publicKey);
  await turnPushOn(t, room.ahmet, phone);
  await turnPushOn(t, room.ahmet, laptop);
});

const deps = (at: Date = BID_TEST_NOW): DeliveryDeps => ({
  ...t.app.deps,
  clock: () => at,
  siteName: 'ArsaMezat',
  publicUrl: 'https://arsamezat.test',
});

async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Ahmet is outbid by Ayşe on a fresh auction. */
async function outbidAhmet(): Promise<string> {
  const listingId = await openAuctionIn(room);
  expect((await placeBid(t, room.ahmet, listingId, 100_000 * TL)).statusCode).toBe(201);
  expect((await placeBid(t, room.ayse, listingId, 101_000 * TL)).statusCode).toBe(201);
  return listingId;
}

async function pushRows(member: Trader, listingId: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, member.id),
        eq(notifications.listingId, listingId),
        eq(notifications.channel, 'push'),
      ),
    );
}

async function onePushRow(member: Trader, listingId: string) {
  const rows = await pushRows(member, listingId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('push as a notification channel', { timeout: 120_000 }, () => {
  it('sends the outbid to each device, encrypted to it and signed with our VAPID key', async () => {
    const listingId = await outbidAhmet();
    const row = await onePushRow(room.ahmet, listingId);
    await deliverNotification(deps(), row.id);

    for (const device of [phone, laptop]) {
      expect(pushService.received(device.endpoint)).toEqual([
        {
          title: 'Teklifiniz geçildi',
          body: '"Deneme Arsası" ihalesinde en yüksek teklif artık 101.000 ₺.',
          url: `/auctions/${listingId}`,
          tag: `outbid:${listingId}`,
        },
      ]);
    }
    const message = pushService.messages.find((m) => m.endpoint === phone.endpoint)!;
    // The local service checked the JWT's ES256 signature; these are the claims it read.
    expect(message.vapid).toMatchObject({
      aud: pushService.origin,
      sub: 'mailto:destek@arsamezat.com.tr',
      publicKey: t.app.deps.push.publicKey,
    });
    expect(message).toMatchObject({ ttl: 3600, urgency: 'high' });
    // What reaches the lock screen names nobody.
    expect(message.payload).not.toMatch(/Ayşe|Kaya|Ahmet|Yılmaz/);

    const [sent] = await pushRows(room.ahmet, listingId);
    expect(sent).toMatchObject({
      status: 'sent',
      provider: 'web-push',
      providerMessageId: '2 cihaz',
    });
    // A repeated job sends nothing more.
    await deliverNotification(deps(), row.id);
    expect(pushService.received(phone.endpoint)).toHaveLength(1);
    const devices = (await pushRequest(t, room.ahmet, 'GET')).json<{
      devices: { lastUsedAt: string | null }[];
    }>().devices;
    expect(devices.every((d) => d.lastUsedAt === BID_TEST_NOW.toISOString())).toBe(true);
  });

  it('forgets a device whose push service answers 410, and still reaches the other', async () => {
    pushService.answer(laptop.endpoint, 410);
    const listingId = await outbidAhmet();
    const row = await onePushRow(room.ahmet, listingId);
    await deliverNotification(deps(), row.id);

    expect(pushService.received(phone.endpoint)).toHaveLength(1);
    expect(pushService.received(laptop.endpoint)).toEqual([]);
    const left = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions);
    expect(left).toEqual([{ endpoint: phone.endpoint }]);
    expect(await onePushRow(room.ahmet, listingId)).toMatchObject({
      status: 'sent',
      providerMessageId: '1 cihaz',
    });

    // The last device gone too: nothing to send to, the row is dead with the reason.
    pushService.answer(phone.endpoint, 404);
    const next = await outbidAhmet();
    const nextRow = await onePushRow(room.ahmet, next);
    await deliverNotification(deps(), nextRow.id);
    expect(await onePushRow(room.ahmet, next)).toMatchObject({
      status: 'dead',
      lastError: 'Anlık bildirim açık bir cihaz yok; gönderilmedi.',
    });
    expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('a refused device is retried by the queue; the device that took it gets it once', async () => {
    pushService.answer(laptop.endpoint, 500, 2);
    const queue = createNotificationQueue(
      { ...deps(), database: t.database, log: t.app.log },
      FAST,
    );
    await queue.start();
    try {
      const listingId = await outbidAhmet();
      await until(async () => (await onePushRow(room.ahmet, listingId)).status === 'sent');
      const row = await onePushRow(room.ahmet, listingId);
      expect(row.attempts).toBe(3);
      expect(pushService.received(phone.endpoint)).toHaveLength(1);
      expect(pushService.received(laptop.endpoint)).toHaveLength(1);
      const delivered = await t.database.db
        .select()
        .from(pushDeliveries)
        .where(eq(pushDeliveries.notificationId, row.id));
      expect(delivered).toHaveLength(2);
    } finally {
      await queue.stop();
    }
  });

  it('two instances deliver each notification once per device', async () => {
    const before = pushService.messages.length;
    const start = () =>
      createNotificationQueue({ ...deps(), database: t.database, log: t.app.log }, FAST);
    const queues: NotificationQueue[] = [start(), start()];
    await Promise.all(queues.map((queue) => queue.start()));
    try {
      const listings: string[] = [];
      for (let i = 0; i < 4; i++) listings.push(await outbidAhmet());
      await Promise.all([queues[0]!.dispatch(), queues[1]!.dispatch(), queues[0]!.dispatch()]);
      await until(async () => {
        for (const id of listings) {
          if ((await onePushRow(room.ahmet, id)).status !== 'sent') return false;
        }
        return true;
      });
      const received = pushService.messages.slice(before);
      expect(received).toHaveLength(8);
      const pairs = received.map(
        (m) => `${m.endpoint} ${(JSON.parse(m.payload) as { tag: string }).tag}`,
      );
      expect(new Set(pairs).size).toBe(8);
      for (const id of listings) {
        for (const device of [phone, laptop]) {
          expect(
            pushService.received(device.endpoint).filter((p) => p.url === `/auctions/${id}`),
          ).toHaveLength(1);
        }
      }
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  });

  it('honours the toggles: no device, no push; reminders off, no reminder push', async () => {
    // Mehmet has no device: the outbid reaches his bell but records no push.
    const listingId = await openAuctionIn(room);
    expect((await placeBid(t, room.mehmet, listingId, 100_000 * TL)).statusCode).toBe(201);
    expect((await placeBid(t, room.ahmet, listingId, 101_000 * TL)).statusCode).toBe(201);
    expect(await pushRows(room.mehmet, listingId)).toEqual([]);

    // Ahmet leads and has devices: 'İhale bitiyor' 10 minutes before the end, by push too.
    const endsAt = new Date(BID_TEST_NOW.getTime() + 10 * MINUTE);
    const ending = await openAuctionIn(room, { endsAt });
    expect((await placeBid(t, room.ahmet, ending, 100_000 * TL)).statusCode).toBe(201);
    // Ayşe bid too, with devices, but turned the auction reminders off.
    const ayseDevice = pushService.subscribe(t.app.deps.push.publicKey);
    await turnPushOn(t, room.ayse, ayseDevice);
    expect((await placeBid(t, room.ayse, ending, 101_000 * TL)).statusCode).toBe(201);
    await setNotificationSettings(t.database.db, room.ayse.id, { auctionReminders: false });

    const at = new Date(endsAt.getTime() - 10 * MINUTE + 1000);
    await runAuctionRemindersOnce({ db: t.database.db, clock: () => at });
    const reminders = (await pushRows(room.ahmet, ending)).filter(
      (row) => row.event === 'auction_reminder_10m',
    );
    expect(reminders).toHaveLength(1);
    expect(
      (await pushRows(room.ayse, ending)).filter((row) => row.event === 'auction_reminder_10m'),
    ).toEqual([]);
    await deliverNotification(deps(at), reminders[0]!.id);
    const [reminder] = pushService.received(phone.endpoint).slice(-1);
    expect(reminder).toMatchObject({ url: `/auctions/${ending}` });
    expect(reminder?.title).toMatch(/dakika|bitiyor|sona eriyor/i);
    const message = pushService.messages.at(-1)!;
    expect(message).toMatchObject({ ttl: 600, urgency: 'high' });
    expect(pushService.received(ayseDevice.endpoint)).toEqual([]);
  });
});
