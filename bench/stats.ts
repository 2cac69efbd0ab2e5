/** Latency figures of one measured case, in milliseconds. */
export type LatencySummary = {
  requests: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSecond: number;
  /** Process CPU time (app and the in-process PGlite) per request: steadier than wall time on a busy machine. */
  cpuMsPerRequest: number;
};

/** The value at quantile `q` (0..1) of sorted samples, nearest-rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Summarises one case: per-request durations, and the wall time and process CPU time of the
 * whole sequential run.
 */
export function summarise(
  durationsMs: readonly number[],
  wallMs: number,
  cpuMs: number,
): LatencySummary {
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const total = sorted.reduce((sum, ms) => sum + ms, 0);
  return {
    requests: sorted.length,
    meanMs: round(total / sorted.length),
    p50Ms: round(quantile(sorted, 0.5)),
    p95Ms: round(quantile(sorted, 0.95)),
    p99Ms: round(quantile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
    requestsPerSecond: Math.round((sorted.length / wallMs) * 1000),
    cpuMsPerRequest: round(cpuMs / sorted.length),
  };
}

/** A plain-text table for the terminal. */
export function formatTable(rows: { name: string; summary: LatencySummary }[]): string {
  const header = ['case', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'req/s', 'cpu ms/req'];
  const body = rows.map(({ name, summary: s }) => [
    name,
    String(s.requests),
    s.p50Ms.toFixed(2),
    s.p95Ms.toFixed(2),
    s.p99Ms.toFixed(2),
    s.maxMs.toFixed(2),
    String(s.requestsPerSecond),
    s.cpuMsPerRequest.toFixed(2),
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
