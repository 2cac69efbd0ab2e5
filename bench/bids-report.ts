/** The table, the target check and the JSON file of bench/bids.ts. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Row = {
  /**
   * app: plain bids; app+max: every fourth request a maximum (decision 028); raw and raw+max:
   * the same inputs as the bid statement alone (decision 047), the ceilings.
   */
  mode: 'app' | 'app+max' | 'raw' | 'raw+max';
  clients: number;
  attempts: number;
  acceptedPerSecond: number;
  attemptsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  refused: Record<string, number>;
  errors: number;
  /** CPU of this Node process (server or pg client, plus the load worker) per attempt. */
  nodeCpuMsPerAttempt: number;
  consistent: boolean;
};

export function report(
  rows: Row[],
  settings: { clients: number[]; durationMs: number; warmupMs: number; pool: number },
) {
  const header = [
    'mode',
    'clients',
    'accepted/s',
    'attempts/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'node cpu ms/attempt',
    'errors',
    'consistent',
  ];
  const body = rows.map((r) => [
    r.mode,
    String(r.clients),
    String(r.acceptedPerSecond),
    String(r.attemptsPerSecond),
    r.p50Ms.toFixed(2),
    r.p95Ms.toFixed(2),
    r.p99Ms.toFixed(2),
    r.nodeCpuMsPerAttempt.toFixed(2),
    String(r.errors),
    r.consistent ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ');
  console.log(
    `\n${[line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n')}\n`,
  );

  // Each app mode against the ceiling of the same inputs.
  const pairs = [
    ['app', 'raw'],
    ['app+max', 'raw+max'],
  ] as const;
  const ratios = settings.clients.flatMap((clients) => {
    return pairs.flatMap(([mode, ceiling]) => {
      const app = rows.find((r) => r.mode === mode && r.clients === clients);
      const raw = rows.find((r) => r.mode === ceiling && r.clients === clients);
      if (!app || !raw) return [];
      const throughput = app.acceptedPerSecond / raw.acceptedPerSecond;
      const p99 = app.p99Ms / raw.p99Ms;
      const met = throughput >= 0.8 && p99 <= 1.5;
      console.log(
        `${clients} clients, ${mode}: accepted bids/s ${(throughput * 100).toFixed(0)}% of ${ceiling} ` +
          `(target ≥ 80%), p99 ${p99.toFixed(2)}× ${ceiling} (target ≤ 1.5×): ${met ? 'met' : 'NOT met'}`,
      );
      return [{ clients, mode, ceiling, throughputRatio: throughput, p99Ratio: p99, met }];
    });
  });
  for (const r of rows) console.log(`${r.mode} ${r.clients}: refused ${JSON.stringify(r.refused)}`);

  const now = new Date();
  const file = path.join(
    import.meta.dirname,
    'results',
    `bids-${now.toISOString().slice(0, 10)}.json`,
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    loadAverageAtEnd: os.loadavg(),
  };
  const run = {
    ...settings,
    transport:
      'HTTP/1.1 keep-alive (node:http Agent, one socket per client, in a worker thread) to app.listen on 127.0.0.1',
  };
  fs.writeFileSync(
    file,
    `${JSON.stringify({ benchmark: 'bids', date: now.toISOString(), machine, settings: run, rows, ratios }, null, 2)}\n`,
  );
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
