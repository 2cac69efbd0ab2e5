/**
 * The hand-off window of a notification (issue 24, decision 054): the time from a provider's
 * answer to the commit of the record that it took the message (`recordHandOff`). A worker killed
 * inside that window leaves a message the provider has and the database does not know of, and the
 * retry sends it again; everywhere else a retry finds the row sent and sends nothing.
 *
 * The real delivery path (`deliverNotification`: claim, render, the Netgsm adapter over HTTP to
 * the local fake gateway, the record) runs for rows recorded beforehand. The bench only wraps the
 * SMS port to note when its answer arrived; the record's commit is when `deliverNotification`
 * returns (the record is its last statement). Cases: one delivery at a time; 20 at once (one
 * instance's 2 workers × 10); 20 at once while 64 clients bid on 4 auctions through the bid
 * service on the same app pool — the load under which the attack run killed an instance.
 *
 *   npm run bench:handoff                  # embedded PGlite (in memory)
 *   npm run bench:handoff -- --db=postgres # a throw-away database on BENCH_DATABASE_URL
 *   options: --deliveries=400 --bidders=64
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { SessionUser } from '@arsamezat/shared/accounts/session';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client.ts';
import { listings } from '../apps/server/src/db/schema/listings.ts';
import { notifications } from '../apps/server/src/db/schema/notifications.ts';
import { deposits } from '../apps/server/src/db/schema/trading.ts';
import { users } from '../apps/server/src/db/schema/users.ts';
import { deliverNotification } from '../apps/server/src/modules/notifications/deliver-notification.ts';
import { createNetgsmSms } from '../apps/server/src/providers/sms/netgsm-sms.ts';
import type { SmsSender } from '../apps/server/src/providers/sms/sms.ts';
import { startFakeNetgsm } from '../apps/server/src/providers/testing/fake-netgsm.ts';
import { quantile } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    deliveries: { type: 'string', default: '400' },
    bidders: { type: 'string', default: '64' },
  },
});
if (args.db !== 'pglite' && args.db !== 'postgres') throw new Error('--db is pglite or postgres');
const ON_POSTGRES = args.db === 'postgres';
const DELIVERIES = Number(args.deliveries);
const BIDDERS = Number(args.bidders);
const HOT_AUCTIONS = 4;
const IN_FLIGHT = 20;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HOUR = 60 * 60 * 1000;
const TL = 100;

/** The clock of the fake gateway's `answeredAt`. */
const now = () => performance.now();

