import type { BidEvent } from '@arsamezat/shared/trading/events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import {
  insertDeposit,
  placeBid,
  signedInTrader,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import { runEventLogPruningOnce } from './event-log-pruning.job.ts';
import { recordEvent } from './event-log.sql.ts';
import { REPLAY_LIMIT } from './events.service.ts';
import { openSse, type SseClient } from './testing/sse-client.ts';

/*
 * Live events that survive reconnects (issue 31, decision 086), through a real port: every event
 * has its id in the log, a stream starts with an `id:` of its own, and a reconnect with
 * `Last-Event-ID` is sent what it missed, in order, once — or `reload` when the log no longer
 * covers it.
 */

const clock = movableClock('2026-05-05T12:00:00.000Z');
const MINUTE = 60_000;
let t: TestApp;
let base: string;
let ahmet: Trader;
let ayse: Trader;

async function auction() {
  const now = clock.clock().getTime();
  const id = await insertListing(t.database.db, {
    status: 'active',
    startsAt: new Date(now - 60 * MINUTE),
    endsAt: new Date(now + 60 * MINUTE),
    antiSnipeMinutes: 0,
  });
  for (const trader of [ahmet, ayse]) {
    await insertDeposit(t.database.db, { listingId: id, userId: trader.id });
  }
  return id;
}

const highest = (stream: SseClient) =>
  stream.messages.filter((m) => m.event === 'bid').map((m) => (m.data as BidEvent).highestBid);

/** The `id:` a stream sent before any event (EventSource keeps it as its last event id). */
async function openingId(stream: SseClient): Promise<number> {
  await expect.poll(() => stream.lastEventId()).toBeDefined();
  return Number(stream.lastEventId());
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ahmet = await signedInTrader(t.database.db, clock.clock(), {
    firstName: 'Ahmet',
    lastName: 'Yılmaz',
  });
  ayse = await signedInTrader(t.database.db, clock.clock(), {
    firstName: 'Ayşe',
    lastName: 'Kaya',
  });
});
afterAll(() => t.close());

