/**
 * A small in-memory sliding-window counter for limits keyed by something in the body (a phone,
 * an e-mail, an account) — @fastify/rate-limit only sees the request before the body is parsed.
 * Per instance: with N instances a caller gets at most N times the limit, which still bounds
 * guessing. Time comes from the app clock so tests can move it.
 */
export type RateCounter = {
  /** Counts one attempt for `key`; `retryAfter` (seconds) when the limit was already reached. */
  hit(key: string): { limited: false } | { limited: true; retryAfter: number };
};

const SWEEP_ABOVE = 10_000;

export function createRateCounter(options: {
  max: number;
  windowMs: number;
  clock: () => Date;
}): RateCounter {
  const hits = new Map<string, number[]>();

  function sweep(now: number) {
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= now - options.windowMs) hits.delete(key);
    }
  }

  return {
    hit(key) {
      const now = options.clock().getTime();
      if (hits.size > SWEEP_ABOVE) sweep(now);
      const recent = (hits.get(key) ?? []).filter((t) => t > now - options.windowMs);
      if (recent.length >= options.max) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return {
          limited: true,
          retryAfter: Math.max(1, Math.ceil((oldest + options.windowMs - now) / 1000)),
        };
      }
      recent.push(now);
      hits.set(key, recent);
      return { limited: false };
    },
  };
}
