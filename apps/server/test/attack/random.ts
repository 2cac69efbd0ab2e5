/** A small seeded generator (mulberry32), so a failing fuzz run reproduces with its seed. */
export type Random = {
  seed: number;
  /** A float in [0, 1). */
  next(): number;
  int(maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (maxExclusive: number) => Math.floor(next() * maxExclusive);
  return {
    seed,
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < count && pool.length > 0) out.push(pool.splice(int(pool.length), 1)[0]!);
      return out;
    },
  };
}
