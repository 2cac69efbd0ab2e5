import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';

/** One counter as stored: hits in the window that ends at `windowEndsAt`. */
export type CounterRow = {
  key: string;
  hits: number;
  windowEndsAt: Date;
  lastHitAt: Date;
  subject: string | null;
};

/**
 * Counts one hit in one statement, so any number of instances count together: a counter whose
 * window has ended starts again at 1 with a new window; otherwise it goes up by one and keeps
 * its window, or (`slide`) its window restarts from this hit.
 */
export async function hitCounter(
  db: Db,
  hit: { key: string; now: Date; windowEndsAt: Date; slide: boolean; subject: string | null },
): Promise<CounterRow> {
  const expired = sql`${rateLimits.windowEndsAt} <= ${hit.now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({
      key: hit.key,
      hits: 1,
      windowEndsAt: hit.windowEndsAt,
      lastHitAt: hit.now,
      subject: hit.subject,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowEndsAt: hit.slide
          ? sql`excluded.window_ends_at`
          : sql`case when ${expired} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
        lastHitAt: sql`excluded.last_hit_at`,
        subject: sql`excluded.subject`,
      },
    })
    .returning();
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/** The stored counters among `keys` (ended windows included; the caller judges them). */
export function readCounters(db: Db | Tx, keys: string[]): Promise<CounterRow[]> {
  return db.select().from(rateLimits).where(inArray(rateLimits.key, keys));
}

export async function deleteCounter(db: Db | Tx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Removes every counter of one subject; returns how many there were. */
export async function deleteSubjectCounters(db: Db | Tx, subject: string): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(eq(rateLimits.subject, subject))
    .returning({ key: rateLimits.key });
  return gone.length;
}

/** Removes every counter whose window has ended; returns how many. */
export async function deleteEndedCounters(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lte(rateLimits.windowEndsAt, now))
    .returning({ key: rateLimits.key });
  return gone.length;
}
