import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createIntervalJob, type BackgroundJob } from '../../lib/interval-job.ts';
import { deleteHeartbeatsBefore, upsertHeartbeat } from './heartbeat.repository.ts';
import type { InstanceIdentity } from './instance.ts';
import type { JobRuns } from './job-runs.ts';

const INTERVAL_MS = 10_000;
/** A heartbeat row older than this is an instance gone for good: deleted. */
const GONE_AFTER_MS = 24 * 60 * 60 * 1000;

export type HeartbeatDeps = {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  instance: InstanceIdentity;
  jobRuns: JobRuns;
  openStreams: () => number;
};

/** One heartbeat: this instance's row written (its streams and job passes), old rows removed. */
export async function beatOnce(deps: HeartbeatDeps): Promise<void> {
  const now = deps.clock();
  await upsertHeartbeat(deps.db, deps.instance, {
    now,
    openStreams: deps.openStreams(),
    jobRuns: deps.jobRuns.snapshot(),
  });
  await deleteHeartbeatsBefore(deps.db, new Date(now.getTime() - GONE_AFTER_MS));
}

/**
 * The instance's heartbeat (decision 088): at start and every ten seconds, so 'Sistem Durumu'
 * lists it while it lives (seen in the last minute) and shows its jobs' last passes.
 */
export function createHeartbeatJob(deps: HeartbeatDeps, intervalMs = INTERVAL_MS): BackgroundJob {
  return createIntervalJob({
    name: 'heartbeat',
    intervalMs,
    runAtStart: true,
    log: deps.log,
    run: () => beatOnce(deps),
  });
}