describe('Last-Event-ID', () => {
  it('each event has its id; a stream starts with the newest id of its listing', async () => {
    const id = await auction();
    const empty = await openSse(`${base}/api/listings/${id}/events`);
    expect(await openingId(empty)).toBe(0);
    empty.close();

    await placeBid(t, ahmet, id, 100_000_00);
    const stream = await openSse(`${base}/api/listings/${id}/events`);
    const first = await openingId(stream);
    expect(first).toBeGreaterThan(0);
    await placeBid(t, ayse, id, 101_000_00);
    const message = await stream.next('bid', 10_000);
    expect(Number(message.id)).toBeGreaterThan(first);
    expect(stream.lastEventId()).toBe(message.id);
    stream.close();
  });

  it('a reconnect is sent what it missed, in order, then the live events, each once', async () => {
    const id = await auction();
    const first = await openSse(`${base}/api/listings/${id}/events`);
    await placeBid(t, ahmet, id, 100_000_00);
    const seen = await first.next('bid', 10_000);
    first.close();
    await placeBid(t, ayse, id, 101_000_00);
    await placeBid(t, ahmet, id, 102_000_00);
    await placeBid(t, ayse, id, 103_000_00);

    const again = await openSse(`${base}/api/listings/${id}/events`, { lastEventId: seen.id });
    await expect.poll(() => highest(again)).toEqual([101_000_00, 102_000_00, 103_000_00]);
    const ids = again.messages.map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids[0]).toBeGreaterThan(Number(seen.id));
    await placeBid(t, ahmet, id, 104_000_00);
    await expect.poll(() => highest(again).at(-1)).toBe(104_000_00);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(highest(again)).toEqual([101_000_00, 102_000_00, 103_000_00, 104_000_00]);

    // Reconnecting with the newest id: nothing again.
    const last = again.lastEventId();
    again.close();
    const third = await openSse(`${base}/api/listings/${id}/events`, { lastEventId: last });
    await expect.poll(() => third.lastEventId()).toBe(last);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(third.messages).toEqual([]);
    third.close();
  });

  it('a gap older than the log: `reload`, with the id to go on from', async () => {
    const id = await auction();
    await placeBid(t, ahmet, id, 100_000_00);
    const first = await openSse(`${base}/api/listings/${id}/events`);
    const seen = await openingId(first);
    first.close();
    await placeBid(t, ayse, id, 101_000_00);
    // Everything recorded so far is past the retention and pruned.
    await t.database.db.execute(
      sql`update listing_event_log set recorded_at = now() - interval '2 hours'`,
    );
    await placeBid(t, ahmet, id, 102_000_00);
    expect(await runEventLogPruningOnce(t.database.db, 60)).toBeGreaterThanOrEqual(2);

    const again = await openSse(`${base}/api/listings/${id}/events`, {
      lastEventId: String(seen),
    });
    const reload = await again.next('reload', 10_000);
    expect(reload.data).toEqual({});
    expect(Number(reload.id)).toBeGreaterThan(seen);
    expect(highest(again)).toEqual([]);
    again.close();
  });

  it.each([
    ['not a number', 'abc'],
    ['an id the log never gave', '999999999999'],
  ])('%s: `reload`', async (_name, lastEventId) => {
    const id = await auction();
    const stream = await openSse(`${base}/api/listings/${id}/events`, { lastEventId });
    expect((await stream.next('reload', 10_000)).data).toEqual({});
    stream.close();
  });

  it(`more than ${REPLAY_LIMIT} missed events: \`reload\` rather than a flood`, async () => {
    const id = await auction();
    const first = await openSse(`${base}/api/listings/${id}/events`);
    const seen = await openingId(first);
    first.close();
    const values = Array.from(
      { length: REPLAY_LIMIT + 1 },
      (_, i) => sql`(${id}::uuid, 'started', ${JSON.stringify({ listingId: id, n: i })}::jsonb)`,
    );
    await t.database.db.execute(
      sql`insert into listing_event_log (listing_id, type, data) values ${sql.join(values, sql`, `)}`,
    );
    // Recorded without a NOTIFY: the instance learns of them by its catch-up (jobs.ts).
    await t.app.deps.events.catchUp();
    const again = await openSse(`${base}/api/listings/${id}/events`, {
      lastEventId: String(seen),
    });
    await again.next('reload', 10_000);
    expect(again.messages.map((m) => m.event)).toEqual(['reload']);
    again.close();
  });

  it('a card grid’s stream replays what it missed of each of its listings', async () => {
    const one = await auction();
    const two = await auction();
    const other = await auction();
    const url = `${base}/api/listings/events?ids=${one},${two}`;
    const first = await openSse(url);
    const seen = await openingId(first);
    first.close();
    await placeBid(t, ahmet, one, 100_000_00);
    await placeBid(t, ahmet, other, 100_000_00);
    await recordEvent(t.database.db, { type: 'started', data: { listingId: two } }, true);

    const again = await openSse(url, { lastEventId: String(seen) });
    await expect.poll(() => again.messages.length).toBe(2);
    expect(
      again.messages.map((m) => [m.event, (m.data as { listingId: string }).listingId]),
    ).toEqual([
      ['bid', one],
      ['started', two],
    ]);
    again.close();
  });
});

describe('the pruning of the log', () => {
  it('deletes the events past the retention and keeps the others', async () => {
    const id = await auction();
    await recordEvent(t.database.db, { type: 'started', data: { listingId: id } }, false);
    await recordEvent(t.database.db, { type: 'started', data: { listingId: id } }, false);
    await t.database.db.execute(
      sql`update listing_event_log set recorded_at = now() - interval '61 minutes'
        where id = (select min(id) from listing_event_log where listing_id = ${id})`,
    );
    await runEventLogPruningOnce(t.database.db, 60);
    const result: unknown = await t.database.db.execute(
      sql`select count(*)::int as n from listing_event_log where listing_id = ${id}`,
    );
    expect((result as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});
