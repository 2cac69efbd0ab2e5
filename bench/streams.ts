/**
 * Live streams (issue 24 item 4): what N open Server-Sent Events streams cost the server process
 * — RSS, V8 heap, file descriptors — whether every slot is given back when the clients go, and
 * that one address past its cap is refused. The real app (buildApp + app.listen on 127.0.0.1,
 * production config, in-memory PGlite) serves; the clients run in a child process
 * (streams-clients.ts) so that their sockets and memory are not counted as the server's.
 *
 *   npm run bench:streams
 *   npm run bench:streams -- --streams=2000 --timeout=180
 *
 * Everything talks to 127.0.0.1 only. The clients claim addresses from the benchmarking range
 * 198.18.0.0/15 (RFC 2544) in X-Forwarded-For, believed from the loopback proxy
 * (TRUST_PROXY=loopback), 100 streams per address so that no cap is reached but the probe's.
 * See bench/README.md.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { listings } from '../apps/server/src/db/schema/listings.ts';
import { sessionCookieName } from '../apps/server/src/modules/auth/session.service.ts';
import { STREAM_CAPS } from '../apps/server/src/modules/events/stream-slots.ts';
import { seedBidders } from './bids-seed.ts';
import type { FromClients, StreamRequest, ToClients } from './streams-clients.ts';

const { values: args } = parseArgs({
  options: {
    streams: { type: 'string', default: '2000' },
    timeout: { type: 'string', default: '180' },
    rounds: { type: 'string', default: '2' },
  },
});
const STREAMS = Number(args.streams);
const TIMEOUT_S = Number(args.timeout);
if (!Number.isInteger(STREAMS) || STREAMS < 10 || STREAMS > 10_000) {
  throw new Error('--streams is a whole number from 10 to 10000');
}
const ROUNDS = Number(args.rounds);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || ROUNDS > 5) throw new Error('--rounds is 1 to 5');
if (!(TIMEOUT_S >= 10 && TIMEOUT_S <= 600)) throw new Error('--timeout is 10 to 600 seconds');

/** Streams per claimed address: half the per-address cap, so only the probe meets it. */
const PER_ADDRESS = 100;
/** A tenth of the streams are members' own (20 per member, under the per-member cap). */
const MEMBER_SHARE = 0.1;
const PER_MEMBER = 20;
const CONCURRENCY = 50;

type Round = {
  statuses: Record<string, number>;
  ok: number;
  openMs: number;
  held: Sample;
  after: Sample;
};

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

type Sample = { rssMb: number; heapUsedMb: number; externalMb: number; fds: number };
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** This process after two full collections: what the open streams keep alive. */
function sample(): Sample {
  gc();
  gc();
  const memory = process.memoryUsage();
  return {
    rssMb: mb(memory.rss),
    heapUsedMb: mb(memory.heapUsed),
    externalMb: mb(memory.external),
    fds: fs.readdirSync('/proc/self/fd').length,
  };
}

