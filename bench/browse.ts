/**
 * Browse benchmark: 10,000 listings in a fresh in-memory PGlite (or a throw-away PostgreSQL
 * database), the real app built by `buildApp`, and GET /api/listings measured through
 * `app.inject` for three typical browses.
 *
 *   npm run bench:browse                  # 10,000 listings, 500 requests per case, PGlite
 *   npm run bench:browse -- --db=postgres # the same on PostgreSQL (BENCH_DATABASE_URL)
 *   npm run bench:browse -- --explain     # also print EXPLAIN ANALYZE of each case's queries
 *   npm run bench:browse -- --count=100000 --requests=1000
 *   npm run bench:browse -- --profile     # CPU profile of the measured requests (.cpuprofile)
 *
 * See bench/README.md for what it measures and how to read it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import {
  openPglite,
  openPostgres,
  pgliteOptions,
  type Database,
} from '../apps/server/src/db/client.ts';
import { listings } from '../apps/server/src/db/schema/listings.ts';
import { refreshListingStatistics } from '../apps/server/src/modules/listings/listing-statistics.ts';
import { explainListingsQuery } from './explain.ts';
import { seedListings } from './seed-listings.ts';
import { formatTable, summarise, type LatencySummary } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '500' },
    warmup: { type: 'string', default: '50' },
    explain: { type: 'boolean', default: false },
    db: { type: 'string', default: 'pglite' },
    /** Write a CPU profile of the measured requests (not the seeding) to bench/results/. */
    profile: { type: 'boolean', default: false },
  },
});
if (args.db !== 'pglite' && args.db !== 'postgres') throw new Error('--db is pglite or postgres');
const ON_POSTGRES = args.db === 'postgres';
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const COUNT = Number(args.count);
const REQUESTS = Number(args.requests);
const WARMUP = Number(args.warmup);

/**
 * Browses people make: the home page, a province search, a price search further in, and the
 * search of issue 30: a keyword across the country, a district with the area range, and two
 * searches of a map area.
 */
