/**
 * A latency histogram that several processes fill and one merges (bench/scale.ts): buckets 2 %
 * wide on a log scale from 0.1 ms (the first bucket holds everything below), so millions of
 * deliveries cost a few kilobytes and a quantile is exact to within 2 %.
 */
const BASE = 1.02;
const FLOOR_MS = 0.1;
const BUCKETS = 800; // up to 0.1 ms · 1.02^800 ≈ 770 s

export class Histogram {
  readonly counts: number[];
  constructor(counts?: number[]) {
    this.counts = counts ? [...counts] : Array<number>(BUCKETS).fill(0);
  }

  add(ms: number) {
    const i =
      ms <= FLOOR_MS
        ? 0
        : Math.min(BUCKETS - 1, 1 + Math.floor(Math.log(ms / FLOOR_MS) / Math.log(BASE)));
    this.counts[i] = (this.counts[i] ?? 0) + 1;
  }

  merge(other: readonly number[]) {
    other.forEach((n, i) => (this.counts[i] = (this.counts[i] ?? 0) + n));
  }

  get total(): number {
    return this.counts.reduce((sum, n) => sum + n, 0);
  }

  /** The upper edge of the bucket holding quantile q (0..1), in ms; NaN when empty. */
  quantile(q: number): number {
    const total = this.total;
    if (total === 0) return Number.NaN;
    const rank = Math.max(1, Math.ceil(q * total));
    let seen = 0;
    for (let i = 0; i < this.counts.length; i++) {
      seen += this.counts[i] ?? 0;
      if (seen >= rank) return FLOOR_MS * BASE ** i;
    }
    return Number.NaN;
  }

  /** The upper edge of the highest bucket used (ms). */
  get max(): number {
    for (let i = this.counts.length - 1; i >= 0; i--) {
      if ((this.counts[i] ?? 0) > 0) return FLOOR_MS * BASE ** i;
    }
    return Number.NaN;
  }
}
