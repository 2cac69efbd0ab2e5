/** The figures, the table and the JSON file of bench/scale.ts. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BidOutcome } from './scale-bids.ts';
import type { Collected } from './scale-clients.ts';
import { Histogram } from './scale-histogram.ts';
import type { NotifyProbe } from './scale-notify.ts';
import { quantile } from './stats.ts';

export type InstanceFigures = {
  name: string;
  /** Streams HAProxy had on it once all were open, and at the end. */
  streams: number;
  streamsAfter: number;
  killed: boolean;
  /** CPU over the measured window (100 % = one core), and in ms. */
  cpuPercent: number;
  cpuMs: number;
  /** CPU with every stream open before the first bid (heartbeats, jobs). */
  idleCpuPercent: number;
  rssHeldMb: number;
  rssPeakMb: number;
};

type Latency = { p50: number; p95: number; p99: number; max: number };

export type CaseResult = {
  bus: string;
  /** False when the build did not know EVENT_BUS=<bus> (it then ran on NOTIFY). */
  busKnown: boolean;
  streams: number;
  held: number;
  statuses: Record<string, number>;
  openMs: number;
  sent: number;
  accepted: number;
  acceptedPerSecond: number;
  refused: Record<string, number>;
  errors: number;
  /** The bidder's answer (HTTP 201) through the balancer. */
  answer: Latency;
  /** Bid sent → event read by a watcher: every delivery, and on streams that never dropped. */
  delivery: Latency;
  deliveryUndisturbed: Latency;
  expected: number;
  delivered: number;
  lost: number;
  lostOnReconnected: number;
  lostNotBack: number;
  duplicates: number;
  /** Events of bids whose sender saw no 201 (answer lost); `reload` events received. */
  unknown: number;
  reloads: number;
  dropped: number;
  reopened: number;
  reconnects: number;
  failedReconnects: number;
  withLastEventId: number;
  kill?: {
    signal: string;
    instance: string;
    atMs: number;
    streams: number;
    exitedAfterMs?: number;
  };
  instances: InstanceFigures[];
  /**
   * The instances' CPU over the window less their idle rate, per accepted bid (ms) and per
   * delivery (µs): what the projection scales.
   */
  cpuMsPerBid: number;
  cpuUsPerDelivery: number;
  commitsPerSecond: number;
  /** With every stream open, before the bids: the instances' own work. */
  idleCommitsPerSecond: number;
  haproxyCpuPercent: number;
  watchersCpuPercent: number;
  windowS: number;
  loadAverage: number[];
};

const r1 = (n: number) => Math.round(n * 10) / 10;

function latency(h: Histogram): Latency {
  return {
    p50: r1(h.quantile(0.5)),
    p95: r1(h.quantile(0.95)),
    p99: r1(h.quantile(0.99)),
    max: r1(h.max),
  };
}

