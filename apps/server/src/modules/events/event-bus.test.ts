import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { ListingEvent } from '@arsamezat/shared/trading/events';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/database.ts';
import { NATS_AVAILABLE, TEST_NATS_URL } from '../../../test/helpers/nats.ts';
import type { Database } from '../../db/client.ts';
import type { StopListening } from '../../db/listen.ts';
import { createEventBus, LISTING_EVENTS_CHANNEL, type EventBus } from './event-bus.ts';
import { recordEvent } from './event-log.sql.ts';
import { createNatsEventBus } from './nats-event-bus.ts';

/*
 * Both implementations of the bus (decisions 086, 087), the same tests: events come from the
 * log in each listing's order with their ids, only once committed, a lost message is made good
 * by `catchUp`, and what breaks the contract (ListingEventSchema) is refused loudly: an error in
 * the log and the refusal counter, never a subscriber called with it.
 */

type Line = { level: number; msg: string; refusedEvents?: number };
const BUSES = {
  notify: (database: Database, log: pino.Logger) => createEventBus({ database, log }),
  nats: (database: Database, log: pino.Logger) =>
    createNatsEventBus({ database, log, url: TEST_NATS_URL }),
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const bid = (listingId: string, bidCount: number): ListingEvent => ({
  type: 'bid',
  data: {
    listingId,
    amount: 100_000 * bidCount,
    highestBid: 100_000 * bidCount,
    minimumNextBid: 100_000 * bidCount + 1000,
    bidCount,
    bidderName: 'Ah*** Yı***',
    createdAt: '2026-05-05T12:00:00.000Z',
    endsAt: '2026-05-10T09:00:00.000Z',
    extended: false,
  },
});
const started = (listingId: string): ListingEvent => ({ type: 'started', data: { listingId } });

// Without a NATS server (a machine with only Node) only the NOTIFY bus is tested (test/helpers/nats.ts).
const KINDS = (Object.keys(BUSES) as (keyof typeof BUSES)[]).filter(
  (kind) => kind !== 'nats' || NATS_AVAILABLE,
);

describe.each(KINDS)('the %s event bus', (kind) => {
  let bus: EventBus;
  const lines: Line[] = [];

  beforeAll(() => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Line);
        done();
      },
    });
    bus = BUSES[kind](database, pino({ level: 'info' }, stream));
  });
  afterAll(async () => {
    await bus.close();
  });

  /** What one subscriber of `listingId` hears while `send` runs (a good event marks the end). */
  async function heard(
    listingId: string,
    send: () => Promise<unknown>,
  ): Promise<{ event: ListingEvent; id: number }[]> {
    const events: { event: ListingEvent; id: number }[] = [];
    const stop = await bus.subscribe(listingId, (event, id) => events.push({ event, id }));
    await send();
    const marker = started(listingId);
    await bus.publish(marker);
    await expect.poll(() => events.at(-1)?.event, { timeout: 10_000 }).toEqual(marker);
    stop();
    return events.slice(0, -1);
  }

  it('is the bus the settings name', () => {
    expect(bus.kind).toBe(kind);
  });

  it('delivers a listing’s events in order with growing ids, and no other listing’s', async () => {
    const listingId = randomUUID();
    const published = bus.publishedEvents();
    const events = await heard(listingId, async () => {
      for (let n = 1; n <= 5; n++) {
        await bus.publish(bid(listingId, n));
        await bus.publish(bid(randomUUID(), n));
      }
    });
    expect(events.map(({ event }) => event)).toEqual([1, 2, 3, 4, 5].map((n) => bid(listingId, n)));
    const ids = events.map(({ id }) => id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(5);
    expect(bus.publishedEvents()).toBe(published + 11);
  });

  it('says from which event a subscription begins', async () => {
    const listingId = randomUUID();
    await bus.publish(bid(listingId, 1));
    await bus.publish(bid(listingId, 2));
    const stop = await bus.subscribe(listingId, () => undefined);
    const result: unknown = await database.db.execute(
      sql`select max(id) as id from listing_event_log where listing_id = ${listingId}`,
    );
    const { rows } = result as { rows: { id: string }[] };
    expect(stop.deliveredUpTo).toBe(Number(rows[0]?.id));
    stop();
  });

  it('delivers an event of a transaction only once it committed, and never one rolled back', async () => {
    const listingId = randomUUID();
    const received: ListingEvent[] = [];
    const stop = await bus.subscribe(listingId, (event) => received.push(event));
    await database.db.transaction(async (tx) => {
      await bus.publish(bid(listingId, 1), tx);
      bus.announce([listingId]);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(received).toEqual([]);
    });
    bus.announce([listingId]);
    await expect.poll(() => received, { timeout: 10_000 }).toEqual([bid(listingId, 1)]);

    await expect(
      database.db.transaction(async (tx) => {
        await bus.publish(bid(listingId, 2), tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    bus.announce([listingId]);
    await bus.publish(started(listingId));
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
    expect(received).toEqual([bid(listingId, 1), started(listingId)]);
    stop();
  });

  it('an event whose message was lost (a crash between commit and announcement) comes with the catch-up', async () => {
    const listingId = randomUUID();
    const received: ListingEvent[] = [];
    const stop = await bus.subscribe(listingId, (event) => received.push(event));
    await bus.catchUp(); // the subscription's own first read is over
    // Recorded, committed, never announced nor NOTIFYed.
    await recordEvent(database.db, bid(listingId, 1), false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
    await bus.catchUp();
    expect(received).toEqual([bid(listingId, 1)]);
    await bus.catchUp();
    expect(received).toHaveLength(1);
    stop();
  });

  it('a row of another shape in the log: not delivered, counted, an error', async () => {
    const listingId = randomUUID();
    const before = bus.refusedEvents();
    const events = await heard(listingId, async () => {
      await database.db.execute(
        sql`insert into listing_event_log (listing_id, type, data)
          values (${listingId}, 'bid', ${JSON.stringify({ listingId, bidsCount: 1 })}::jsonb)`,
      );
      bus.announce([listingId]);
      if (kind === 'notify') {
        await database.db.execute(sql`select pg_notify(${LISTING_EVENTS_CHANNEL}, ${listingId})`);
      }
    });
    expect(events).toEqual([]);
    expect(bus.refusedEvents()).toBe(before + 1);
    expect(lines.filter((line) => line.msg === 'listing event refused: not the contract')).toEqual([
      expect.objectContaining({ level: 50, refusedEvents: before + 1 }),
    ]);
  });

  it('an event published in another shape is neither recorded nor sent', async () => {
    const listingId = randomUUID();
    const before = bus.refusedEvents();
    const broken = {
      type: 'ended',
      data: { listingId, status: 'ended', winnerName: null, finalPrice: -1 },
    } satisfies ListingEvent;
    const events = await heard(listingId, () => bus.publish(broken));
    expect(events).toEqual([]);
    expect(bus.refusedEvents()).toBe(before + 1);
    expect(lines.at(-1)).toMatchObject({
      level: 50,
      msg: 'listing event refused: not the contract; not sent',
    });
  });
});

describe('NOTIFY carries only the listing’s id', () => {
  let bus: EventBus;
  let stopListening: StopListening;
  const payloads: string[] = [];
  const lines: Line[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Line);
        done();
      },
    });
    bus = createEventBus({ database, log: pino({ level: 'info' }, stream) });
    stopListening = await database.listen(
      LISTING_EVENTS_CHANNEL,
      (payload) => payloads.push(payload ?? ''),
      () => undefined,
    );
  });
  afterAll(async () => {
    await stopListening();
    await bus.close();
  });

  it('a payload of at most 200 bytes: the listing’s id, never the event', async () => {
    const listingId = randomUUID();
    await bus.publish(bid(listingId, 1));
    await expect.poll(() => payloads.includes(listingId), { timeout: 10_000 }).toBe(true);
    expect(payloads.every((payload) => Buffer.byteLength(payload) <= 200)).toBe(true);
  });

  it('a payload that is not a listing’s id is refused: counted, an error', async () => {
    const listingId = randomUUID();
    const stop = await bus.subscribe(listingId, () => undefined);
    const before = bus.refusedEvents();
    await database.db.execute(sql`select pg_notify(${LISTING_EVENTS_CHANNEL}, '{not an id')`);
    await expect.poll(() => bus.refusedEvents(), { timeout: 10_000 }).toBe(before + 1);
    expect(lines.at(-1)).toMatchObject({
      level: 50,
      msg: 'listing event refused: unreadable payload',
    });
    stop();
  });
});

describe('the NATS bus while NATS is unreachable', () => {
  it('streams still open, and their events come with the catch-up', async () => {
    // Nothing listens on this port (this suite's range, 4100–4199).
    const bus = createNatsEventBus({
      database,
      log: pino({ level: 'silent' }),
      url: 'nats://127.0.0.1:4199',
    });
    const listingId = randomUUID();
    const received: ListingEvent[] = [];
    const stop = await bus.subscribe(listingId, (event) => received.push(event));
    await bus.publish(bid(listingId, 1));
    await bus.catchUp();
    expect(received).toEqual([bid(listingId, 1)]);
    stop();
    await bus.close();
  });
});
