import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { ListingEvent } from '@arsamezat/shared/trading/events';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/database.ts';
import type { Database } from '../../db/client.ts';
import { createEventBus, notifySql, type EventBus } from './event-bus.ts';

/*
 * The bus refuses what breaks the contract (ListingEventSchema), loudly: an error in the log and
 * the refusal counter, never a subscriber called with it. bids/bid-event.sql.test.ts does the
 * same with a real bid statement whose field was renamed.
 */

let database: Database;
let bus: EventBus;
const lines: { level: number; msg: string; refusedEvents?: number }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  bus = createEventBus({ database, log: pino({ level: 'info' }, stream) });
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

async function heard(listingId: string, send: () => Promise<unknown>): Promise<ListingEvent[]> {
  const events: ListingEvent[] = [];
  const stop = await bus.subscribe(listingId, (event) => events.push(event));
  await send();
  // A good event after it: once that arrives, anything sent before it has been handled.
  const marker: ListingEvent = { type: 'started', data: { listingId } };
  await bus.publish(marker);
  await expect.poll(() => events.at(-1)).toEqual(marker);
  stop();
  return events.slice(0, -1);
}

describe('the event bus refuses events that break the contract', () => {
  it('a received payload of another shape, or unreadable: not delivered, counted, an error', async () => {
    const listingId = randomUUID();
    const before = bus.refusedEvents();
    const events = await heard(listingId, async () => {
      const renamed = { type: 'bid', data: { listingId, bidsCount: 1 } };
      await database.db.execute(notifySql(JSON.stringify(renamed)));
      await database.db.execute(notifySql('{not json'));
    });
    expect(events).toEqual([]);
    expect(bus.refusedEvents()).toBe(before + 2);
    const errors = lines.filter((line) => line.msg.startsWith('listing event refused'));
    expect(errors.map((line) => [line.level, line.msg, line.refusedEvents])).toEqual([
      [50, 'listing event refused: not the contract', before + 1],
      [50, 'listing event refused: unreadable payload', before + 2],
    ]);
  });

  it('an event published in another shape is not sent', async () => {
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
