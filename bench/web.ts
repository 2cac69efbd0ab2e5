/**
 * Web benchmark: builds and starts the product as `npm start` does (fresh data directory, demo
 * content), then runs Lighthouse (mobile profile: simulated slow 4G and a 4× slower CPU) in
 * Debian's Chromium three times on `/`, `/auctions`, a running auction's page and `/about`, and
 * prints the median scores and metrics of each page.
 *
 *   npm run bench:web                     # build, start, 3 runs per page
 *   npm run bench:web -- --skip-build --runs=5
 *   npm run bench:web -- --skip-build --cpu-slowdown=8   # a slower phone (or host) than the profile's
 *
 * Then, signed in as a member, how long after the first paint the member's header and a
 * listing's trade panel stay inert, with the same profile applied for real (web-ready.ts).
 *
 * Not in CI: the figures depend on the machine and its load (printed and stored with them).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { measureReadiness, type Readiness } from './web-ready.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4873' },
    'skip-build': { type: 'boolean', default: false },
    // Only Lighthouse, not the member's inert window (web-ready.ts).
    'skip-ready': { type: 'boolean', default: false },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    // The mobile profile slows the CPU 4× for a fast desktop host; on a slower host (its
    // benchmarkIndex is printed) or to see a slower phone, slow it more.
    'cpu-slowdown': {
      type: 'string',
      default: String(defaultSettings.throttling.cpuSlowdownMultiplier),
    },
  },
});
const CPU_SLOWDOWN = Number(args['cpu-slowdown']);
if (!Number.isFinite(CPU_SLOWDOWN) || CPU_SLOWDOWN < 1) {
  throw new Error(`--cpu-slowdown must be a number of at least 1, not ${args['cpu-slowdown']}`);
}
/** The mobile profile (simulated slow 4G), with the CPU slowdown asked for. */
const LIGHTHOUSE_CONFIG = {
  extends: 'lighthouse:default',
  settings: { throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: CPU_SLOWDOWN } },
};
const RUNS = Number(args.runs);
/** The administrator the bench creates, who has a member's header and trade panel. */
const MEMBER = { phone: '5320000001', password: 'Yonetici!2026x' };
const BASE = `http://127.0.0.1:${args.port}`;
const root = path.resolve(import.meta.dirname, '..');

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  kib: number;
};
type Lhr = {
  environment?: { benchmarkIndex?: number };
  /** Set when the run itself failed (no paint seen, the page did not load): its scores are 0. */
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    { numericValue?: number; score: number | null; title: string; scoreDisplayMode: string }
  >;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function startServer(dataDir: string) {
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
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
      // The pages need content to measure: the demo listings, as `npm start` seeds them.
      SEED_DEMO: 'true',
      PORT: args.port,
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE,
      ADMIN_PHONE: MEMBER.phone,
      ADMIN_PASSWORD: MEMBER.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let waited = 0; waited < 600; waited += 2) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const ready = await fetch(`${BASE}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  server.kill();
  throw new Error('the server did not get ready in 10 minutes');
}

function figures(lhr: Lhr): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    kib: Math.round(value('total-byte-weight') / 1024),
  };
}

/** Audits that failed in a run (score below 0.9), for the list of what is left to fix. */
function failing(lhr: Lhr): string[] {
  return Object.entries(lhr.audits)
    .filter(
      ([, audit]) => audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric',
    )
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
    .map(([id, audit]) => `${id}: ${audit.title}`);
}

async function main() {
  if (!args['skip-build']) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-bench-web-'));
  const server = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: args.chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const listings = (await (
      await fetch(`${BASE}/api/listings?tab=auctions&phase=active&pageSize=1`)
    ).json()) as { items: { id: string }[] };
    const auction = listings.items[0];
    if (!auction) throw new Error('the demo content has no running auction');
    const pages = [
      { name: '/', url: `${BASE}/` },
      { name: '/auctions', url: `${BASE}/auctions` },
      { name: '/auctions/:id (running)', url: `${BASE}/auctions/${auction.id}` },
      { name: '/about', url: `${BASE}/about` },
    ];

    const results: { page: string; median: Figures; runs: Figures[]; failing: string[] }[] = [];
    // Lighthouse's own measure of the host's CPU: its 4× slowdown is meant for a fast desktop,
    // so blocking time (and the score) grows on a slower host — it goes with the figures.
    const benchmarkIndex: number[] = [];
    for (const page of pages) {
      const runs: Figures[] = [];
      const failed = new Set<string>();
      let failedRuns = 0;
      while (runs.length < RUNS) {
        const result = await lighthouse(
          page.url,
          { port: chrome.port, logLevel: 'error' },
          LIGHTHOUSE_CONFIG,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        const lhr = result.lhr as unknown as Lhr;
        // A run Lighthouse could not complete scores 0 and would pull the median down: say so
        // and run it again (a page that fails every time still stops the bench).
        if (lhr.runtimeError) {
          failedRuns += 1;
          console.warn(`${page.name}: run failed (${lhr.runtimeError.code}), again`);
          if (failedRuns > RUNS) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
          continue;
        }
        runs.push(figures(lhr));
        if (lhr.environment?.benchmarkIndex) benchmarkIndex.push(lhr.environment.benchmarkIndex);
        for (const audit of failing(lhr)) failed.add(audit);
      }
      const keys = Object.keys(runs[0] ?? {}) as (keyof Figures)[];
      const med = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
      results.push({ page: page.name, median: med as Figures, runs, failing: [...failed] });
      console.log(`${page.name}: ${JSON.stringify(med)}`);
    }

    // The member's page: how long its header and a listing's trade panel stay inert.
    const readiness: Readiness[] = args['skip-ready']
      ? []
      : await measureReadiness({
          chromium: args.chromium,
          base: BASE,
          runs: RUNS,
          cpuSlowdown: CPU_SLOWDOWN,
          member: MEMBER,
          pages: [
            { name: '/', url: `${BASE}/`, panel: false },
            { name: '/auctions', url: `${BASE}/auctions`, panel: false },
            { name: '/auctions/:id (running)', url: `${BASE}/auctions/${auction.id}`, panel: true },
          ],
        });

    const load = os.loadavg();
    console.log(
      `\nMedian of ${RUNS} Lighthouse runs per page (mobile profile, CPU ${CPU_SLOWDOWN}× slower, Chromium):\n`,
    );
    console.log(
      '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | bytes |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const { page, median: m } of results) {
      console.log(
        `| \`${page}\` | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ` +
          `${(m.fcpMs / 1000).toFixed(1)} s | ${(m.lcpMs / 1000).toFixed(1)} s | ${m.tbtMs} ms | ${m.kib} KiB |`,
      );
    }
    if (readiness.length > 0) {
      console.log(
        `\nA member's page, slow 4G and the CPU ${CPU_SLOWDOWN}× slower applied (median of ${RUNS}): ` +
          'ms after the first paint until the menu button is live, the member is shown (bell), ' +
          'the trade panel has its first button:\n',
      );
      console.log('| page | first paint | menu live | member shown | trade panel |');
      console.log('|---|---:|---:|---:|---:|');
      for (const r of readiness) {
        console.log(
          `| \`${r.page}\` | ${r.fcpMs} | ${r.headerMs} | ${r.memberMs} | ${r.panelMs ?? '—'} |`,
        );
      }
    }
    console.log(`\nLoad average at the end: ${load.map((n) => n.toFixed(2)).join(' ')}`);
    console.log(
      `Host CPU, Lighthouse benchmarkIndex: median ${median(benchmarkIndex)} ` +
        `(${Math.min(...benchmarkIndex)}–${Math.max(...benchmarkIndex)})`,
    );
    for (const { page, failing: audits } of results) {
      if (audits.length > 0) console.log(`\nBelow 0.9 on ${page}:\n  ${audits.join('\n  ')}`);
    }

    const resultsDir = path.join(import.meta.dirname, 'results');
    fs.mkdirSync(resultsDir, { recursive: true });
    // One file per run (date, time and the slowdown when it is not the profile's).
    const stamp = new Date().toISOString().slice(0, 16).replace(':', '-');
    const slowdown =
      CPU_SLOWDOWN === defaultSettings.throttling.cpuSlowdownMultiplier
        ? ''
        : `-cpu${CPU_SLOWDOWN}`;
    const file = path.join(resultsDir, `web-${stamp}${slowdown}.json`);
    const report = {
      benchmark: 'web',
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        loadAverageAtEnd: load,
        benchmarkIndex,
      },
      runsPerPage: RUNS,
      cpuSlowdown: CPU_SLOWDOWN,
      pages: results,
      memberReadiness: readiness,
    };
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  } finally {
    chrome.kill();
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
