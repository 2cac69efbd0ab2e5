import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** How often the embedded database's planner statistics of the listings are refreshed. */
export const LISTING_STATISTICS_INTERVAL_MS = 10 * 60_000;

/**
 * PGlite runs no autovacuum worker, so unless someone asks, its planner never learns how many
 * listings there are or how prices and cities spread, and rows that bids update leave dead
 * versions behind. Without statistics the browse queries pick sequential scans and p95 goes
 * from ~15 ms to over 100 ms at 10,000 listings (bench/README.md). So on PGlite the listings and
 * their images get VACUUM (ANALYZE) when the app is ready (after migrations and demo content)
 * and every ten minutes after; on 10,000 rows that takes a few milliseconds. On PostgreSQL
 * autovacuum does this.
 */
export function keepListingStatisticsFresh(
  app: FastifyInstance,
  intervalMs = LISTING_STATISTICS_INTERVAL_MS,
): void {
  const { database } = app.deps;
  if (database.autovacuum) return;
  let timer: ReturnType<typeof setInterval> | undefined;

  const analyze = async () => {
    try {
      await database.db.execute(sql`vacuum (analyze) listings, listing_images`);
    } catch (error) {
      // Statistics only make queries faster; a failed refresh must not disturb anything else.
      app.log.warn({ err: error }, 'listing statistics refresh failed');
    }
  };

  app.addHook('onReady', async () => {
    await analyze();
    timer = setInterval(() => void analyze(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
