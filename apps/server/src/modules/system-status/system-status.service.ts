import {
  INSTANCE_ALIVE_SECONDS,
  RETRY_JOB_MESSAGE,
  type FailedJob,
  type JobRun,
  type RetryJobResponse,
  type SystemStatus,
} from '@arsamezat/shared/admin/admin-system';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { queueJobCounts } from '../metrics/index.ts';
import {
  cancelFailedJob,
  databaseSize,
  lockJob,
  retryJob,
  selectFailedJobs,
  type FailedJobRow,
} from './failed-jobs.repository.ts';
import { selectHeartbeatsSince } from './heartbeat.repository.ts';
import type { JobRunRecord } from './job-runs.ts';

/** Job passes are read from the heartbeats of the last day (an instance gone keeps its record). */
const JOB_RUNS_WINDOW_MS = 24 * 60 * 60 * 1000;
const FAILED_JOBS_SHOWN = 50;
/** The queue whose failed job is a notification: retried as the notification's new delivery. */
const DELIVERY_QUEUE = 'notification-delivery';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function failureText(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) {
    const { message } = output;
    if (typeof message === 'string') return (message.split('\n')[0] ?? '').slice(0, 300);
  }
  return null;
}

function toFailedJob(row: FailedJobRow): FailedJob {
  return {
    id: row.id,
    queue: row.name,
    createdAt: new Date(row.created_on).toISOString(),
    failedAt: iso(row.completed_on),
    attempts: row.retry_count + 1,
    error: failureText(row.output),
  };
}

/** Per job, the newest pass among every instance's record (and its newest work and failure). */
function mergeJobRuns(beats: { host: string; jobRuns: unknown }[]): JobRun[] {
  const merged = new Map<string, JobRun>();
  const newer = <T extends { at: string }>(a: T | null | undefined, b: T | null | undefined) =>
    !a ? (b ?? null) : !b ? a : a.at >= b.at ? a : b;
  for (const beat of beats) {
    const runs = (beat.jobRuns ?? {}) as Record<string, JobRunRecord>;
    for (const [job, record] of Object.entries(runs)) {
      const seen = merged.get(job);
      const lastIsNew = !seen || record.last.at > seen.last.at;
      merged.set(job, {
        job,
        last: lastIsNew ? record.last : seen.last,
        host: lastIsNew ? beat.host : seen.host,
        lastWork: newer(seen?.lastWork, record.lastWork),
        lastFailure: newer(seen?.lastFailure, record.lastFailure),
      });
    }
  }
  return [...merged.values()].sort((a, b) => a.job.localeCompare(b.job));
}

/**
 * 'Sistem Durumu' (issue 31, decision 088): the operator's view of the running system, read from
 * the instances' heartbeats, pg-boss's table and PostgreSQL; and the retry of a failed job.
 */
export function createSystemStatusService(deps: {
  database: Database;
  clock: () => Date;
  /** A dead notification queued again (the notifications service's retry). */
  retryNotification: (notificationId: string) => Promise<unknown>;
}) {
  const { database, clock } = deps;
  const db = database.db;

  async function getStatus(): Promise<SystemStatus> {
    const now = clock();
    const [beats, counts, failed, sizeBytes] = await Promise.all([
      selectHeartbeatsSince(db, new Date(now.getTime() - JOB_RUNS_WINDOW_MS)),
      queueJobCounts(database),
      selectFailedJobs(db, FAILED_JOBS_SHOWN),
      databaseSize(db),
    ]);
    const aliveSince = now.getTime() - INSTANCE_ALIVE_SECONDS * 1000;
    const instances = beats
      .filter((beat) => beat.seenAt.getTime() >= aliveSince)
      .map((beat) => ({
        id: beat.id,
        host: beat.host,
        pid: beat.pid,
        version: beat.version,
        startedAt: beat.startedAt.toISOString(),
        seenAt: beat.seenAt.toISOString(),
        openStreams: beat.openStreams,
      }));
    return {
      serverNow: now.toISOString(),
      instances,
      openStreams: instances.reduce((sum, instance) => sum + instance.openStreams, 0),
      queues: counts.map(({ name, queued, active, failed }) => ({
        queue: name,
        queued,
        active,
        failed,
      })),
      failedJobs: failed.map(toFailedJob),
      jobRuns: mergeJobRuns(beats),
      database: { kind: database.kind, sizeBytes },
    };
  }

  /**
   * A failed job run again, audited. A failed notification delivery is not run as it was (its
   * notification is dead by then, and the job would find nothing to send): the notification is
   * queued again as a fresh delivery, as 'Bildirimler' does, and the failed job is cancelled.
   */
  async function retry(
    adminId: string,
    params: { queue: string; id: string },
  ): Promise<RetryJobResponse> {
    const found = await db.transaction((tx) => lockJob(tx, params.queue, params.id));
    if (!found) throw new AppError('JOB_NOT_FOUND');
    const data = (found.data ?? {}) as { notificationId?: unknown };
    const notificationId =
      found.name === DELIVERY_QUEUE && typeof data.notificationId === 'string'
        ? data.notificationId
        : null;
    // The notification first: refused (not dead yet, or already queued again), nothing changes.
    if (found.state === 'failed' && notificationId !== null) {
      await deps.retryNotification(notificationId);
    }
    await db.transaction(async (tx) => {
      const job = await lockJob(tx, params.queue, params.id);
      if (!job) throw new AppError('JOB_NOT_FOUND');
      if (job.state !== 'failed') throw new AppError('JOB_NOT_RETRYABLE');
      const moved =
        notificationId === null
          ? await retryJob(tx, job.name, job.id)
          : await cancelFailedJob(tx, job.name, job.id);
      if (!moved) throw new AppError('JOB_NOT_RETRYABLE');
      await recordAudit(tx, {
        actorId: adminId,
        action: 'job.retried',
        entityType: 'job',
        entityId: job.id,
        before: { queue: job.name, state: job.state, error: failureText(job.output) },
        after:
          notificationId === null ? { state: 'retry' } : { state: 'cancelled', notificationId },
      });
    });
    return { message: RETRY_JOB_MESSAGE };
  }

  return { getStatus, retry };
}

export type SystemStatusService = ReturnType<typeof createSystemStatusService>;
