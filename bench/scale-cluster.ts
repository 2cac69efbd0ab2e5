/**
 * The cluster of bench/scale.ts: the build, a throw-away PostgreSQL database, production app
 * instances (`node apps/server/dist/server.js`), HAProxy in front with a generated configuration,
 * and each process's CPU time and memory read from /proc.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/server.js');

/** HAProxy's version line, or a message on how to install it (the bench installs nothing). */
export function checkHaproxy(): string {
  const found = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) {
    console.error(
      'bench:scale needs HAProxy (Debian package `haproxy`). Install it with:\n' +
        '  sudo apt-get install -y haproxy\n' +
        'and run the bench again.',
    );
    process.exit(1);
  }
  return found.stdout.split('\n')[0] ?? 'HAProxy';
}

/** The newest modification time under a folder (ms). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      latest = Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return latest;
}

/**
 * Builds web and server when the server's build is missing or older than the server's or the
 * shared package's sources; with `skip`, a missing build stops the bench and an old one is said.
 */
export function ensureBuild(skip: boolean) {
  const built = fs.existsSync(SERVER_ENTRY) ? fs.statSync(SERVER_ENTRY).mtimeMs : 0;
  const sources = Math.max(
    newest(path.join(ROOT, 'apps/server/src')),
    newest(path.join(ROOT, 'packages/shared/src')),
  );
  if (built > 0 && built >= sources) return;
  if (skip && built > 0) {
    console.log('warning: apps/server/dist is older than its sources (--skip-build: run as is)');
    return;
  }
  if (skip) throw new Error(`--skip-build, but ${SERVER_ENTRY} is missing: run npm run build`);
  console.log(
    `apps/server/dist is ${built ? 'older than its sources' : 'missing'}: npm run build (a few minutes)…`,
  );
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

/** The environment of a production instance the bench starts (beside PORT and DATABASE_URL). */
export function instanceEnv(options: {
  port: number;
  databaseUrl: string;
  dataDir: string;
  frontUrl: string;
  bus: string;
  natsUrl: string;
  streamCap: number;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    PUBLIC_URL: options.frontUrl,
    PAYMENT_PROVIDER: 'sandbox',
    // A production start needs the identity keys and names the registry (decision 064)…
    IDENTITY_REGISTRY: 'local',
    IDENTITY_ENCRYPTION_KEYS: 'bench-1:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
    IDENTITY_HMAC_KEYS: 'bench-1:CQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQk=',
    // …and names the e-invoice integrator (decision 076) and the parcel registry: the local fakes.
    INVOICE_PROVIDER: 'fake',
    PARCEL_REGISTRY: 'local',
    // …and the VAPID pair that signs push messages (decision 090): a bench-only pair.
    VAPID_PUBLIC_KEY:
      'BGGKLH4Ui2u8jJC_7MDjCvc24jhg3nt-w4B4RaF54IJdEhybVFMU7NVgCtJqf9hpmRkX0OjciHhM082DahJF-3U',
    VAPID_PRIVATE_KEY: 'hgrE7bE38DWMbV6j0IIExDEAZCMIqbU5xgIF9K3iU2o',
    VAPID_SUBJECT: 'mailto:destek@arsamezat.com.tr',
    AUTH_SECRET: 'bench-scale-auth-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // HAProxy adds X-Forwarded-For; every watcher then comes from 127.0.0.1, hence the cap.
    TRUST_PROXY: 'loopback',
    STREAM_CAP_PER_ADDRESS: String(options.streamCap),
    EVENT_BUS: options.bus,
    NATS_URL: options.natsUrl,
  };
}

/** Every process this module started, so that a stopped bench leaves none behind. */
const started: ChildProcess[] = [];

/** SIGKILL to every instance and HAProxy still running (a deadline, Ctrl-C, a failed start). */
export function killAll() {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

export type Instance = { name: string; port: number; child: ChildProcess; log: string };

/** Starts one instance; resolves once its /api/ready answers 200 (or throws with its log). */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  logDir: string,
): Promise<Instance> {
  const log = path.join(logDir, `${name}.log`);
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', out, out],
  });
  started.push(child);
  fs.closeSync(out);
  const port = Number(env.PORT);
  const instance = { name, port, child, log };
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    if ((await status(`http://127.0.0.1:${port}/api/ready`)) === 200) return instance;
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not become ready:\n${fs.readFileSync(log, 'utf8').slice(-3000)}`);
}

/**
 * Sends the signal (after `delayMs`, in which the process may exit by itself); resolves when the
 * process has exited, sending SIGKILL after `graceMs`.
 */
export async function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals,
  graceMs = 15_000,
  delayMs = 0,
) {
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  if (gone()) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (delayMs > 0) await Promise.race([exited, sleep(delayMs)]);
  if (gone()) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** HAProxy's configuration: SSE-friendly timeouts, health checks on /api/ready. */
export function haproxyConfig(options: {
  /** Connections at once: each takes two descriptors (watcher side, instance side). */
  maxconn: number;
  frontPort: number;
  statsPort: number;
  instances: { name: string; port: number }[];
}): string {
  const servers = (track: boolean) =>
    options.instances
      .map(({ name, port }) =>
        track
          ? `  server ${name} 127.0.0.1:${port} track streams/${name}`
          : `  server ${name} 127.0.0.1:${port} check`,
      )
      .join('\n');
  return `global
  maxconn ${options.maxconn}
  nbthread 1

