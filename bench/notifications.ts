/**
 * Notifications at scale (issue 13): one auction with 1,000 watchers and 200 bidders reaches its
 * last hour and then ends. Each step records its notifications in the job's transaction, and the
 * real pg-boss queue (production options, outbox SMS and mail adapters) delivers them. Measured:
 * the time from the record until every SMS and e-mail is sent, and the CPU it cost — the Node
 * process (app, queue and, on PGlite, the database) and, on PostgreSQL, the server's backends
 * for the bench database — per notification.
 *
 *   npm run bench:notifications                 # embedded PGlite (in memory)
 *   npm run bench:notifications -- --db=postgres # a throw-away database on BENCH_DATABASE_URL
 *   options: --watchers=1000 --bidders=200
 *
 * Watchers are written straight into `listing_watches`, so the bench runs before and after
 * watchers become an audience (branch notif-watchers): before it, they receive nothing here.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { and, count, eq, inArray, max, min, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client.ts';
import { listings } from '../apps/server/src/db/schema/listings.ts';
import { notifications } from '../apps/server/src/db/schema/notifications.ts';
import { bids, deposits } from '../apps/server/src/db/schema/trading.ts';
import { users } from '../apps/server/src/db/schema/users.ts';
import { listingWatches } from '../apps/server/src/db/schema/watchlist.ts';
import {
  runAuctionRemindersOnce,
  runClosingOnce,
} from '../apps/server/src/modules/auctions/index.ts';
import { createNotificationQueue } from '../apps/server/src/modules/notifications/notification-queue.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    watchers: { type: 'string', default: '1000' },
    bidders: { type: 'string', default: '200' },
  },
});
if (args.db !== 'pglite' && args.db !== 'postgres') throw new Error('--db is pglite or postgres');
const ON_POSTGRES = args.db === 'postgres';
const WATCHERS = Number(args.watchers);
const BIDDERS = Number(args.bidders);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HOUR = 60 * 60 * 1000;
const TL = 100;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/** CPU seconds of this database's PostgreSQL backends (their titles name the database). */
function postgresCpuMs(dbName: string | null): number {
  if (!dbName) return 0;
  const tick = 1000 / 100; // USER_HZ
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres:') || !cmdline.includes(` ${dbName} `)) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

async function openDatabase(): Promise<{
  database: Database;
  label: string;
  name: string | null;
  drop(): Promise<void>;
}> {
  if (!ON_POSTGRES) {
    const database = openPglite(await PGlite.create());
    return { database, label: 'PGlite (in-memory)', name: null, drop: async () => undefined };
  }
  const name = `bench_notif_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const { rows } = await admin.query<{ server_version: string }>('show server_version');
  return {
    database: openPostgres(url.toString()),
    label: `PostgreSQL ${rows[0]?.server_version ?? ''} (${url.host}, app pool of 10 + queue pool of 3)`,
    name,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Members with verified addresses, in multi-row inserts. */
async function seedMembers(database: Database, n: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  const verified = new Date('2026-01-01T00:00:00Z');
  for (let start = 0; start < n; start += 400) {
    const rows = Array.from({ length: Math.min(400, n - start) }, (_, k) => {
      const i = start + k;
      return {
        phone: `5${prefix}${String(i).padStart(8, '0')}`,
        email: `${prefix === '1' ? 'teklifci' : 'takipci'}${i}@bench.test`,
        emailVerifiedAt: verified,
        passwordHash: 'bench',
        firstName: `Üye${i}`,
        lastName: 'Deneme',
      };
    });
    const inserted = await database.db.insert(users).values(rows).returning({ id: users.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

type Step = {
  step: string;
  recordMs: number;
  deliveredMs: number;
  recorded: number;
  delivered: number;
  byChannel: Record<string, number>;
  nodeCpuMs: number;
  dbCpuMs: number;
};

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-bench-'));
  const webDistDir = path.join(workDir, 'web');
  fs.mkdirSync(webDistDir);
  fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>bench</title>');
  const opened = await openDatabase();
  const { database } = opened;
  await database.migrate();

  const base = Date.now();
  const endsAt = new Date(base + 2 * HOUR);
  let clockMs = base;
  const clock = () => new Date(clockMs);

  const bidders = await seedMembers(database, BIDDERS, '1');
  const watchers = await seedMembers(database, WATCHERS, '2');
  const [listing] = await database.db
    .insert(listings)
    .values({
      listingType: 'auction',
      title: 'Kütahya Merkez 1.250 m² imarlı arsa',
      city: 'Kütahya',
      location: 'Merkez, Kütahya',
      startingPrice: 1_000_000 * TL,
      minIncrement: 10_000 * TL,
      startsAt: new Date(base - 24 * HOUR),
      endsAt,
      status: 'active',
    })
    .returning({ id: listings.id });
  if (!listing) throw new Error('listing insert returned no row');
  const listingId = listing.id;
  await database.db.insert(deposits).values(
    bidders.map((userId) => ({
      listingId,
      userId,
      amount: 50_000 * TL,
      status: 'completed' as const,
    })),
  );
  // One bid each, rising, in order (their seq): the last bidder leads and wins.
  await database.db.insert(bids).values(
    bidders.map((bidderId, i) => ({
      listingId,
      bidderId,
      amount: (1_000_000 + i * 10_000) * TL,
      createdAt: new Date(base - HOUR + i * 1000),
    })),
  );
  await database.db
    .update(listings)
    .set({
      highestBid: (1_000_000 + (BIDDERS - 1) * 10_000) * TL,
      highestBidderId: bidders.at(-1) ?? null,
      bidCount: BIDDERS,
    })
    .where(eq(listings.id, listingId));
  for (let start = 0; start < watchers.length; start += 500) {
    await database.db
      .insert(listingWatches)
      .values(watchers.slice(start, start + 500).map((userId) => ({ userId, listingId })));
  }
  if (ON_POSTGRES) await database.db.execute(sql`analyze`);

  const config = loadConfig({
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    // A production start needs the identity keys and names the registry (decision 064).
    IDENTITY_REGISTRY: 'local',
    // …and names the e-invoice integrator (decision 076): the local fake.
    INVOICE_PROVIDER: 'fake',
    // …and the VAPID pair that signs push messages (decision 090): a bench-only pair.
    VAPID_PUBLIC_KEY:
      'BGGKLH4Ui2u8jJC_7MDjCvc24jhg3nt-w4B4RaF54IJdEhybVFMU7NVgCtJqf9hpmRkX0OjciHhM082DahJF-3U',
    VAPID_PRIVATE_KEY: 'hgrE7bE38DWMbV6j0IIExDEAZCMIqbU5xgIF9K3iU2o',
    VAPID_SUBJECT: 'mailto:destek@arsamezat.com.tr',
    IDENTITY_ENCRYPTION_KEYS: 'bench-1:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
    IDENTITY_HMAC_KEYS: 'bench-1:CQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQk=',
    DATA_DIR: workDir,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, webDistDir, clock });
  await app.ready();
  console.log(`${opened.label}: seeded, app ready; starting the queue`);
  const queue = createNotificationQueue({
    ...app.deps,
    siteName: 'ArsaMezat',
    publicUrl: 'https://arsamezat.test',
    unsubscribeTokens: app.services.marketing.tokens,
  });
  await queue.start();

  const undelivered = async (events: string[]) => {
    const [row] = await database.db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.listingId, listingId),
          inArray(notifications.event, events),
          inArray(notifications.status, ['pending', 'failed']),
        ),
      );
    return row?.n ?? 0;
  };

  async function measure(step: string, events: string[], record: () => Promise<unknown>) {
    const cpu = process.cpuUsage();
    const dbCpu = postgresCpuMs(opened.name);
    const started = process.hrtime.bigint();
    await record();
    const recordMs = ms(started);
    console.log(`${step}: recorded in ${Math.round(recordMs)} ms, delivering…`);
    let polls = 0;
    while ((await undelivered(events)) > 0) {
      await new Promise((r) => setTimeout(r, 50));
      if (++polls % 200 === 0) {
        const stuck = await database.db
          .select({ status: notifications.status, error: notifications.lastError, n: count() })
          .from(notifications)
          .where(and(eq(notifications.listingId, listingId), ne(notifications.channel, 'in_app')))
          .groupBy(notifications.status, notifications.lastError);
        console.log(
          `  still waiting after ${Math.round(ms(started))} ms: ${JSON.stringify(stuck)}`,
        );
      }
    }
    const deliveredMs = ms(started);
    const used = process.cpuUsage(cpu);
    const rows = await database.db
      .select({ channel: notifications.channel, status: notifications.status, n: count() })
      .from(notifications)
      .where(and(eq(notifications.listingId, listingId), inArray(notifications.event, events)))
      .groupBy(notifications.channel, notifications.status);
    const byChannel: Record<string, number> = {};
    for (const row of rows) byChannel[`${row.channel} ${row.status}`] = row.n;
    const recorded = rows.reduce((sum, row) => sum + row.n, 0);
    const delivered = rows
      .filter((row) => row.channel !== 'in_app' && row.status === 'sent')
      .reduce((sum, row) => sum + row.n, 0);
    const result: Step = {
      step,
      recordMs: Math.round(recordMs),
      deliveredMs: Math.round(deliveredMs),
      recorded,
      delivered,
      byChannel,
      nodeCpuMs: Math.round((used.user + used.system) / 1000),
      dbCpuMs: Math.round(postgresCpuMs(opened.name) - dbCpu),
    };
    return result;
  }

  // Let the queue's start-up work (schema, first sweep) settle before measuring.
  await new Promise((r) => setTimeout(r, 1000));
  const steps: Step[] = [];
  clockMs = endsAt.getTime() - 59 * 60 * 1000;
  steps.push(
    await measure('1 hour before the end (reminders)', ['auction_reminder_1h'], () =>
      runAuctionRemindersOnce(app.deps),
    ),
  );
  clockMs = endsAt.getTime() + 1000;
  steps.push(
    await measure('the auction ends (won, lost)', ['auction_won', 'auction_lost'], () =>
      runClosingOnce(app.deps),
    ),
  );
  const [span] = await database.db
    .select({ first: min(notifications.createdAt), last: max(notifications.sentAt) })
    .from(notifications)
    .where(and(eq(notifications.listingId, listingId), ne(notifications.channel, 'in_app')));

  await queue.stop();
  await app.close();
  await opened.drop();

  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(
    `${opened.label}; ${BIDDERS} bidders, ${WATCHERS} watchers; ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  console.log(
    '| step | recorded rows | SMS + e-mail sent | record (ms) | until all sent (ms) | Node CPU ms / notification | DB CPU ms / notification |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const s of steps) {
    const per = (cpu: number) => (s.recorded ? (cpu / s.recorded).toFixed(2) : '-');
    console.log(
      `| ${s.step} | ${s.recorded} | ${s.delivered} | ${s.recordMs} | ${s.deliveredMs} | ${per(s.nodeCpuMs)} | ${ON_POSTGRES ? per(s.dbCpuMs) : 'in Node'} |`,
    );
  }
  for (const s of steps) console.log(`  ${s.step}: ${JSON.stringify(s.byChannel)}`);
  console.log(`\nload average at the end: ${load.join(' ')}`);
  const resultsDir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(
    resultsDir,
    `notifications-${args.db}-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.json`,
  );
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        database: opened.label,
        bidders: BIDDERS,
        watchers: WATCHERS,
        steps,
        span,
        loadAverageAtEnd: os.loadavg(),
      },
      null,
      2,
    ),
  );
  console.log(`written to ${path.relative(process.cwd(), file)}`);
  fs.rmSync(workDir, { recursive: true, force: true });
}

await main();