/** Resolves when `done()` holds, checking every 50 ms, or after `ms` whatever it says. */
async function waitFor(done: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** An address of the benchmarking range 198.18.0.0/15 for the k-th group of streams. */
const addressFor = (k: number) => `198.18.${(k >> 8) & 255}.${k & 255}`;

async function main() {
  const started = Date.now();
  let clients: ChildProcess | undefined;
  const deadline = setTimeout(() => {
    console.error(`bench:streams: stopped after --timeout=${TIMEOUT_S} s`);
    clients?.kill();
    process.exit(1);
  }, TIMEOUT_S * 1000);
  deadline.unref();

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-bench-'));
  const webDistDir = path.join(workDir, 'web');
  fs.mkdirSync(webDistDir);
  fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>bench</title>');
  const database = openPglite(await PGlite.create());
  await database.migrate();
  const now = Date.now();
  const [listing] = await database.db
    .insert(listings)
    .values({
      listingType: 'auction',
      title: 'Canlı izlenen ihale',
      city: 'Kütahya',
      location: 'Merkez, Kütahya',
      startingPrice: 100_000_00,
      minIncrement: 1_000_00,
      startsAt: new Date(now - 60 * 60 * 1000),
      endsAt: new Date(now + 24 * 60 * 60 * 1000),
      status: 'active',
    })
    .returning({ id: listings.id });
  if (!listing) throw new Error('listing insert returned no row');
  const memberStreams = Math.round(STREAMS * MEMBER_SHARE);
  const members = await seedBidders(database.db, Math.ceil(memberStreams / PER_MEMBER));

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
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    TRUST_PROXY: 'loopback',
  });
  const app = await buildApp({ config, database, webDistDir });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const port = Number(new URL(base).port);
  const slots = app.services.streamSlots;

  /** The k-th stream of the plan: members' first, then a listing's page and a grid by turns. */
  const streamFor = (i: number, address: string): StreamRequest => {
    if (i < memberStreams) {
      const member = members[Math.floor(i / PER_MEMBER)];
      return {
        path: '/api/me/notifications/stream',
        address,
        cookie: `${sessionCookieName(config)}=${member?.token ?? ''}`,
      };
    }
    if (i % 2 === 0) return { path: `/api/listings/${listing.id}/events`, address };
    const page = [listing.id, ...Array.from({ length: 11 }, () => crypto.randomUUID())];
    return { path: `/api/listings/events?ids=${page.join(',')}`, address };
  };

  clients = fork(new URL('./streams-clients.ts', import.meta.url));
  const child = clients;
  const ask = (message: ToClients) =>
    new Promise<FromClients>((resolve) => {
      child.once('message', (reply: FromClients) => resolve(reply));
      child.send(message);
    });
  /** Waits, bounded by the deadline, until the server counts this many open streams. */
  const serverHolds = (n: number) => waitFor(() => slots.open === n, TIMEOUT_S * 1000);

  // Warm-up: every kind of stream once through the code, then all closed again.
  const warmup = Array.from({ length: 60 }, (_, i) =>
    streamFor(i < 20 ? i : memberStreams + i, addressFor(9_999)),
  );
  await ask({ kind: 'open', port, streams: warmup, concurrency: CONCURRENCY });
  await ask({ kind: 'close' });
  await serverHolds(0);
  clients = fork(new URL('./streams-clients.ts', import.meta.url));
  let measured = clients;
  const send = (message: ToClients) =>
    new Promise<FromClients>((resolve) => {
      measured.once('message', (reply: FromClients) => resolve(reply));
      measured.send(message);
    });

  const before = sample();
  const plan = Array.from({ length: STREAMS }, (_, i) =>
    streamFor(i, addressFor(Math.floor(i / PER_ADDRESS))),
  );
  const rounds: Round[] = [];
  let probe: Record<string, number> = {};
  for (let round = 1; round <= ROUNDS; round++) {
    const opened = await send({ kind: 'open', port, streams: plan, concurrency: CONCURRENCY });
    if (opened.kind !== 'opened') throw new Error('clients did not answer');
    await serverHolds(opened.ok);
    const held = sample();
    if (round === 1) {
      // One address past its cap: the cap's worth open, the next is refused.
      const probed = await send({
        kind: 'open',
        port,
        streams: Array.from({ length: STREAM_CAPS.perAddress + 1 }, (_, i) =>
          streamFor(memberStreams + i, addressFor(10_000)),
        ),
        concurrency: 1,
      });
      if (probed.kind === 'opened') probe = probed.statuses;
    }
    await send({ kind: 'close' });
    await serverHolds(0);
    // The server's sockets close as it reads each end: give its descriptors 10 s to follow.
    await waitFor(() => fs.readdirSync('/proc/self/fd').length <= before.fds, 10_000);
    rounds.push({
      statuses: opened.statuses,
      ok: opened.ok,
      openMs: opened.ms,
      held,
      after: sample(),
    });
    if (round < ROUNDS) {
      clients = fork(new URL('./streams-clients.ts', import.meta.url));
      measured = clients;
    }
  }
  await app.close();
  clearTimeout(deadline);

  const first = rounds[0];
  if (!first) throw new Error('no round ran');
  const perStreamKb = (from: number, to: number) =>
    Math.round((((to - from) * 1024) / first.ok) * 10) / 10;
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
    streams: STREAMS,
    mix: {
      member: memberStreams,
      listing: Math.ceil((STREAMS - memberStreams) / 2),
      grid: Math.floor((STREAMS - memberStreams) / 2),
    },
    before,
    rounds,
    perStream: {
      rssKb: perStreamKb(before.rssMb, first.held.rssMb),
      heapKb: perStreamKb(before.heapUsedMb, first.held.heapUsedMb),
      fds: Math.round(((first.held.fds - before.fds) / first.ok) * 100) / 100,
    },
    cap: { perAddress: STREAM_CAPS.perAddress, probe },
    seconds: Math.round((Date.now() - started) / 1000),
  };

  console.log(`\n${STREAMS} streams (${JSON.stringify(result.mix)}), ${ROUNDS} rounds`);
  console.log('                    RSS MB  heap MB  external MB   fds  opened');
  const line = (name: string, s: Sample, opened = '') =>
    console.log(
      `${name.padEnd(19)} ${String(s.rssMb).padStart(6)} ${String(s.heapUsedMb).padStart(8)} ${String(s.externalMb).padStart(12)} ${String(s.fds).padStart(5)}  ${opened}`,
    );
  line('before', before);
  rounds.forEach((r, i) => {
    line(`round ${i + 1}: open`, r.held, `${JSON.stringify(r.statuses)} in ${r.openMs} ms`);
    line(`round ${i + 1}: closed`, r.after);
  });
  console.log(
    `per stream: ${result.perStream.rssKb} KB RSS, ${result.perStream.heapKb} KB heap, ${result.perStream.fds} fd`,
  );
  console.log(
    `cap probe (${STREAM_CAPS.perAddress} + 1 from one address): ${JSON.stringify(probe)}`,
  );
  console.log(`load average ${result.loadAverage.join(' ')}; ${result.seconds} s in all`);

  const file = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    'results',
    `streams-${STREAMS}-${result.date.replace(/[:.]/g, '-')}.json`,
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), file)}`);
  fs.rmSync(workDir, { recursive: true, force: true });
}

await main();
