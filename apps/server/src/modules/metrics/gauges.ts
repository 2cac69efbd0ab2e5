import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AppMetrics } from './app-metrics.ts';

/**
 * Each queue of pg-boss with its jobs waiting, running and failed (none until it starts); pg-boss's
 * own internal queues (`__pgboss…`) left out.
 */
export async function queueJobCounts(database: Database): Promise<QueueCounts[]> {
  const present = await database.db.execute(
    sql`select to_regclass('pgboss.queue')::text as "table"`,
  );
  if (!(present as { rows: { table: string | null }[] }).rows[0]?.table) return [];
  const result = await database.db.execute(sql`
    select q.name,
      count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
      count(j.id) filter (where j.state = 'active')::int as active,
      count(j.id) filter (where j.state = 'failed')::int as failed
    from pgboss.queue q
    left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
    where left(q.name, 8) <> '__pgboss'
    group by q.name order by q.name`);
  return (result as { rows: QueueCounts[] }).rows;
}

export type QueueCounts = { name: string; queued: number; active: number; failed: number };

/**
 * The gauges read at scrape time: streams open on this instance (listing, card-grid and bell
 * streams all take a slot), the database pool's connections, and the job queue's depth.
 */
export function watchGauges(
  metrics: AppMetrics,
  sources: { database: Database; openStreams: () => number },
) {
  const { database } = sources;
  metrics.gauge({
    name: 'arsamezat_live_streams_open',
    help: 'Live update streams (SSE) open on this instance.',
    collect(gauge) {
      gauge.set(sources.openStreams());
    },
  });
  metrics.gauge({
    name: 'arsamezat_db_pool_connections',
    help: 'Database connections of this instance by state (PGlite: one, never idle or waited for).',
    labelNames: ['state'] as const,
    collect(gauge) {
      const pool = database.pool;
      gauge.set({ state: 'total' }, pool ? pool.totalCount : 1);
      gauge.set({ state: 'idle' }, pool ? pool.idleCount : 0);
      gauge.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
    },
  });
  metrics.gauge({
    name: 'arsamezat_job_queue_jobs',
    help: 'Jobs of each queue (pg-boss) by state: queued (new or awaiting a retry), active, failed.',
    labelNames: ['queue', 'state'] as const,
    async collect(gauge) {
      gauge.reset();
      for (const row of await queueJobCounts(database)) {
        gauge.set({ queue: row.name, state: 'queued' }, row.queued);
        gauge.set({ queue: row.name, state: 'active' }, row.active);
        gauge.set({ queue: row.name, state: 'failed' }, row.failed);
      }
    },
  });
}
