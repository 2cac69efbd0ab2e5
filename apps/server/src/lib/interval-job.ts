import type { FastifyBaseLogger } from 'fastify';

/** Work the server does by itself on a timer (`jobs.ts` starts and stops every one). */
export type BackgroundJob = {
  start(): void;
  /** Clears the timer and waits for a pass in progress. */
  stop(): Promise<void>;
};

/** One pass of a background job, as the operator's 'Sistem Durumu' and /metrics see it. */
export type JobPass = {
  startedAt: Date;
  finishedAt: Date;
  ok: boolean;
  /** What the pass did (`describe`), when it did something. */
  summary?: object;
  /** What it failed with (the monitor decides what of it may be shown). */
  error?: unknown;
};

/** Told of every pass of every job (decision 088); `jobs.ts` gives the instance's own. */
export type JobMonitor = { passed(job: string, pass: JobPass): void };

/**
 * Runs `run` every `intervalMs` once started (and at once when `runAtStart`), never two passes
 * at once on one instance: a tick that finds the last pass still going is skipped. A failed pass
 * is logged and the next tick tries again. The timer does not keep the process alive. Whether
 * several instances may run the same work at once is the work's own business (each such job
 * claims its rows with `FOR UPDATE SKIP LOCKED`).
 */
export function createIntervalJob<T>(options: {
  name: string;
  intervalMs: number;
  run: () => Promise<T>;
  log: FastifyBaseLogger;
  /** What a pass did, for the log (nothing is logged when it returns undefined). */
  describe?: (result: T) => object | undefined;
  runAtStart?: boolean;
  /** Told of each pass and its outcome. */
  monitor?: JobMonitor;
}): BackgroundJob {
  const { name, log } = options;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (running) return;
    const startedAt = new Date();
    running = options
      .run()
      .then((result) => {
        const summary = options.describe?.(result);
        if (summary) log.info({ job: name, ...summary }, `${name}: done`);
        options.monitor?.passed(name, { startedAt, finishedAt: new Date(), ok: true, summary });
      })
      .catch((error: unknown) => {
        log.error({ err: error, job: name }, `${name} failed`);
        options.monitor?.passed(name, { startedAt, finishedAt: new Date(), ok: false, error });
      })
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
      if (options.runAtStart) tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
