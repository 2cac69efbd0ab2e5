import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/app.ts';
import { notifications } from '../../db/schema/notifications.ts';
import {
  BID_TEST_NOW,
  openAuctionIn,
  openBiddingRoom,
  type BiddingRoom,
} from '../bids/testing/bidding-room.ts';
import { placeBid, send, signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';

const TL = 100;
type ListBody = {
  unread: number;
  items: { id: string; title: string; body: string; link: string | null; read: boolean }[];
};

let room: BiddingRoom;
let t: TestApp;
let admin: Trader;

beforeAll(async () => {
  room = await openBiddingRoom();
  t = room.t;
  admin = await signedInTrader(t.database.db, BID_TEST_NOW, {
    firstName: 'Yönetici',
    lastName: 'Bir',
    role: 'admin',
  });
});
afterAll(() => t.close());

const list = async (trader: Trader) =>
  (await send(t, 'GET', '/api/me/notifications', { trader })).json<ListBody>();

async function outbid(loser: Trader, winner: Trader): Promise<string> {
  const listingId = await openAuctionIn(room);
  expect((await placeBid(t, loser, listingId, 100_000 * TL)).statusCode).toBe(201);
  expect((await placeBid(t, winner, listingId, 101_000 * TL)).statusCode).toBe(201);
  return listingId;
}

describe('the bell: /api/me/notifications', () => {
  it('lists only my own notifications, and marks them read one by one or all at once', async () => {
    const listingId = await outbid(room.ahmet, room.ayse);
    await outbid(room.ahmet, room.mehmet);
    const mine = await list(room.ahmet);
    expect(mine.unread).toBe(2);
    const about = mine.items.find((item) => item.link === `/auctions/${listingId}`);
    expect(about).toMatchObject({ title: 'Teklifiniz geçildi', read: false });
    expect(about?.body).toBe('"Deneme Arsası" ihalesinde en yüksek teklif artık 101.000 ₺.');
    expect((await list(room.ayse)).items).toEqual([]);

    const first = mine.items[0]!.id;
    const foreign = await send(t, 'POST', `/api/me/notifications/${first}/read`, {
      trader: room.ayse,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ error: { code: string } }>().error.code).toBe('NOTIFICATION_NOT_FOUND');

    const read = await send(t, 'POST', `/api/me/notifications/${first}/read`, {
      trader: room.ahmet,
    });
    expect(read.json()).toEqual({ unread: 1 });
    const all = await send(t, 'POST', '/api/me/notifications/read-all', { trader: room.ahmet });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await list(room.ahmet)).items.every((item) => item.read)).toBe(true);
  });

  it('streams a change to the member it concerns, live', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/me/notifications/stream`, {
      headers: { cookie: room.mehmet.cookie },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    await reader.read(); // the retry hint
    await outbid(room.mehmet, room.ahmet);
    let text = '';
    while (!text.includes('event: notifications')) {
      const chunk = await reader.read();
      text += new TextDecoder().decode(chunk.value as Uint8Array | undefined);
    }
    controller.abort();
    expect(text).toContain('event: notifications');
  });
});

describe('administrators: undelivered notifications', () => {
  it('lists dead SMS and e-mails with their error and queues one again once', async () => {
    const listingId = await outbid(room.ayse, room.mehmet);
    const [sms] = await t.database.db
      .update(notifications)
      .set({ status: 'dead', attempts: 9, lastError: 'Netgsm: 30' })
      .where(eq(notifications.listingId, listingId))
      .returning({ id: notifications.id, channel: notifications.channel })
      .then((rows) => rows.filter((row) => row.channel === 'sms'));
    const dead = await send(t, 'GET', '/api/admin/notifications', { trader: admin });
    expect(dead.statusCode).toBe(200);
    const item = dead
      .json<{ items: { id: string; lastError: string; recipientName: string }[] }>()
      .items.find((row) => row.id === sms!.id);
    expect(item).toMatchObject({ lastError: 'Netgsm: 30', recipientName: 'Ayşe Kaya' });

    const retried = await send(t, 'POST', `/api/admin/notifications/${sms!.id}/retry`, {
      trader: admin,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<{ notification: { status: string } }>().notification.status).toBe(
      'pending',
    );
    const again = await send(t, 'POST', `/api/admin/notifications/${sms!.id}/retry`, {
      trader: admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { code: string } }>().error.code).toBe('NOTIFICATION_NOT_RETRYABLE');
    const member = await send(t, 'GET', '/api/admin/notifications', { trader: room.ayse });
    expect(member.statusCode).toBe(403);
  });
});