export function summariseCase(input: {
  bus: string;
  busKnown: boolean;
  streams: number;
  held: number;
  statuses: Record<string, number>;
  openMs: number;
  bids: BidOutcome;
  bidWindowMs: number;
  windowS: number;
  collected: Collected[];
  instances: InstanceFigures[];
  kill?: CaseResult['kill'];
  commitsPerSecond: number;
  idleCommitsPerSecond: number;
  haproxyCpuPercent: number;
  watchersCpuPercent: number;
}): CaseResult {
  const all = new Histogram();
  const undisturbed = new Histogram();
  const sum = (key: keyof Collected) =>
    input.collected.reduce((total, c) => total + (c[key] as number), 0);
  for (const c of input.collected) {
    all.merge(c.all);
    undisturbed.merge(c.undisturbed);
  }
  const answers = [...input.bids.answerMs].sort((a, b) => a - b);
  const busyMs = input.instances.reduce(
    (total, f) => total + Math.max(0, f.cpuMs - (f.idleCpuPercent / 100) * input.windowS * 1000),
    0,
  );
  const accepted = input.bids.accepted.length;
  return {
    bus: input.bus,
    busKnown: input.busKnown,
    streams: input.streams,
    held: input.held,
    statuses: input.statuses,
    openMs: input.openMs,
    sent: input.bids.sent,
    accepted,
    acceptedPerSecond: r1((accepted / input.bidWindowMs) * 1000),
    refused: input.bids.refused,
    errors: input.bids.errors,
    answer: {
      p50: r1(quantile(answers, 0.5)),
      p95: r1(quantile(answers, 0.95)),
      p99: r1(quantile(answers, 0.99)),
      max: r1(answers.at(-1) ?? Number.NaN),
    },
    delivery: latency(all),
    deliveryUndisturbed: latency(undisturbed),
    expected: accepted * sum('streams'),
    delivered: sum('delivered'),
    lost: sum('lost'),
    lostOnReconnected: sum('lostOnReconnected'),
    lostNotBack: sum('lostNotBack'),
    duplicates: sum('duplicates'),
    unknown: sum('unknown'),
    reloads: sum('reloads'),
    dropped: sum('dropped'),
    reopened: sum('reopened'),
    reconnects: sum('reconnects'),
    failedReconnects: sum('failedReconnects'),
    withLastEventId: sum('withLastEventId'),
    kill: input.kill,
    instances: input.instances,
    cpuMsPerBid: Math.round((busyMs / Math.max(1, input.bids.accepted.length)) * 100) / 100,
    cpuUsPerDelivery: Math.round((busyMs * 1000) / Math.max(1, sum('delivered'))),
    commitsPerSecond: input.commitsPerSecond,
    idleCommitsPerSecond: input.idleCommitsPerSecond,
    haproxyCpuPercent: input.haproxyCpuPercent,
    watchersCpuPercent: r1(input.watchersCpuPercent),
    windowS: r1(input.windowS),
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
  };
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const fmt = (l: Latency) => `${l.p50} / ${l.p95} / ${l.p99}`;

export function printReport(
  cases: CaseResult[],
  probe: NotifyProbe | undefined,
  settings: {
    streams: number;
    rate: number;
    durationS: number;
    kill: string;
    watcherProcesses: number;
    root: string;
  },
) {
  const bus = (c: CaseResult) => (c.busKnown ? c.bus : `${c.bus} (not in this build: NOTIFY)`);
  console.log(
    `\n${settings.streams} streams asked, ${settings.rate} bids/s for ${settings.durationS} s\n`,
  );
  console.log(
    table(
      ['', ...cases.map(bus)],
      [
        [
          'streams held',
          ...cases.map(
            (c) => `${c.held} (${JSON.stringify(c.statuses)}, ${(c.openMs / 1000).toFixed(1)} s)`,
          ),
        ],
        [
          'accepted bids/s',
          ...cases.map((c) => `${c.acceptedPerSecond} (${c.accepted} of ${c.sent})`),
        ],
        ['refused / errors', ...cases.map((c) => `${JSON.stringify(c.refused)} / ${c.errors}`)],
        ['bid answer p50/p95/p99 ms', ...cases.map((c) => fmt(c.answer))],
        [
          'delivery p50/p95/p99 ms',
          ...cases.map((c) => `${fmt(c.delivery)} (max ${c.delivery.max})`),
        ],
        ['  on streams never dropped', ...cases.map((c) => fmt(c.deliveryUndisturbed))],
        ['deliveries expected', ...cases.map((c) => String(c.expected))],
        [
          'lost events',
          ...cases.map(
            (c) =>
              `${c.lost} (${c.lostOnReconnected} on streams back, ${c.lostNotBack} on streams not back at the end)`,
          ),
        ],
        [
          'duplicates / unanswered bids seen / reloads',
          ...cases.map((c) => `${c.duplicates} / ${c.unknown} / ${c.reloads}`),
        ],
        [
          `killed (${settings.kill})`,
          ...cases.map((c) =>
            c.kill
              ? `${c.kill.instance} at ${(c.kill.atMs / 1000).toFixed(1)} s, ${c.kill.streams} streams, exit after ${c.kill.exitedAfterMs ?? '?'} ms`
              : '—',
          ),
        ],
        [
          'streams dropped / back',
          ...cases.map(
            (c) =>
              `${c.dropped} / ${c.reopened} (${c.reconnects} tries, ${c.withLastEventId} with Last-Event-ID)`,
          ),
        ],
        [
          'PostgreSQL commits/s (idle before)',
          ...cases.map((c) => `${c.commitsPerSecond} (${c.idleCommitsPerSecond})`),
        ],
        ...(cases[0]?.instances ?? []).map((_, i) => [
          `instance ${i + 1}: streams, CPU, RSS MB`,
          ...cases.map((c) => {
            const f = c.instances[i];
            if (!f) return '—';
            const streams = f.killed ? `${f.streams} → killed` : `${f.streams} → ${f.streamsAfter}`;
            return `${streams}, ${f.cpuPercent} % (idle ${f.idleCpuPercent} %), ${f.rssHeldMb} → ${f.rssPeakMb}`;
          }),
        ]),
        [
          'instances CPU (less idle): ms/bid, µs/delivery',
          ...cases.map((c) => `${c.cpuMsPerBid}, ${c.cpuUsPerDelivery}`),
        ],
        [
          'HAProxy / watchers CPU',
          ...cases.map((c) => `${c.haproxyCpuPercent} % / ${c.watchersCpuPercent} %`),
        ],
        ['load average at end', ...cases.map((c) => c.loadAverage.join(' '))],
      ],
    ),
  );
  console.log(
    '\nCPU: share of one core over the measured window (bids + settle), from /proc; RSS: when all ' +
      'streams were open → highest during the window.',
  );
  if (probe) {
    console.log(
      `\nNOTIFY on this host (${probe.writers} writers, one insert per transaction, ${probe.secondsPerCase} s each): ` +
        `${probe.withoutNotify} commits/s without NOTIFY; with one NOTIFY each: ` +
        probe.withNotify
          .map((p) => `${p.perSecond}/s with ${p.listeners} listening (${p.delivered} delivered)`)
          .join(', '),
    );
  }
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    settings,
    cases,
    notifyProbe: probe,
  };
  const file = path.join(
    settings.root,
    'bench',
    'results',
    `scale-${result.date.replace(/[:.]/g, '-')}.json`,
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), file)}`);
}
