import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../../db/client.ts';
import type { StopListening } from '../../db/listen.ts';
import { markDead, selectUndispatched } from './delivery.repository.ts';
import { deliverNotification, type DeliveryDeps } from './deliver-notification.ts';
import { MEMBER_NOTIFICATIONS_CHANNEL } from './notification-events.ts';

export const DELIVERY_QUEUE = 'notification-delivery';
export const DEAD_LETTER_QUEUE = 'notification-dead';

export type NotificationQueueOptions = {
  /** Attempts after the first; then the job goes to the dead-letter queue and the row is dead. */
  retryLimit: number;
  /** The first retry's delay; each next one doubles (with jitter) up to `retryDelayMaxSeconds`. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  pollingIntervalSeconds: number;
  /** The backstop pass that queues recorded rows whose commit-time signal was missed. */
  sweepIntervalMs: number;
  /** Workers one instance runs; each fetches up to `batchSize` deliveries and sends them at once. */
  concurrency: number;
  /**
   * Deliveries a worker takes per fetch. While fetches come back full the worker fetches again at
   * once (pg-boss's burst mode), so a backlog drains at the providers' pace, not the poll's.
   */
  batchSize: number;
  /**
   * A worker refreshes its deliveries' heartbeat every half of this; a delivery whose heartbeat
   * is older (its worker died: kill -9, a lost machine) is failed and retried by any instance.
   * pg-boss's shortest is 10 s.
   */
  heartbeatSeconds: number;
  /** How often an instance looks for such deliveries (pg-boss's supervise and monitor passes). */
  superviseIntervalSeconds: number;
};

/**
 * Retries: 2 s, 4 s, 8 s … (each doubled with up to as much jitter again), capped at one hour: the
 * 11th and last about 1–2 hours after the first attempt. A delivery whose worker died is retried
 * 7–21 s after the crash: its last heartbeat was 0–5 s old, it counts as lost 10 s after it, the
 * next supervise pass comes within 5 s, the first retry waits 2–4 s, the next poll comes within
 * 2 s (decision 054).
 */
export const DEFAULT_QUEUE_OPTIONS: NotificationQueueOptions = {
  retryLimit: 11,
  retryDelaySeconds: 2,
  retryDelayMaxSeconds: 3600,
  pollingIntervalSeconds: 2,
  sweepIntervalMs: 5000,
  concurrency: 2,
  batchSize: 10,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 5,
};

/**
 * The longest a worker may hold a batch of deliveries while alive (each send has its own timeout,
 * Netgsm's 10 s): past it pg-boss fails the batch and the deliveries not yet handed off retry.
 */
const DELIVERY_EXPIRE_SECONDS = 120;

/**
 * The job id of one delivery of a notification: derived from the row (and its generation, which
 * an administrator's retry increases), so queuing it twice — from two instances, or from the
 * signal and the sweep — inserts one job (pg-boss ignores a second insert of an id).
 */
