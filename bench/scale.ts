/**
 * Load across instances (issue 31): three production instances on one fresh PostgreSQL database
 * behind HAProxy, N live streams on one hot auction spread over them, bids at a fixed rate
 * through the balancer; bid → stream delivery, lost events, each instance's CPU and memory,
 * PostgreSQL's commit rate. Mid-run one instance is stopped and its streams reconnect through
 * the balancer with Last-Event-ID. Once per event bus (NOTIFY, NATS), side by side.
 *
 *   npm run bench:scale
 *   npm run bench:scale -- --streams=6000 --rate=20 --duration=60 --bus=notify,nats
 *
 * Needs HAProxy (`apt-get install -y haproxy`), PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) and for NATS a nats-server (NATS_URL, default
 * nats://127.0.0.1:4222). Uses ports 4500 (balancer), 4511–4513 (instances), 4590 (HAProxy's
 * statistics). See bench/README.md.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { sessionCookieName } from '../apps/server/src/modules/auth/session.service.ts';
import { csrfCookieName } from '../apps/server/src/plugins/csrf.ts';
import { seedBidders, seedHotAuction } from './bids-seed.ts';
import { sendBids } from './scale-bids.ts';
import { probeNotify, type NotifyProbe } from './scale-notify.ts';
import type { Collected, FromWatchers, ToWatchers } from './scale-clients.ts';
import {
  checkHaproxy,
  ensureBuild,
  haproxyConfig,
  haproxySessions,
  instanceEnv,
  withDatabase,
  killAll,
  openFilesLimit,
  procSample,
  ROOT,
  sleep,
  startHaproxy,
  startInstance,
  status,
  stopProcess,
  type Instance,
  type ProcSample,
} from './scale-cluster.ts';
import {
  printReport,
  summariseCase,
  type CaseResult,
  type InstanceFigures,
} from './scale-report.ts';

const { values: args } = parseArgs({
  options: {
    streams: { type: 'string', default: '6000' },
    rate: { type: 'string', default: '20' },
    duration: { type: 'string', default: '60' },
    bus: { type: 'string', default: 'notify,nats' },
    watchers: { type: 'string', default: '3' },
    kill: { type: 'string', default: 'SIGTERM' },
    'skip-build': { type: 'boolean', default: false },
    'skip-probe': { type: 'boolean', default: false },
    timeout: { type: 'string', default: '1200' },
  },
});
const STREAMS = Number(args.streams);
const RATE = Number(args.rate);
const DURATION_S = Number(args.duration);
const WATCHER_PROCESSES = Number(args.watchers);
const BUSES = args.bus.split(',').filter(Boolean);
const KILL = args.kill as NodeJS.Signals;
if (!Number.isInteger(STREAMS) || STREAMS < 3 || STREAMS > 20_000) {
  throw new Error('--streams is a whole number from 3 to 20000');
}
if (!(RATE > 0 && RATE <= 500)) throw new Error('--rate is bids per second, above 0 up to 500');
if (!(DURATION_S >= 10 && DURATION_S <= 600)) throw new Error('--duration is 10 to 600 seconds');
if (!Number.isInteger(WATCHER_PROCESSES) || WATCHER_PROCESSES < 1 || WATCHER_PROCESSES > 8) {
  throw new Error('--watchers is 1 to 8 processes');
}
if (BUSES.length === 0 || BUSES.some((b) => b !== 'notify' && b !== 'nats')) {
  throw new Error('--bus is notify, nats or notify,nats');
}
if (KILL !== 'SIGTERM' && KILL !== 'SIGKILL') throw new Error('--kill is SIGTERM or SIGKILL');
const TIMEOUT_S = Number(args.timeout);
if (!(TIMEOUT_S >= 60 && TIMEOUT_S <= 3600)) throw new Error('--timeout is 60 to 3600 seconds');

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const FRONT_PORT = 4500;
const STATS_PORT = 4590;
const INSTANCE_PORTS = [4511, 4512, 4513];
/** Every watcher comes from HAProxy's address: the per-address cap must hold them all. */
const STREAM_CAP = 20_000;
const START = 100_000_00;
const STEP = 1_000_00;
const BIDDERS = 10;
const SETTLE_MS = 6000;
const SETTLE_MAX_MS = 60_000;
const IDLE_MS = 5000;

