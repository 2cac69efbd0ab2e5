/**
 * Bid benchmark: one hot auction on PostgreSQL, N concurrent clients bidding rising amounts for
 * 10 s through the real app (buildApp + app.listen, keep-alive HTTP from a worker thread), plain
 * bids and a mix where every fourth request is a maximum (proxy) bid, and in the same run the raw
 * ceiling of each: the statement that decides every bid and maximum sent straight through `pg`
 * with the same inputs, concurrency and pool size (no HTTP, no session, no validation).
 *
 *   npm run bench:bids
 *   npm run bench:bids -- --clients=16,64 --duration=10 --pool=10
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:bids
 *
 * A throw-away database is created on that server and dropped at the end. See bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import {
  PLACE_BID_STATEMENT,
  placeBidValues,
} from '../apps/server/src/modules/bids/place-bid.sql.ts';
import { csrfCookieName } from '../apps/server/src/plugins/csrf.ts';
import { sessionCookieName } from '../apps/server/src/modules/auth/session.service.ts';
import type { LoadJob, LoadResult } from './bids-load.ts';
import { report, type Row } from './bids-report.ts';
import { seedBidders, seedHotAuction } from './bids-seed.ts';
import { quantile } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '16,64' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '1' },
    pool: { type: 'string', default: '10' },
  },
});
const CLIENTS = args.clients.split(',').map(Number);
const DURATION_MS = Number(args.duration) * 1000;
const WARMUP_MS = Number(args.warmup) * 1000;
const POOL = Number(args.pool);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const START = 100_000_00;
const STEP = 1_000_00;

/** Runs one load in a worker; also the CPU time this process (server and load) spent on it. */
async function runLoad(job: LoadJob): Promise<LoadResult & { cpuMs: number }> {
  const cpu = process.cpuUsage();
  const result = await new Promise<LoadResult>((resolve, reject) => {
    const worker = new Worker(new URL('./bids-load.ts', import.meta.url), { workerData: job });
    worker.once('message', (message: LoadResult) => resolve(message));
    worker.once('error', reject);
  });
  const used = process.cpuUsage(cpu);
  return { ...result, cpuMs: (used.user + used.system) / 1000 };
}

function summarise(
  mode: Row['mode'],
  clients: number,
  r: LoadResult & { cpuMs: number },
  consistent: boolean,
): Row {
  const sorted = [...r.latenciesMs].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    mode,
    clients,
    attempts: sorted.length,
    acceptedPerSecond: Math.round((r.accepted / r.elapsedMs) * 1000),
    attemptsPerSecond: Math.round((sorted.length / r.elapsedMs) * 1000),
    p50Ms: round(quantile(sorted, 0.5)),
    p95Ms: round(quantile(sorted, 0.95)),
    p99Ms: round(quantile(sorted, 0.99)),
    refused: r.refused,
    errors: r.errors,
    nodeCpuMsPerAttempt: round(r.cpuMs / Math.max(1, sorted.length)),
    consistent,
  };
}

/**
 * The listing and its bid rows agree: count, highest, no amount twice, and the leader's maximum
 * (if any) not below the price.
 */
async function consistent(pool: pg.Pool, listingId: string): Promise<boolean> {
  const { rows } = await pool.query<{ ok: boolean }>(
    `select l.bid_count = count(b.id) and l.highest_bid is not distinct from max(b.amount)
        and count(b.id) = count(distinct b.amount)
        and (l.leader_maximum is null or l.leader_maximum >= l.highest_bid) as ok
       from listings l left join bids b on b.listing_id = l.id where l.id = $1
       group by l.id, l.leader_maximum, l.highest_bid`,
    [listingId],
  );
  return rows[0]?.ok === true;
}

/** Stand-ins the load worker replaces per request (bids-load.ts). */
const AMOUNT = -987_654_321;
const NOW = new Date(Date.UTC(2001, 0, 1));
const marked = (values: unknown[]) => {
  // Every `true` is `automatic` but the last, `notify` (it NOTIFYs, as the app on that bus does).
  const notifyAt = values.lastIndexOf(true);
  return values.map((p, i) =>
    p === AMOUNT
      ? 'AMOUNT'
      : p === NOW.toISOString()
        ? 'NOW'
        : p === true && i !== notifyAt
          ? 'AUTOMATIC'
          : p,
  );
};