export function deliveryJobId(notificationId: string, generation: number): string {
  const hex = createHash('sha256').update(`${notificationId}:${generation}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * How soon a cron occurrence becomes a job and is picked up: checked every 10 s (pg-boss's
 * default is 30 s), so a minute's 'auction starts' goes out within about 15 s of its minute.
 */
const CRON_TIMING = { cronMonitorIntervalSeconds: 10, cronWorkerIntervalSeconds: 2 };
const SCHEDULED_POLLING_SECONDS = 2;

/** pg-boss on the app's database: through the embedded PGlite, or its own small pool. */
function createBoss(database: Database, options: NotificationQueueOptions): PgBoss {
  // The pass that fails deliveries whose worker stopped beating (and expired ones).
  const supervision = {
    superviseIntervalSeconds: options.superviseIntervalSeconds,
    monitorIntervalSeconds: options.superviseIntervalSeconds,
  };
  if (database.kind === 'pglite' && database.pglite) {
    return new PgBoss({
      db: fromPglite(database.pglite),
      backend: 'pglite',
      schema: 'pgboss',
      ...CRON_TIMING,
      ...supervision,
    });
  }
  const connectionString = database.pool?.options.connectionString;
  if (!connectionString) throw new Error('notification queue: no database connection string');
  return new PgBoss({
    connectionString,
    max: 3,
    schema: 'pgboss',
    ...CRON_TIMING,
    ...supervision,
  });
}

/**
 * Work run on a cron across instances (one job per occurrence). `tz` is the zone the cron is read
 * in (UTC by default); a missed occurrence (the server was down) runs once at the next start.
 */
export type ScheduledWork = {
  name: string;
  cron: string;
  tz?: string;
  run: () => Promise<unknown>;
};

export type NotificationQueue = {
  start(): Promise<void>;
  /** Queues every recorded, never-attempted SMS and e-mail (safe to call any time, anywhere). */
  dispatch(): Promise<number>;
  stop(): Promise<void>;
  boss: PgBoss;
};

/**
 * Delivery after commit (decision 034). The domain records rows in its own transaction; their
 * NOTIFY (and a sweep every few seconds, for a signal lost to a restart) queues one pg-boss job
 * per row; workers on every instance take jobs with SKIP LOCKED, retry with exponential backoff,
 * and hand exhausted jobs to the dead-letter queue, whose worker marks the row dead for the
 * administrators. `scheduled` work (auction reminders and starts, the saved searches' daily
 * digest) runs once per cron occurrence across instances.
 */
export function createNotificationQueue(
  deps: DeliveryDeps & { database: Database; log: FastifyBaseLogger },
  options: NotificationQueueOptions = DEFAULT_QUEUE_OPTIONS,
  scheduled: ScheduledWork[] = [],
): NotificationQueue {
  const { database, log } = deps;
  const boss = createBoss(database, options);
  boss.on('error', (error) => log.error({ err: error }, 'notification queue error'));
  let sweep: NodeJS.Timeout | undefined;
  let stopListening: StopListening | undefined;
  let dispatching: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function dispatchOnce(): Promise<number> {
    const rows = await selectUndispatched(database.db, 500);
    if (rows.length === 0) return 0;
    await boss.insert(
      DELIVERY_QUEUE,
      rows.map((row) => ({
        id: deliveryJobId(row.id, row.generation),
        data: { notificationId: row.id },
      })),
    );
    return rows.length;
  }

  /** One pass at a time; a signal during a pass runs one more after it. */
  function dispatch(): Promise<number> {
    if (dispatching) {
      again = true;
      return dispatching;
    }
    dispatching = dispatchOnce().finally(() => {
      dispatching = null;
      if (again && !stopped) {
        again = false;
        void dispatch().catch((error: unknown) => log.error({ err: error }, 'dispatch failed'));
      }
    });
    return dispatching;
  }

  const signal = () => {
    if (!stopped)
      void dispatch().catch((error: unknown) => log.error({ err: error }, 'dispatch failed'));
  };

  return {
    boss,
    dispatch,
    async start() {
      await boss.start();
      await boss.createQueue(DEAD_LETTER_QUEUE);
      const delivery = {
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: options.retryDelayMaxSeconds,
        expireInSeconds: DELIVERY_EXPIRE_SECONDS,
        heartbeatSeconds: options.heartbeatSeconds,
      };
      await boss.createQueue(DELIVERY_QUEUE, { ...delivery, deadLetter: DEAD_LETTER_QUEUE });
      // createQueue leaves a queue that exists as it is: a database an older version set up
      // (2-minute expiry, no heartbeat) takes these settings here, for the jobs queued from now.
      await boss.updateQueue(DELIVERY_QUEUE, delivery);
      await boss.work<{ notificationId: string }>(
        DELIVERY_QUEUE,
        {
          pollingIntervalSeconds: options.pollingIntervalSeconds,
          localConcurrency: options.concurrency,
          batchSize: options.batchSize,
          burstWhenBatchFull: true,
        },
        async (jobs) => {
          const results = await Promise.allSettled(
            jobs.map((job) => deliverNotification(deps, job.data.notificationId)),
          );
          // A refused delivery goes back to its own retry (with backoff); the others of the batch
          // complete when this handler returns (pg-boss completes only jobs still active).
          for (const [index, job] of jobs.entries()) {
            const result = results[index];
            if (result?.status !== 'rejected') continue;
            const reason: unknown = result.reason;
            await boss.fail(DELIVERY_QUEUE, job.id, {
              message: reason instanceof Error ? reason.message : String(reason),
            });
          }
        },
      );
      await boss.work<{ notificationId: string }>(
        DEAD_LETTER_QUEUE,
        { pollingIntervalSeconds: options.pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          await markDead(database.db, job.data.notificationId, deps.clock());
        },
      );
      for (const work of scheduled) {
        await boss.createQueue(work.name);
        await boss.schedule(work.name, work.cron, null, {
          ...(work.tz ? { tz: work.tz } : {}),
          missed: 'once',
        });
        await boss.work(
          work.name,
          { pollingIntervalSeconds: SCHEDULED_POLLING_SECONDS },
          async () => {
            await work.run();
          },
        );
      }
      stopListening = await database.listen(MEMBER_NOTIFICATIONS_CHANNEL, signal, (error, what) =>
        log.warn({ err: error }, `notification queue: ${what}`),
      );
      sweep = setInterval(signal, options.sweepIntervalMs);
      sweep.unref();
      signal();
    },
    async stop() {
      stopped = true;
      clearInterval(sweep);
      await stopListening?.();
      await dispatching?.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
