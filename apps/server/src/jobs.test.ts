import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../test/fixtures/listings.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../test/helpers/app.ts';
import { auditLog, outboxMessages } from './db/schema/messages.ts';
import { notifications } from './db/schema/notifications.ts';
import { savedSearches, savedSearchMatches } from './db/schema/watchlist.ts';
import { createJobs, SCHEDULES, type Jobs } from './jobs.ts';
import { reminderKey } from './modules/auctions/index.ts';
import { movableClock } from './modules/auth/testing/auth-fixtures.ts';
import {
  insertDeposit,
  placeBid,
  signedInTrader,
  type Trader,
} from './modules/bids/testing/trading-fixtures.ts';
import { verifyEmail } from './modules/notifications/testing/notification-fixtures.ts';

/*
 * Two instances' job sets (jobs.ts) on one database — on PostgreSQL two pools on one test
 * database, on PGlite two apps sharing one Database — each running every timer, the delivery
 * queue and every schedule (here every second instead of every minute or every morning): each
 * piece of work happens once. One auction is closed once, one reminder and one digest are
 * recorded and sent once, and pg-boss made one job of each occurrence of each schedule.
 */

const clock = movableClock('2026-05-05T07:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(clock.clock().getTime() + minutes * MINUTE);
const FAST_QUEUE = {
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
const EVERY_SECOND = { cron: '* * * * * *' };

let a: TestApp;
let b: TestApp;
let ahmet: Trader;
let ayse: Trader;

async function auction(endsInMinutes: number) {
  const id = await insertListing(a.database.db, {
    status: 'active',
    startsAt: at(0),
    endsAt: at(endsInMinutes),
    antiSnipeMinutes: 0,
  });
  for (const trader of [ahmet, ayse]) {
    await insertDeposit(a.database.db, { listingId: id, userId: trader.id });
  }
  return id;
}

beforeAll(async () => {
  a = await createTestApp({ clock: clock.clock, captureLogs: true });
  b = await createSecondInstance(a, { clock: clock.clock, captureLogs: true });
  ahmet = await signedInTrader(a.database.db, clock.clock(), {
    firstName: 'Ahmet',
    lastName: 'Yılmaz',
  });
  ayse = await signedInTrader(a.database.db, clock.clock(), {
    firstName: 'Ayşe',
    lastName: 'Kaya',
  });
  await verifyEmail(a.database.db, ahmet.id, 'ahmet@example.com');
  await verifyEmail(a.database.db, ayse.id, 'ayse@example.com');
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** Waits until `check` passes (the jobs run on their own timers), or fails with its last error. */
async function eventually(check: () => Promise<void>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe('two instances, one job set each, one database', () => {
  it('run each timer and schedule once: one closing, one reminder, one digest', async () => {
    // To close: Ayşe leads an auction that ends in a minute; the clock then passes its end.
    const closing = await auction(1);
    expect((await placeBid(a, ayse, closing, 100_000_00)).statusCode).toBe(201);
    // To remind: Ahmet bid on an auction whose hour-before moment comes a minute after it opened.
    const remindedEnd = at(61);
    const reminded = await auction(61);
    expect((await placeBid(a, ahmet, reminded, 100_000_00)).statusCode).toBe(201);
    // To digest: Ayşe's daily search matched the reminded auction and waits for its digest.
    const [search] = await a.database.db
      .insert(savedSearches)
      .values({
        userId: ayse.id,
        name: 'Her gün',
        filters: { tab: 'auctions', phase: 'active', cities: [] },
        frequency: 'daily',
      })
      .returning({ id: savedSearches.id });
    await a.database.db
      .insert(savedSearchMatches)
      .values({ savedSearchId: search!.id, listingId: reminded, matchedAt: clock.clock() });
    clock.advance(2 * 60);

    const options = {
      closingIntervalMs: 20,
      queue: FAST_QUEUE,
      schedules: Object.fromEntries(Object.keys(SCHEDULES).map((name) => [name, EVERY_SECOND])),
    };
    const sets: Jobs[] = [a, b].map((t) => createJobs(t.app.deps, t.app.services, options));
    try {
      // One after the other: two pg-boss installing their schema at once on one PGlite collide.
      for (const jobs of sets) await jobs.start();
      await eventually(async () => {
        expect(await sentOf('auction_won', closing)).toEqual(['email', 'in_app', 'sms']);
        expect(await sentOf('auction_reminder_1h', reminderKey(reminded, remindedEnd))).toEqual([
          'email',
          'in_app',
          'sms',
        ]);
        expect(await sentOf('saved_search_digest', day())).toEqual(['email', 'in_app']);
      });
      // A few more passes of every timer and schedule on both instances change nothing.
      await new Promise((resolve) => setTimeout(resolve, 2500));
    } finally {
      await Promise.all(sets.map((jobs) => jobs.stop()));
    }

    // The closing: one audit row, and one instance's pass closed it.
    const closings = await a.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'listing.close'), eq(auditLog.entityId, closing)));
    expect(closings).toHaveLength(1);
    const closedLines = [...a.logs, ...b.logs].filter(
      (line) => line.includes('"job":"auction closing"') && line.includes(closing),
    );
    expect(closedLines).toHaveLength(1);

    // Each SMS and e-mail handed to its provider once.
    for (const [event, key] of [
      ['auction_won', closing],
      ['auction_reminder_1h', reminderKey(reminded, remindedEnd)],
      ['saved_search_digest', day()],
    ] as const) {
      expect(await sentOf(event, key)).toEqual(
        event === 'saved_search_digest' ? ['email', 'in_app'] : ['email', 'in_app', 'sms'],
      );
      expect(await handedOff(event, key)).toEqual(
        event === 'saved_search_digest' ? ['email'] : ['email', 'sms'],
      );
    }

    // pg-boss filed each occurrence of each schedule once and one instance ran it once.
    for (const name of Object.keys(SCHEDULES)) {
      const runs = await scheduleRuns(name);
      expect(runs.runs, name).toBeGreaterThan(0);
      // One job per occurrence (a run the stop cut short may be left for the next start).
      expect(runs, name).toEqual({
        occurrences: runs.jobs,
        slots: runs.jobs,
        runs: runs.runs,
        jobs: runs.jobs,
        retried: 0,
      });
    }
  }, 120_000);
});

/** The Istanbul day the digest is keyed by (10:02 in Istanbul at the test's clock). */
const day = () => '2026-05-05';

/** The channels of one occurrence's notifications that were sent (or, in-app, written). */
async function sentOf(event: string, eventKey: string): Promise<string[]> {
  const rows = await a.database.db
    .select({ channel: notifications.channel, status: notifications.status })
    .from(notifications)
    .where(and(eq(notifications.event, event), eq(notifications.eventKey, eventKey)));
  return rows
    .filter((row) => row.status === 'sent')
    .map((row) => row.channel)
    .sort();
}

/** The channels of the provider messages (outbox rows) one occurrence's notifications became. */
async function handedOff(event: string, eventKey: string): Promise<string[]> {
  const rows = await a.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.event, event), eq(notifications.eventKey, eventKey)));
  const keys = rows.map((row) => `notification:${row.id}`);
  const messages = await a.database.db
    .select({ channel: outboxMessages.channel })
    .from(outboxMessages)
    .where(inArray(outboxMessages.idempotencyKey, keys));
  return messages.map((message) => message.channel).sort();
}

/**
 * A schedule's occurrences (each filed once by pg-boss's cron pass, under its one-minute slot,
 * in its internal `send-it` queue, whichever instance's pass got there) and the jobs that ran it.
 */
async function scheduleRuns(name: string) {
  const result: unknown = await a.database.db.execute(sql`
select (select count(*) from pgboss.job
          where name = '__pgboss__send-it' and data->>'name' = ${name})::int as occurrences,
       (select count(distinct singleton_on) from pgboss.job
          where name = '__pgboss__send-it' and data->>'name' = ${name})::int as slots,
       (select count(*) from pgboss.job where name = ${name} and state = 'completed')::int as runs,
       (select count(*) from pgboss.job where name = ${name})::int as jobs,
       (select count(*) from pgboss.job where name = ${name} and retry_count > 0)::int as retried`);
  return (
    result as { rows: Record<'occurrences' | 'slots' | 'runs' | 'jobs' | 'retried', number>[] }
  ).rows[0]!;
}
