import type { JobMonitor, JobPass } from '../../lib/interval-job.ts';
import type { AppMetrics } from '../metrics/index.ts';

/** One pass as kept: small and without ids (a summary's lists become their lengths). */
export type PassRecord = {
  /** When the pass ended (ISO). */
  at: string;
  ok: boolean;
  durationMs: number;
  summary?: Record<string, number | string | boolean>;
  error?: string;
};

/** A job's last pass, its last pass that did something, its last failure. */
export type JobRunRecord = { last: PassRecord; lastWork?: PassRecord; lastFailure?: PassRecord };

const ERROR_MAX = 300;

/**
 * A failure as the operator may read it: the first message down the cause chain that is not
 * Drizzle's "Failed query: … params: …" (the values may be secrets), its first line only.
 */
export function shownError(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (!current.message.startsWith('Failed query:')) {
      const line = current.message.split('\n')[0] ?? '';
      return (line.split(/\bparams:/)[0] ?? '').slice(0, ERROR_MAX);
    }
    current = current.cause;
  }
  return error instanceof Error ? error.name : 'Bilinmeyen hata';
}

function keep(pass: JobPass): PassRecord {
  const record: PassRecord = {
    at: pass.finishedAt.toISOString(),
    ok: pass.ok,
    durationMs: Math.max(0, pass.finishedAt.getTime() - pass.startedAt.getTime()),
  };
  if (pass.summary) {
    const summary: Record<string, number | string | boolean> = {};
    for (const [key, value] of Object.entries(pass.summary).slice(0, 10)) {
      if (Array.isArray(value)) summary[key] = value.length;
      else if (typeof value === 'number' || typeof value === 'boolean') summary[key] = value;
      else if (typeof value === 'string') summary[key] = value.slice(0, 100);
    }
    record.summary = summary;
  }
  if (!pass.ok) record.error = shownError(pass.error);
  return record;
}

/**
 * This instance's job passes (decision 088): counted on /metrics as they happen, the last ones
 * kept in memory and written with the instance's heartbeat (a row every few seconds, not a
 * write per pass of a job that runs every second).
 */
export function createJobRuns(metrics: AppMetrics) {
  const runs = new Map<string, JobRunRecord>();
  const monitor: JobMonitor = {
    passed(job, pass) {
      metrics.jobRuns.inc({ job, outcome: pass.ok ? 'ok' : 'failed' });
      const record = keep(pass);
      const before = runs.get(job);
      runs.set(job, {
        last: record,
        lastWork: pass.ok && pass.summary ? record : before?.lastWork,
        lastFailure: pass.ok ? before?.lastFailure : record,
      });
    },
  };
  return {
    monitor,
    /** Runs `run` as one pass of `job`, told to the monitor (scheduled work on the queue). */
    async observe<T>(job: string, run: () => Promise<T>): Promise<T> {
      const startedAt = new Date();
      try {
        const result = await run();
        monitor.passed(job, { startedAt, finishedAt: new Date(), ok: true });
        return result;
      } catch (error) {
        monitor.passed(job, { startedAt, finishedAt: new Date(), ok: false, error });
        throw error;
      }
    },
    snapshot(): Record<string, JobRunRecord> {
      return Object.fromEntries(runs);
    },
  };
}

export type JobRuns = ReturnType<typeof createJobRuns>;