/**
 * The raw ceiling sends the app's own prepared statement (same name, same text), which decides
 * plain bids and maximums alike (decision 047); per client the parameters, with AMOUNT, NOW and
 * AUTOMATIC for the load worker to fill in per request. Accepted when it names a leading bid.
 * Every `true` of that statement's values is the `automatic` parameter but the last (`notify`).
 */
function rawStatement(listingId: string, bidderIds: string[]) {
  const params = bidderIds.map((bidderId) =>
    marked(
      placeBidValues({
        listingId,
        bidderId,
        amount: AMOUNT,
        automatic: true,
        now: NOW,
        bidderName: 'Te*** De***',
        notify: true,
      }),
    ),
  );
  return {
    name: PLACE_BID_STATEMENT.name,
    text: PLACE_BID_STATEMENT.text,
    params,
    acceptedColumn: 'leading_bid_id',
  };
}

async function main() {
  const name = `bench_bids_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-bench-bids-'));
  const database = openPostgres(databaseUrl, POOL);
  const rows: Row[] = [];
  try {
    await database.migrate();
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
    const bidders = await seedBidders(database.db, Math.max(...CLIENTS));
    const app = await buildApp({ config, database, webDistDir: workDir });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const csrf = 'bench-csrf-token-0123456789';
    const cookies = bidders.map(
      (b) => `${csrfCookieName(config)}=${csrf}; ${sessionCookieName(config)}=${b.token}`,
    );
    const pool = database.pool;
    if (!pool) throw new Error('not a PostgreSQL database');
    const [version] = (await pool.query<{ server_version: string }>('show server_version')).rows;
    console.log(
      `PostgreSQL ${version?.server_version}, pool ${POOL}; ${os.cpus().length} CPUs, Node ${process.version}; ` +
        `${DURATION_MS / 1000} s per case after ${WARMUP_MS / 1000} s warm-up\n`,
    );

    for (const clients of CLIENTS) {
      const common = {
        clients,
        durationMs: DURATION_MS,
        warmupMs: WARMUP_MS,
        startAmount: START,
        step: STEP,
      };
      const appListing = await seedHotAuction(database.db, bidders, START, STEP);
      const appResult = await runLoad({
        ...common,
        mode: 'http',
        url: `${base}/api/listings/${appListing}/bids`,
        csrfToken: csrf,
        cookies,
      });
      rows.push(summarise('app', clients, appResult, await consistent(pool, appListing)));

      const mixListing = await seedHotAuction(database.db, bidders, START, STEP);
      const mixResult = await runLoad({
        ...common,
        mode: 'http',
        maximumEvery: 4,
        url: `${base}/api/listings/${mixListing}/bids`,
        csrfToken: csrf,
        cookies,
      });
      rows.push(summarise('app+max', clients, mixResult, await consistent(pool, mixListing)));

      const rawListing = await seedHotAuction(database.db, bidders, START, STEP);
      const raw = rawStatement(
        rawListing,
        bidders.slice(0, clients).map((b) => b.id),
      );
      const rawResult = await runLoad({
        ...common,
        mode: 'sql',
        connectionString: databaseUrl,
        pool: POOL,
        ...raw,
      });
      rows.push(summarise('raw', clients, rawResult, await consistent(pool, rawListing)));

      const rawMixListing = await seedHotAuction(database.db, bidders, START, STEP);
      const rawMixResult = await runLoad({
        ...common,
        mode: 'sql',
        maximumEvery: 4,
        connectionString: databaseUrl,
        pool: POOL,
        ...rawStatement(
          rawMixListing,
          bidders.slice(0, clients).map((b) => b.id),
        ),
      });
      rows.push(summarise('raw+max', clients, rawMixResult, await consistent(pool, rawMixListing)));
      console.log(`${clients} clients done`);
    }
    await app.close();
  } finally {
    await database.close().catch(() => undefined);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  report(rows, { clients: CLIENTS, durationMs: DURATION_MS, warmupMs: WARMUP_MS, pool: POOL });
}

await main();
