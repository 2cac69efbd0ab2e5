import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import {
  deleteCounter,
  deleteEndedCounters,
  deleteSubjectCounters,
  hitCounter,
  readCounters,
} from './rate-limits.repository.ts';

/** A counter as its limit sees it: hits in the live window (0 when none), and when it ends. */
export type Counter = { hits: number; windowEndsAt: Date; lastHitAt: Date | null };
export type Verdict = { limited: false } | { limited: true; retryAfter: number };
export type Limit = { max: number; windowMs: number };
/**
 * How a hit counts: `slide` restarts the window at every hit (remember since the last one);
 * `subject` names whom the counter belongs to (`phone:5321234567`), so that `forgetSubject`
 * can forget all of theirs at once.
 */
export type CountOptions = { slide?: boolean; subject?: string };

/** Ended counters are swept at most this often per instance (on the next hit). */
const SWEEP_EVERY_MS = 60_000;

/** Whole seconds until `moment`, at least 1 (what a 429 tells the caller to wait). */
export const secondsUntil = (moment: number, now: number) =>
  Math.max(1, Math.ceil((moment - now) / 1000));

/** Keys are stored hashed: fixed length, and no phone, e-mail or address in clear. */
const storedKey = (key: string) => createHash('sha256').update(key).digest('hex');
/** Subjects too, under their own prefix (a subject never equals a key's hash). */
const storedSubject = (subject: string) => storedKey(`subject:${subject}`);

/**
 * Every security limit's counters, in the database so that all instances share them (decision
 * 016). Time comes from the app clock. Callers name their keys (`sign-in:phone:5321234567`).
 */
export function createRateLimits(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function sweepIfDue(now: Date) {
    const at = now.getTime();
    if (at - lastSweep < SWEEP_EVERY_MS && at >= lastSweep) return;
    lastSweep = at;
    await deleteEndedCounters(db, now);
  }

  /** Counts one hit (see `CountOptions`). */
  async function count(
    key: string,
    windowMs: number,
    options: CountOptions = {},
  ): Promise<Counter> {
    const now = clock();
    await sweepIfDue(now);
    const row = await hitCounter(db, {
      key: storedKey(key),
      now,
      windowEndsAt: new Date(now.getTime() + windowMs),
      slide: options.slide ?? false,
      subject: options.subject === undefined ? null : storedSubject(options.subject),
    });
    return { hits: row.hits, windowEndsAt: row.windowEndsAt, lastHitAt: row.lastHitAt };
  }

  return {
    count,

    /** Counts this attempt and refuses it when it is past `max` in the window. */
    async hit(key: string, limit: Limit): Promise<Verdict> {
      const counter = await count(key, limit.windowMs);
      if (counter.hits <= limit.max) return { limited: false };
      return {
        limited: true,
        retryAfter: secondsUntil(counter.windowEndsAt.getTime(), clock().getTime()),
      };
    },

    /**
     * The live counters of `keys` without counting (a key with no live window reads as 0); in
     * `tx` when given.
     */
    async read(keys: string[], tx?: Tx): Promise<Counter[]> {
      const now = clock().getTime();
      const rows = await readCounters(tx ?? db, keys.map(storedKey));
      return keys.map((key) => {
        const row = rows.find((r) => r.key === storedKey(key));
        return row && row.windowEndsAt.getTime() > now
          ? { hits: row.hits, windowEndsAt: row.windowEndsAt, lastHitAt: row.lastHitAt }
          : { hits: 0, windowEndsAt: new Date(now), lastHitAt: null };
      });
    },

    /** Forgets a counter (a successful sign-in clears its failures), in `tx` when given. */
    forget(key: string, tx?: Tx): Promise<void> {
      return deleteCounter(tx ?? db, storedKey(key));
    },

    /**
     * Forgets every counter counted with this `subject`, in `tx` when given (so it commits with
     * the caller's audit row); answers how many there were.
     */
    forgetSubject(subject: string, tx?: Tx): Promise<number> {
      return deleteSubjectCounters(tx ?? db, storedSubject(subject));
    },
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;