async function openDatabase(): Promise<{
  database: Database;
  label: string;
  drop(): Promise<void>;
}> {
  if (!ON_POSTGRES) {
    const database = openPglite(await PGlite.create());
    return { database, label: 'PGlite (in-memory)', drop: async () => undefined };
  }
  const name = `bench_handoff_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const { rows } = await admin.query<{ server_version: string }>('show server_version');
  return {
    database: openPostgres(url.toString()),
    label: `PostgreSQL ${rows[0]?.server_version ?? ''} (${url.host}, app pool of 10)`,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

type Quantiles = { p50: number; p90: number; p99: number; max: number };
type CaseResult = {
  case: string;
  deliveries: number;
  /** The gateway wrote its answer → the hand-off committed: the window. */
  windowMs: Quantiles;
  /** Of which: the adapter had the answer in hand → the hand-off committed (the record itself). */
  recordMs: Quantiles;
  /** The request to the (local) gateway → the answer in hand, for scale. */
  gatewayMs: Quantiles;
  /**
   * Deliveries that failed (the adapter's 10-s timeout): the retry sends them again. `unknown` of
   * them had reached the gateway, which took them — the duplicates a real gateway would send.
   */
  failed: number;
  unknown: number;
  bidsDuring: number;
};

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Round-robin over a non-empty list. */
function pick<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function quantiles(samples: number[]): Quantiles {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: round(quantile(sorted, 0.5)),
    p90: round(quantile(sorted, 0.9)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-bench-'));
  const webDistDir = path.join(workDir, 'web');
  fs.mkdirSync(webDistDir);
  fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>bench</title>');
  const opened = await openDatabase();
  const { database } = opened;
  await database.migrate();
  const base = Date.now();
  const clock = () => new Date();

  const members = await database.db
    .insert(users)
    .values(
      Array.from({ length: BIDDERS }, (_, i) => ({
        phone: `53${String(i).padStart(8, '0')}`,
        passwordHash: 'bench',
        firstName: `Üye${i}`,
        lastName: 'Deneme',
      })),
    )
    .returning({ id: users.id, phone: users.phone, firstName: users.firstName });
  const auctions = await database.db
    .insert(listings)
    .values(
      Array.from({ length: HOT_AUCTIONS }, (_, i) => ({
        listingType: 'auction' as const,
        title: `Kütahya Merkez ${i + 1}. parsel imarlı arsa`,
        city: 'Kütahya',
        location: 'Merkez, Kütahya',
        startingPrice: 1_000_000 * TL,
        minIncrement: 1_000 * TL,
        startsAt: new Date(base - HOUR),
        endsAt: new Date(base + 24 * HOUR),
        status: 'active' as const,
      })),
    )
    .returning({ id: listings.id, title: listings.title });
  await database.db.insert(deposits).values(
    auctions.flatMap((auction) =>
      members.map((member) => ({
        listingId: auction.id,
        userId: member.id,
        amount: 50_000 * TL,
        status: 'completed' as const,
      })),
    ),
  );

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

  const gateway = await startFakeNetgsm();
  const netgsm = createNetgsmSms({
    usercode: '8503030000',
    password: 'bench',
    header: 'ARSAMEZAT',
    apiUrl: gateway.url,
  });
  const asked = new Map<string, number>();
  const inHand = new Map<string, number>();
  const jobIds = new Map<string, string>();
  const timedSms: SmsSender = {
    name: netgsm.name,
    async send(to, text, options) {
      const key = options?.idempotencyKey ?? '';
      asked.set(key, now());
      const receipt = await netgsm.send(to, text, options);
      inHand.set(key, now());
      if (receipt.messageId) jobIds.set(key, receipt.messageId);
      return receipt;
    },
  };
  /** When the gateway wrote its answer for a message, found by the job id it answered. */
  const gatewayAnsweredAt = new Map<string, number>();
  const answeredAt = (key: string) => {
    if (gatewayAnsweredAt.size < gateway.requests.length) {
      for (const request of gateway.requests) {
        gatewayAnsweredAt.set(request.answer.slice(3), request.answeredAt);
      }
    }
    const jobId = jobIds.get(key);
    return jobId === undefined ? undefined : gatewayAnsweredAt.get(jobId);
  };
  const deps = {
    ...app.deps,
    sms: timedSms,
    siteName: 'ArsaMezat',
    publicUrl: 'https://arsamezat.test',
  };

  /** `n` outbid SMS rows waiting for delivery, as a bid would record them. */
  async function recordSms(n: number): Promise<string[]> {
    const rows = await database.db
      .insert(notifications)
      .values(
        Array.from({ length: n }, (_, i) => {
          const member = pick(members, i);
          const auction = pick(auctions, i);
          return {
            event: 'outbid',
            eventKey: randomUUID(),
            recipientId: member.id,
            channel: 'sms' as const,
            listingId: auction.id,
            data: { listingTitle: auction.title, amount: 1_250_000 * TL },
            status: 'pending' as const,
          };
        }),
      )
      .returning({ id: notifications.id });
    return rows.map((row) => row.id);
  }

  /** Bids from every member on the hot auctions until `stop` is set; how many were answered. */
  function bidStorm(stop: { now: boolean }): Promise<number> {
    let amount = 1_000_000;
    let answeredBids = 0;
    const clients = members.map(async (member, i) => {
      const user: SessionUser = {
        id: member.id,
        firstName: member.firstName,
        lastName: 'Deneme',
        fullName: `${member.firstName} Deneme`,
        phone: member.phone,
        email: null,
        role: 'user',
        marketingConsent: false,
        createdAt: new Date(base).toISOString(),
      };
      const listingId = pick(auctions, i).id;
      while (!stop.now) {
        amount += 1_000;
        await app.services.bids.placeBid(user, listingId, amount * TL).catch(() => undefined);
        answeredBids += 1;
        // A client's next request arrives through I/O: on PGlite (in this process) a loop of
        // queries alone would never let the event loop reach timers and sockets.
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    return Promise.all(clients).then(() => answeredBids);
  }

  async function measure(name: string, inFlight: number, withBids: boolean): Promise<CaseResult> {
    const ids = await recordSms(DELIVERIES);
    const stop = { now: false };
    const storm = withBids ? bidStorm(stop) : Promise.resolve(0);
    if (withBids) await new Promise((r) => setTimeout(r, 1000)); // the storm is under way
    const windows: number[] = [];
    const records: number[] = [];
    const gatewayTimes: number[] = [];
    const requestsBefore = gateway.requests.length;
    let failed = 0;
    let next = 0;
    const worker = async () => {
      for (let id = ids[next++]; id !== undefined; id = ids[next++]) {
        const sent = await deliverNotification(deps, id).then(
          () => true,
          () => false,
        );
        const recordedAt = now();
        if (!sent) {
          failed += 1;
          continue;
        }
        const key = `notification:${id}`;
        const ask = asked.get(key);
        const held = inHand.get(key);
        const answered = answeredAt(key);
        if (ask === undefined || held === undefined || answered === undefined) {
          throw new Error(`${id} was not sent`);
        }
        windows.push(recordedAt - answered);
        records.push(recordedAt - held);
        gatewayTimes.push(held - ask);
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    stop.now = true;
    const bidsDuring = await storm;
    const result: CaseResult = {
      case: name,
      deliveries: windows.length,
      windowMs: quantiles(windows),
      recordMs: quantiles(records),
      gatewayMs: quantiles(gatewayTimes),
      failed,
      unknown: gateway.requests.length - requestsBefore - windows.length,
      bidsDuring,
    };
    console.log(JSON.stringify(result));
    return result;
  }

  await measure('warm-up', 4, false);
  const results = [
    await measure('one at a time', 1, false),
    await measure(`${IN_FLIGHT} at once`, IN_FLIGHT, false),
    await measure(`${IN_FLIGHT} at once, ${BIDDERS} bidders`, IN_FLIGHT, true),
  ];

  await gateway.close();
  await app.close();
  await opened.drop();
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(`\n${opened.label}; ${os.cpus().length} CPUs, Node ${process.version}\n`);
  console.log(
    '| case | handed off | window p50 / p90 / p99 / max | of which the record p50 / p99 | gateway round trip p50 / p99 | timed out (gateway had them) | bids answered meanwhile |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    const w = r.windowMs;
    console.log(
      `| ${r.case} | ${r.deliveries} | ${w.p50} / ${w.p90} / ${w.p99} / ${w.max} ms | ${r.recordMs.p50} / ${r.recordMs.p99} ms | ${r.gatewayMs.p50} / ${r.gatewayMs.p99} ms | ${r.failed} (${r.unknown}) | ${r.bidsDuring} |`,
    );
  }
  console.log(`\nload average at the end: ${load.join(' ')}`);
  const resultsDir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(
    resultsDir,
    `handoff-${args.db}-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.json`,
  );
  fs.writeFileSync(
    file,
    JSON.stringify({ database: opened.label, results, loadAverageAtEnd: os.loadavg() }, null, 2),
  );
  console.log(`written to ${path.relative(process.cwd(), file)}`);
  fs.rmSync(workDir, { recursive: true, force: true });
}

await main();