const CASES = [
  {
    name: 'new tab, page 1',
    query: 'tab=new&sort=newest&page=1&pageSize=12',
  },
  {
    name: 'active auctions in 3 provinces, ending soon',
    query: `tab=auctions&phase=active&cities=${encodeURIComponent('İstanbul,Kütahya,Konya')}&sort=endingSoon&page=1&pageSize=12`,
  },
  {
    name: 'offers 500k-5M TL, price asc, page 3',
    query: 'tab=offers&minPrice=50000000&maxPrice=500000000&sort=priceAsc&page=3&pageSize=12',
  },
  {
    name: 'keyword "TİCARİ", active auctions, ending soon',
    query: `tab=auctions&phase=active&q=${encodeURIComponent('TİCARİ')}&sort=endingSoon&page=1&pageSize=12`,
  },
  {
    name: 'active auctions in İzmir, district Urla, 1,000-10,000 m²',
    query: `tab=auctions&phase=active&cities=${encodeURIComponent('İzmir')}&districts=35.urla&minArea=1000&maxArea=10000&sort=newest&page=1&pageSize=12`,
  },
  {
    name: "'Bu alanda ara' around İzmir, new tab",
    query: 'tab=new&bbox=26.5,38,27.5,38.8&sort=newest&page=1&pageSize=12',
  },
  {
    name: "'Bu alanda ara' around Konya, active auctions, price asc",
    query: 'tab=auctions&phase=active&bbox=32,37.5,33,38.2&sort=priceAsc&page=1&pageSize=12',
  },
] as const;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The database under test, and how to throw it away. */
async function openDatabase(): Promise<{
  database: Database;
  label: string;
  drop(): Promise<void>;
}> {
  if (!ON_POSTGRES) {
    // The app's own start-up settings (smaller buffers, apps/server/src/db/client.ts).
    const database = openPglite(await PGlite.create(pgliteOptions()));
    return { database, label: 'PGlite (in-memory)', drop: async () => undefined };
  }
  const name = `bench_browse_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const { rows } = await admin.query<{ server_version: string }>('show server_version');
  return {
    database: openPostgres(url.toString()),
    label: `PostgreSQL ${rows[0]?.server_version ?? ''} (${url.host}, pool of 10)`,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-bench-'));
  const webDistDir = path.join(workDir, 'web');
  fs.mkdirSync(webDistDir);
  fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>bench</title>');

  let started = process.hrtime.bigint();
  const opened = await openDatabase();
  const { database, label } = opened;
  await database.migrate();
  const openMs = ms(started);

  const now = new Date();
  started = process.hrtime.bigint();
  const inserted = await seedListings(database.db, { count: COUNT, now });
  const seedMs = ms(started);
  const mix = await database.db
    .select({ listingType: listings.listingType, n: count() })
    .from(listings)
    .groupBy(listings.listingType)
    .orderBy(listings.listingType);
  // On PostgreSQL autovacuum vacuums and analyses a freshly filled table within a minute or so;
  // the bench does not wait for it. (On PGlite the app's own VACUUM (ANALYZE) at ready does it.)
  // VACUUM too, as autovacuum does after a bulk insert (PostgreSQL 13+): it sets the visibility
  // map, without which the counts' index-only scans would still visit every row.
  if (ON_POSTGRES) await database.db.execute(sql`vacuum (analyze) listings, listing_images`);

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
  const app = await buildApp({ config, database, webDistDir, clock: () => new Date() });
  await app.ready();
  // The listings module's ANALYZE, as a started server's jobs run it after its demo content
  // (listing-statistics.ts): the planner sees the table as it is, as on PostgreSQL.
  if (!ON_POSTGRES) await refreshListingStatistics(database);
  const rssReady = process.memoryUsage().rss;

  console.log(
    `${label} ready in ${openMs.toFixed(0)} ms; ${inserted} listings seeded in ${seedMs.toFixed(0)} ms ` +
      `(${mix.map((r) => `${r.listingType} ${r.n}`).join(', ')}); ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );

  const profiler = args.profile ? new inspector.Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const results: { name: string; url: string; total: number; summary: LatencySummary }[] = [];
  for (const testCase of CASES) {
    const url = `/api/listings?${testCase.query}`;
    const get = async () => {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return res;
    };
    for (let i = 0; i < WARMUP; i += 1) await get();
    const { total, items } = (await get()).json<{ total: number; items: unknown[] }>();
    const durations: number[] = [];
    const wall = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i += 1) {
      const start = process.hrtime.bigint();
      await get();
      durations.push(ms(start));
    }
    const cpuMs = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpu));
    const summary = summarise(durations, ms(wall), cpuMs);
    results.push({ name: testCase.name, url, total, summary });
    console.log(`${testCase.name}: ${total} matches, ${items.length} on the page`);
    if (args.explain) console.log(await explainListingsQuery(database, testCase.query));
  }

  console.log(`\n${formatTable(results)}\n`);
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    profiler.disconnect();
    const profileFile = path.join(
      import.meta.dirname,
      'results',
      `browse-${args.db}-${COUNT}-${Date.now()}.cpuprofile`,
    );
    fs.mkdirSync(path.dirname(profileFile), { recursive: true });
    fs.writeFileSync(profileFile, JSON.stringify(profile));
    console.log(
      `CPU profile of the measured requests: ${path.relative(process.cwd(), profileFile)}`,
    );
  }
  // The bench runs the app in its own process (and PGlite in it), so this is the server's RSS.
  const memory = {
    rssReadyMb: mb(rssReady),
    rssEndMb: mb(process.memoryUsage().rss),
    rssPeakMb: mb(process.resourceUsage().maxRSS * 1024),
  };
  console.log(
    `RSS of the app's process: ${memory.rssReadyMb} MB when ready (after seeding), ` +
      `${memory.rssEndMb} MB after the browse, ${memory.rssPeakMb} MB at its peak`,
  );
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(
    `Load average at the end: ${load.join(' ')} (other work on the machine slows the figures)`,
  );
  const target = ON_POSTGRES ? 5 : 15;
  const worst = Math.max(...results.map((r) => r.summary.p95Ms));
  console.log(
    `p95 target < ${target} ms: ${worst < target ? 'met' : 'NOT met'} (worst ${worst} ms)`,
  );

  const date = now.toISOString().slice(0, 10);
  const resultsDir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `browse-${args.db}-${COUNT}-${date}.json`);
  const report = {
    benchmark: 'browse',
    date: now.toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      node: process.version,
      loadAverageAtEnd: os.loadavg(),
    },
    database: label,
    memory,
    dataset: { listings: inserted, byType: mix, seedMs: Math.round(seedMs) },
    requestsPerCase: REQUESTS,
    warmupPerCase: WARMUP,
    targetP95Ms: target,
    cases: results,
  };
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);

  await app.close();
  await opened.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

await main();