defaults
  mode http
  option forwardfor
  option redispatch
  retries 3
  timeout connect 3s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout check 10s
  # A stream lives as long as the watcher stays; the app sends a comment every 15 s.
  timeout client 1h
  timeout server 1h
  timeout tunnel 1h

frontend front
  bind 127.0.0.1:${options.frontPort}
  maxconn ${options.maxconn}
  acl live_stream path_end /events
  use_backend streams if live_stream
  default_backend app

# Live streams: least connections, so they spread evenly and a reconnect goes where there is room.
backend streams
  balance leastconn
  option httpchk GET /api/ready
  http-check expect status 200
  # A stopped instance refuses at once: down after 3 checks; a busy one gets 10 s to answer.
  default-server inter 1s fall 3 rise 2 maxconn 20000
${servers(false)}

backend app
  balance roundrobin
  default-server maxconn 200
${servers(true)}

listen stats
  bind 127.0.0.1:${options.statsPort}
  stats enable
  stats uri /stats
`;
}

/** This shell's hard limit of open files (HAProxy raises its own soft limit up to it). */
export function openFilesLimit(): number {
  const answer = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
  return answer === 'unlimited' ? Number.POSITIVE_INFINITY : Number(answer);
}

export function startHaproxy(configFile: string, logDir: string): ChildProcess {
  const checked = spawnSync('haproxy', ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (checked.status !== 0)
    throw new Error(`HAProxy refused its configuration:\n${checked.stderr}`);
  const out = fs.openSync(path.join(logDir, 'haproxy.log'), 'a');
  const child = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', out, out] });
  started.push(child);
  fs.closeSync(out);
  return child;
}

/** Current sessions per server of HAProxy's streams backend (its CSV statistics). */
export async function haproxySessions(statsPort: number): Promise<Record<string, number>> {
  const response = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`);
  const text = await response.text();
  const sessions: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const [proxy, server, , , scur] = line.split(',');
    if (proxy === 'streams' && server && server !== 'BACKEND' && server !== 'FRONTEND') {
      sessions[server] = Number(scur);
    }
  }
  return sessions;
}

export async function status(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time (ms, user + system) and resident memory (MB) of a process, from /proc. */
export type ProcSample = { cpuMs: number; rssMb: number };
const TICK_MS = 10; // USER_HZ is 100 on Linux

export function procSample(pid: number | undefined): ProcSample | undefined {
  if (!pid) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ")"; utime, stime are 14, 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuMs = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    const rssPages = Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return { cpuMs, rssMb: Math.round(((rssPages * 4096) / 1024 / 1024) * 10) / 10 };
  } catch {
    return undefined; // gone
  }
}

/** Runs `work` on a throw-away database of the bench's server, dropped afterwards. */
export async function withDatabase<T>(
  serverUrl: string,
  label: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const name = `bench_scale_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
