import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createIntervalJob, type BackgroundJob, type JobMonitor } from '../../lib/interval-job.ts';

/** How often the embedded database's planner statistics of the listings are refreshed. */
export const LISTING_STATISTICS_INTERVAL_MS = 10 * 60_000;

/** VACUUM (ANALYZE) of the listings and their images: what autovacuum would do on PostgreSQL. */
export async function refreshListingStatistics(database: Database): Promise<void> {
  await database.db.execute(sql`vacuum (analyze) listings, listing_images`);
}

/**
 * PGlite runs no autovacuum worker, so unless someone asks, its planner never learns how many
 * listings there are or how prices and cities spread, and rows that bids update leave dead
 * versions behind. Without statistics the browse queries pick sequential scans and p95 goes
 * from ~15 ms to over 100 ms at 10,000 listings (bench/README.md). So on PGlite the listings and
 * their images get VACUUM (ANALYZE) when the jobs start (after migrations and demo content) and
 * every ten minutes after; on 10,000 rows that takes a few milliseconds. On PostgreSQL
 * autovacuum does this, and the job is none.
 */
export function createListingStatisticsJob(
  deps: { database: Database; log: FastifyBaseLogger; jobMonitor?: JobMonitor },
  intervalMs = LISTING_STATISTICS_INTERVAL_MS,
): BackgroundJob | null {
  const { database, log } = deps;
  if (database.autovacuum) return null;
  return createIntervalJob({
    name: 'listing statistics',
    intervalMs,
    runAtStart: true,
    // Statistics only make queries faster; a failed refresh is logged and disturbs nothing else.
    log,
    monitor: deps.jobMonitor,
    run: () => refreshListingStatistics(database),
  });
}
