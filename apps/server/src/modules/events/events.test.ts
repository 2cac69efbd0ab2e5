import type { BidEvent, EndedEvent } from '@arsamezat/shared/trading/events';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { createTestDatabase } from '../../../test/helpers/database.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import {
  insertDeposit,
  placeBid,
  signedInTrader,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import { createEventBus, type EventBus } from './event-bus.ts';
import { openSse } from './testing/sse-client.ts';

const clock = movableClock('2026-05-05T12:00:00.000Z');
const MINUTE = 60_000;

let t: TestApp;
let base: string;
/** The app's real event bus, watched: how many subscriptions are open right now. */
let open = 0;

function watched(bus: EventBus): EventBus {
  return {
    ...bus,
    async subscribe(listingId, listener) {
      const stop = await bus.subscribe(listingId, listener);
      open++;
      let stopped = false;
      const unsubscribe = () => {
        if (!stopped) open--;
        stopped = true;
        stop();
      };
      return Object.assign(unsubscribe, { deliveredUpTo: stop.deliveredUpTo });
    },
  };
}
let ahmet: Trader;

async function auction(values: Parameters<typeof insertListing>[1] = {}) {
  const now = clock.clock().getTime();
  const id = await insertListing(t.database.db, {
    status: 'active',
    startsAt: new Date(now - 60 * MINUTE),
    endsAt: new Date(now + 60 * MINUTE),
    antiSnipeMinutes: 0,
    ...values,
  });
  await insertDeposit(t.database.db, { listingId: id, userId: ahmet.id });
  return id;
}

beforeAll(async () => {
  const database = await createTestDatabase();
  const events = watched(createEventBus({ database, log: pino({ level: 'silent' }) }));
  t = await createTestApp({ clock: clock.clock, database, events });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ahmet = await signedInTrader(t.database.db, clock.clock(), {
    firstName: 'Ahmet',
    lastName: 'Yılmaz',
  });
});
afterAll(() => t.close());

describe('GET /api/listings/:id/events', () => {
  it('streams text/event-stream with a retry hint, and then the bid that was placed', async () => {
    const id = await auction();
    const stream = await openSse(`${base}/api/listings/${id}/events`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toContain('no-cache');

    const res = await placeBid(t, ahmet, id, 100_000_00);
    expect(res.statusCode).toBe(201);
    // Arrival, not speed: bench/ measures latency; a generous wait keeps a loaded machine green.
    const message = await stream.next('bid', 10_000);
    expect(message.data).toEqual({
      listingId: id,
      amount: 100_000_00,
      highestBid: 100_000_00,
      minimumNextBid: 101_000_00,
      bidCount: 1,
      bidderName: 'Ah*** Yı***',
      createdAt: clock.clock().toISOString(),
      endsAt: new Date(clock.clock().getTime() + 60 * MINUTE).toISOString(),
      extended: false,
    } satisfies BidEvent);
    expect(stream.text().startsWith('retry: 2000\n\n')).toBe(true);
    stream.close();
  });

  it("stamps every event with the app's clock as it is sent (serverNow), for the countdowns", async () => {
    const id = await auction({
      antiSnipeMinutes: 5,
      endsAt: new Date(clock.clock().getTime() + MINUTE),
    });
    const stream = await openSse(`${base}/api/listings/${id}/events`);
    const sentAt = clock.clock().toISOString();
    await placeBid(t, ahmet, id, 100_000_00);
    const bid = await stream.next('bid', 10_000);
    const extended = await stream.next('extended');
    // The app's clock (here the tests' fake one, months off the machine's) as each is sent.
    clock.advance(180);
    await t.app.deps.events.publish({
      type: 'ended',
      data: { listingId: id, status: 'ended', winnerName: null, finalPrice: null },
    });
    const ended = await stream.next('ended');
    expect([bid.serverNow, extended.serverNow]).toEqual([sentAt, sentAt]);
    expect(ended.serverNow).toBe(clock.clock().toISOString());
    stream.close();
  });

  it('sends only the listing asked for, and `extended` after a bid that moved the end', async () => {
    const quiet = await auction();
    const sniped = await auction({
      antiSnipeMinutes: 5,
      endsAt: new Date(clock.clock().getTime() + MINUTE),
    });
    const quietStream = await openSse(`${base}/api/listings/${quiet}/events`);
    const stream = await openSse(`${base}/api/listings/${sniped}/events`);

    await placeBid(t, ahmet, sniped, 100_000_00);
    const bid = await stream.next('bid');
    const extended = await stream.next('extended');
    const newEnd = new Date(clock.clock().getTime() + 5 * MINUTE).toISOString();
    expect((bid.data as BidEvent).extended).toBe(true);
    expect(extended.data).toEqual({ listingId: sniped, endsAt: newEnd });
    expect(quietStream.messages).toEqual([]);
    quietStream.close();
    stream.close();
  });

  it('sends nothing for a refused bid', async () => {
    const id = await auction();
    const stream = await openSse(`${base}/api/listings/${id}/events`);
    expect((await placeBid(t, ahmet, id, 1)).statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(stream.messages).toEqual([]);
    stream.close();
  });

  it('answers 404 (JSON) for an unknown listing', async () => {
    const res = await fetch(`${base}/api/listings/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f/events`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'İlan bulunamadı.' } });
  });

  it('forgets a subscriber when the browser goes', async () => {
    const id = await auction();
    const before = open;
    const stream = await openSse(`${base}/api/listings/${id}/events`);
    expect(open).toBe(before + 1);
    stream.close();
    await expect.poll(() => open).toBe(before);
  });

  it('an `ended` event carries the masked winner and the final price', async () => {
    const id = await auction();
    const stream = await openSse(`${base}/api/listings/${id}/events`);
    await t.app.deps.events.publish({
      type: 'ended',
      data: { listingId: id, status: 'ended', winnerName: 'Ah*** Yı***', finalPrice: 5 },
    });
    expect((await stream.next('ended')).data).toEqual({
      listingId: id,
      status: 'ended',
      winnerName: 'Ah*** Yı***',
      finalPrice: 5,
    } satisfies EndedEvent);
    stream.close();
  });
});

describe('GET /api/listings/events (a card grid)', () => {
  it("sends the bids of every listing asked for on one stream, and none of the others'", async () => {
    const first = await auction();
    const second = await auction();
    const other = await auction();
    const stream = await openSse(`${base}/api/listings/events?ids=${first},${second}`);
    expect(stream.status).toBe(200);
    await placeBid(t, ahmet, other, 100_000_00);
    await placeBid(t, ahmet, second, 120_000_00);
    const message = await stream.next('bid', 10_000);
    expect(message.data).toMatchObject({ listingId: second, highestBid: 120_000_00 });
    await placeBid(t, ahmet, first, 130_000_00);
    expect((await stream.next('bid', 10_000)).data).toMatchObject({ listingId: first });
    stream.close();
  });

  it('refuses a list that is empty, malformed or longer than a page', async () => {
    const tooMany = Array.from({ length: 49 }, () => crypto.randomUUID()).join(',');
    for (const ids of ['', 'nope', tooMany]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/listings/events?ids=${ids}` });
      expect(res.statusCode).toBe(400);
    }
  });
});
