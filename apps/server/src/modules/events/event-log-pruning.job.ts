import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createIntervalJob, type BackgroundJob } from '../../lib/interval-job.ts';
import type { EventBus } from './event-bus.ts';
import { pruneEventLog } from './event-log.sql.ts';

export const EVENT_LOG_PRUNING_INTERVAL_MS = 60_000;
/** Rows one pass deletes at most (a short statement; the next pass takes the rest). */
const PRUNE_BATCH = 20_000;
export const EVENT_CATCH_UP_INTERVAL_MS = 2000;

/** Once a pass: one pass at a time on any number of instances; a deleted row is deleted. */
export function runEventLogPruningOnce(db: Db, retentionMinutes: number): Promise<number> {
  return pruneEventLog(db, retentionMinutes, PRUNE_BATCH);
}

/**
 * Deletes the live events older than the retention (decision 086, `EVENT_LOG_RETENTION_MINUTES`):
 * a browser away longer is told to reload instead of being replayed to.
 */
export function createEventLogPruningJob(
  deps: { db: Db; log: FastifyBaseLogger; retentionMinutes: number },
  intervalMs = EVENT_LOG_PRUNING_INTERVAL_MS,
): BackgroundJob {
  return createIntervalJob({
    name: 'event log pruning',
    intervalMs,
    runAtStart: true,
    log: deps.log,
    run: () => runEventLogPruningOnce(deps.db, deps.retentionMinutes),
    describe: (pruned) => (pruned > 0 ? { pruned } : undefined),
  });
}

/**
 * Reads the log for every listing this instance's streams watch (decision 087): an event whose
 * NOTIFY or NATS message was lost — the listening connection dropped, NATS unreachable, the
 * writer crashed between its commit and its announcement — reaches its streams this late.
 */
export function createEventCatchUpJob(
  deps: { events: EventBus; log: FastifyBaseLogger },
  intervalMs = EVENT_CATCH_UP_INTERVAL_MS,
): BackgroundJob {
  return createIntervalJob({
    name: 'live event catch-up',
    intervalMs,
    log: deps.log,
    run: () => deps.events.catchUp(),
  });
}