/** HAProxy holds each stream twice (watcher side, instance side), plus room for the bids. */
const MAXCONN = STREAMS + 500;
const csrf = 'bench-scale-csrf-token-0123456789';

function forkWatcher(): { child: ChildProcess; ask: (m: ToWatchers) => Promise<FromWatchers> } {
  const child = fork(new URL('./scale-clients.ts', import.meta.url));
  const ask = (message: ToWatchers) =>
    new Promise<FromWatchers>((resolve) => {
      child.once('message', (reply: FromWatchers) => resolve(reply));
      child.send(message);
    });
  return { child, ask };
}

async function runCase(bus: string): Promise<CaseResult> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `arsamezat-scale-${bus}-`));
  const name = `bench_scale_${bus}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const frontUrl = `http://127.0.0.1:${FRONT_PORT}`;
  const envOf = (port: number, i: number) =>
    instanceEnv({
      port,
      databaseUrl,
      dataDir: path.join(workDir, `i${i + 1}`),
      frontUrl,
      bus,
      natsUrl: NATS_URL,
      streamCap: STREAM_CAP,
    });
  const config = loadConfig(envOf(FRONT_PORT, 0));
  // The instances' own reading of EVENT_BUS (what loadConfig answers is what they run).
  const busKnown = config.events.bus === bus;
  if (!busKnown) console.log(`  this build has no EVENT_BUS=${bus}: its instances use NOTIFY`);

  const instances: Instance[] = [];
  let haproxy: ChildProcess | undefined;
  const watchers: ReturnType<typeof forkWatcher>[] = [];
  try {
    // Migrate and seed from here, so the instances start on a ready database.
    const database = openPostgres(databaseUrl, 4);
    await database.migrate();
    const bidders = await seedBidders(database.db, BIDDERS);
    const listingId = await seedHotAuction(database.db, bidders, START, STEP);
    await database.close();

    console.log(`  starting ${INSTANCE_PORTS.length} instances (EVENT_BUS=${bus})…`);
    instances.push(
      ...(await Promise.all(
        INSTANCE_PORTS.map((port, i) => startInstance(`i${i + 1}`, envOf(port, i), workDir)),
      )),
    );
    const configFile = path.join(workDir, 'haproxy.cfg');
    fs.writeFileSync(
      configFile,
      haproxyConfig({ maxconn: MAXCONN, frontPort: FRONT_PORT, statsPort: STATS_PORT, instances }),
    );
    haproxy = startHaproxy(configFile, workDir);
    for (let i = 0; i < 80 && (await status(`${frontUrl}/api/ready`)) !== 200; i++) {
      if (haproxy.exitCode !== null) {
        throw new Error(
          `HAProxy stopped:\n${fs.readFileSync(path.join(workDir, 'haproxy.log'), 'utf8')}`,
        );
      }
      await sleep(250);
    }
    await sleep(2500); // every server's health checks up (rise 2 × 1 s)

    // The watchers: N streams over the watcher processes, through the balancer.
    const share = (i: number) =>
      Math.floor(STREAMS / WATCHER_PROCESSES) + (i < STREAMS % WATCHER_PROCESSES ? 1 : 0);
    const maxBids = Math.floor(DURATION_S * RATE) + 10;
    for (let i = 0; i < WATCHER_PROCESSES; i++) watchers.push(forkWatcher());
    const openedAt = performance.now();
    const opened = await Promise.all(
      watchers.map((w, i) =>
        w.ask({
          kind: 'open',
          port: FRONT_PORT,
          path: `/api/listings/${listingId}/events`,
          count: share(i),
          concurrency: 25,
          start: START,
          step: STEP,
          maxBids,
        }),
      ),
    );
    const openMs = Math.round(performance.now() - openedAt);
    const statuses: Record<string, number> = {};
    let held = 0;
    for (const reply of opened) {
      if (reply.kind !== 'opened') continue;
      held += reply.ok;
      for (const [code, n] of Object.entries(reply.statuses))
        statuses[code] = (statuses[code] ?? 0) + n;
    }
    const spread = await haproxySessions(STATS_PORT);
    console.log(`  ${held} of ${STREAMS} streams open in ${openMs} ms: ${JSON.stringify(spread)}`);

    // The measured window: bids at the rate, one instance stopped halfway.
    const pids = instances.map((i) => i.child.pid);
    const idleFirst = pids.map(procSample);
    const commits = async () =>
      Number(
        (
          await admin.query<{ n: string }>(
            'select xact_commit::text as n from pg_stat_database where datname = $1',
            [name],
          )
        ).rows[0]?.n ?? 0,
      );
    // PostgreSQL's commits with every stream open and no bids: the instances' own work (jobs).
    const idleFrom = await commits();
    const idleStarted = performance.now();
    await sleep(IDLE_MS);
    const idleCommitsPerSecond = Math.round(
      ((await commits()) - idleFrom) / ((performance.now() - idleStarted) / 1000),
    );
    const first: (ProcSample | undefined)[] = pids.map(procSample);
    const idleCpuPercent = first.map((b, i) => {
      const a = idleFirst[i];
      return a && b ? Math.round(((b.cpuMs - a.cpuMs) / IDLE_MS) * 1000) / 10 : 0;
    });
    const last: (ProcSample | undefined)[] = [...first];
    const peakRss = first.map((s) => s?.rssMb ?? 0);
    const heldRss = first.map((s) => s?.rssMb ?? 0);
    const haproxyFirst = procSample(haproxy.pid);
    const watcherFirst = watchers.map((w) => procSample(w.child.pid));
    const commitsBefore = await commits();
    const sampler = setInterval(() => {
      pids.forEach((pid, i) => {
        const s = procSample(pid);
        if (!s) return;
        last[i] = s;
        peakRss[i] = Math.max(peakRss[i] ?? 0, s.rssMb);
      });
    }, 1000);
    const victim = instances.reduce((a, b) =>
      (spread[b.name] ?? 0) > (spread[a.name] ?? 0) ? b : a,
    );
    let kill: { atMs: number; streams: number; exitedAfterMs?: number } | undefined;
    const started = performance.now();
    const cookies = bidders.map(
      (b) => `${csrfCookieName(config)}=${csrf}; ${sessionCookieName(config)}=${b.token}`,
    );
    const bids = await sendBids(
      {
        url: `${frontUrl}/api/listings/${listingId}/bids`,
        cookies,
        csrfToken: csrf,
        ratePerSecond: RATE,
        durationMs: DURATION_S * 1000,
        start: START,
        step: STEP,
      },
      (elapsed) => {
        if (kill || elapsed < (DURATION_S * 1000) / 2) return;
        kill = { atMs: Math.round(elapsed), streams: spread[victim.name] ?? 0 };
        const killed = kill;
        const killedAt = performance.now();
        console.log(`  ${KILL} to ${victim.name} (${killed.streams} streams) at ${killed.atMs} ms`);
        void stopProcess(victim.child, KILL).then(() => {
          killed.exitedAfterMs = Math.round(performance.now() - killedAt);
        });
      },
    );
    const bidWindowMs = performance.now() - started;
    // Reconnects and replays come in: at least SETTLE_MS, then until every stream is open again
    // (a stream not back has had no chance to replay), for at most SETTLE_MAX_MS.
    await sleep(SETTLE_MS);
    const settleUntil = performance.now() + SETTLE_MAX_MS - SETTLE_MS;
    while (performance.now() < settleUntil) {
      const replies = await Promise.all(watchers.map((w) => w.ask({ kind: 'status' })));
      if (replies.every((r) => r.kind === 'status' && r.reconnecting === 0)) break;
      await sleep(1000);
    }
    clearInterval(sampler);
    const commitsAfter = await commits();
    const windowS = (performance.now() - started) / 1000;
    const spreadAfter = await haproxySessions(STATS_PORT);

    const collected = (
      await Promise.all(watchers.map((w) => w.ask({ kind: 'collect', accepted: bids.accepted })))
    ).filter((r): r is Collected => r.kind === 'collected');

    const figures: InstanceFigures[] = instances.map((instance, i) => {
      const a = first[i];
      const b = last[i];
      return {
        name: instance.name,
        streams: spread[instance.name] ?? 0,
        streamsAfter: spreadAfter[instance.name] ?? 0,
        killed: instance === victim,
        cpuPercent: a && b ? Math.round(((b.cpuMs - a.cpuMs) / (windowS * 1000)) * 1000) / 10 : 0,
        cpuMs: a && b ? b.cpuMs - a.cpuMs : 0,
        idleCpuPercent: idleCpuPercent[i] ?? 0,
        rssHeldMb: heldRss[i] ?? 0,
        rssPeakMb: peakRss[i] ?? 0,
      };
    });
    const cpuOf = (before: ProcSample | undefined, pid: number | undefined) => {
      const after = procSample(pid);
      return before && after
        ? Math.round(((after.cpuMs - before.cpuMs) / (windowS * 1000)) * 1000) / 10
        : 0;
    };
    return summariseCase({
      bus,
      busKnown,
      streams: STREAMS,
      held,
      statuses,
      openMs,
      bids,
      bidWindowMs,
      windowS,
      collected,
      instances: figures,
      kill: kill ? { ...kill, signal: KILL, instance: victim.name } : undefined,
      commitsPerSecond: Math.round((commitsAfter - commitsBefore) / windowS),
      idleCommitsPerSecond,
      haproxyCpuPercent: cpuOf(haproxyFirst, haproxy.pid),
      watchersCpuPercent: watchers.reduce(
        (sum, w, i) => sum + cpuOf(watcherFirst[i], w.child.pid),
        0,
      ),
    });
  } finally {
    // Told to close, a watcher process ends its streams and exits; killed if it has not in 5 s.
    await Promise.all(
      watchers.map((w) => {
        if (w.child.connected) w.child.send({ kind: 'close' } satisfies ToWatchers);
        return stopProcess(w.child, 'SIGKILL', 0, 5000);
      }),
    );
    await Promise.all(instances.map((i) => stopProcess(i.child, 'SIGTERM')));
    if (haproxy) await stopProcess(haproxy, 'SIGTERM', 3000);
    killAll(); // an instance whose sibling failed to start
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

async function main() {
  // Past --timeout, or on Ctrl-C, nothing this bench started is left running (the watcher
  // processes end with their parent); the throw-away databases are left to drop by hand.
  const stop = (why: string) => {
    console.error(`bench:scale: ${why}; instances and HAProxy killed`);
    killAll();
    process.exit(1);
  };
  setTimeout(() => stop(`stopped after --timeout=${TIMEOUT_S} s`), TIMEOUT_S * 1000).unref();
  process.once('SIGINT', () => stop('interrupted'));
  const haproxyVersion = checkHaproxy();
  const files = openFilesLimit();
  if (2 * MAXCONN + 200 > files) {
    throw new Error(
      `${STREAMS} streams need HAProxy to hold ${2 * MAXCONN + 200} open files; this shell allows ${files} (ulimit -Hn): use fewer --streams`,
    );
  }
  ensureBuild(args['skip-build']);
  console.log(
    `bench:scale — ${STREAMS} streams, ${RATE} bids/s for ${DURATION_S} s, ${INSTANCE_PORTS.length} instances behind ${haproxyVersion}; ` +
      `one instance gets ${KILL} at ${DURATION_S / 2} s. STREAM_CAP_PER_ADDRESS=${STREAM_CAP} on the instances ` +
      `(every watcher comes through the balancer, one address; the default cap is 200).`,
  );
  const cases: CaseResult[] = [];
  for (const bus of BUSES) {
    console.log(`\nEVENT_BUS=${bus}`);
    cases.push(await runCase(bus));
  }
  let probe: NotifyProbe | undefined;
  if (!args['skip-probe']) {
    console.log('\nNOTIFY on this host: 8 writers, 3 s per case…');
    probe = await withDatabase(SERVER_URL, 'probe', (url) => probeNotify(url, [0, 3, 30, 60]));
  }
  printReport(cases, probe, {
    streams: STREAMS,
    rate: RATE,
    durationS: DURATION_S,
    kill: KILL,
    watcherProcesses: WATCHER_PROCESSES,
    root: ROOT,
  });
}

await main();
