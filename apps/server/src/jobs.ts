import {
  createAuctionJobs,
  runAuctionRemindersOnce,
  runAuctionStartsOnce,
} from './modules/auctions/index.ts';
import { createEventCatchUpJob, createEventLogPruningJob } from './modules/events/index.ts';
import { createListingStatisticsJob } from './modules/listings/index.ts';
import {
  createNotificationQueue,
  DEFAULT_QUEUE_OPTIONS,
  DIGEST_SCHEDULE,
  runSavedSearchDigestsOnce,
  type NotificationQueue,
  type NotificationQueueOptions,
  type ScheduledWork,
} from './modules/notifications/index.ts';
import { createInvoicingJob } from './modules/invoices/index.ts';
import { createPaymentReconciliationJob } from './modules/payments/index.ts';
import { createDocumentGenerationJob } from './modules/sale-documents/index.ts';
import { runRunnerUpHoldsOnce, runSaleRemindersOnce } from './modules/sales/index.ts';
import { createHeartbeatJob } from './modules/system-status/index.ts';
import type { AppDeps, Services } from './services.ts';

/*
 * Every piece of background work of the server, declared here and nowhere else: built from the
 * composition root's providers and services (services.ts), started by server.ts after `listen`
 * and stopped before the app closes. Tests build the same set (`createJobs`) or call a job's
 * `run…Once` with their own clock. Each is safe on any number of instances at once:
 *
 *   timers on every instance (their statements claim rows with FOR UPDATE SKIP LOCKED)
 *     auction closing         every second: end due listings, open due ones  (modules/auctions)
 *     payment reconciliation  every minute: settle payments whose answer was lost (modules/payments)
 *     listing statistics      at start and every 10 min, PGlite only: VACUUM (ANALYZE) (modules/listings)
 *     sale documents          every 5 s: a sale's result document, a completed sale's summary (modules/sale-documents)
 *     invoicing               every 10 s: open, send, follow and settle fee invoices (modules/invoices)
 *     heartbeat               at start and every 10 s: this instance's row for 'Sistem Durumu' (modules/system-status)
 *     event log pruning       at start and every minute: live events past their retention (modules/events)
 *     live event catch-up     every 2 s: the log of watched listings, for a lost NOTIFY/NATS message (modules/events)
 *   pg-boss on the database (modules/notifications/notification-queue.ts)
 *     notification delivery   each SMS / e-mail row, after commit, retried with backoff
 *     schedules               one job per cron occurrence across instances (SCHEDULES below)
 */

/** When each scheduled piece of work runs (pg-boss cron; `tz` the zone it is read in, else UTC). */
export const SCHEDULES = {
  /** The T−1 h and T−10 min reminders before an auction's end (decision 034). */
  'auction-reminders': { cron: '* * * * *' },
  /** 'İhale başladı' to the watchers of an announced auction (decision 039). */
  'auction-starts': { cron: '* * * * *' },
  /** The saved searches' daily digest, 08:00 in Istanbul (decision 039). */
  'saved-search-digest': DIGEST_SCHEDULE,
  /** Reminders before a sale step's deadline (issue 29). */
  'sale-reminders': { cron: '* * * * *' },
  /** The runner-up's hold at its limit, an unanswered offer at its deadline: released (issue 29). */
  'sale-runner-up-holds': { cron: '* * * * *' },
} as const satisfies Record<string, { cron: string; tz?: string }>;

export type ScheduleName = keyof typeof SCHEDULES;

export type JobOptions = {
  closingIntervalMs?: number;
  reconciliationIntervalMs?: number;
  statisticsIntervalMs?: number;
  saleDocumentsIntervalMs?: number;
  invoicingIntervalMs?: number;
  heartbeatIntervalMs?: number;
  eventCatchUpIntervalMs?: number;
  queue?: NotificationQueueOptions;
  /** Another cron for a schedule (a test runs them every few seconds). */
  schedules?: Partial<Record<ScheduleName, { cron: string; tz?: string }>>;
};

export type Jobs = {
  /** Starts every job; resolves once the queue is ready (its schema installed). */
  start(): Promise<void>;
  /** Stops every job, waiting for passes in progress. */
  stop(): Promise<void>;
  /** The delivery queue (pg-boss), for a test or an operator's script. */
  notificationQueue: NotificationQueue;
};

/** The background work of one instance, from its providers and services. */
export function createJobs(deps: AppDeps, services: Services, options: JobOptions = {}): Jobs {
  const run: Record<ScheduleName, () => Promise<unknown>> = {
    'auction-reminders': () => runAuctionRemindersOnce(deps),
    'auction-starts': () => runAuctionStartsOnce(deps),
    'saved-search-digest': () => runSavedSearchDigestsOnce(deps),
    'sale-reminders': () => runSaleRemindersOnce(deps),
    'sale-runner-up-holds': () => runRunnerUpHoldsOnce(deps),
  };
  const scheduled: ScheduledWork[] = (Object.keys(SCHEDULES) as ScheduleName[]).map((name) => ({
    name,
    ...(options.schedules?.[name] ?? SCHEDULES[name]),
    // Each occurrence's pass is told to the instance's job record (/metrics, 'Sistem Durumu').
    run: () => deps.jobRuns.observe(name, run[name]),
  }));
  const timers = [
    createAuctionJobs(deps, options.closingIntervalMs),
    createPaymentReconciliationJob(deps, options.reconciliationIntervalMs),
    createListingStatisticsJob(deps, options.statisticsIntervalMs),
    createDocumentGenerationJob(
      {
        ...deps,
        identity: services.identity,
        siteName: deps.config.siteName,
        publicUrl: deps.config.publicUrl,
      },
      options.saleDocumentsIntervalMs,
    ),
    createInvoicingJob(
      {
        ...deps,
        provider: deps.invoices,
        identity: services.identity,
        storage: deps.documents,
        supplier: deps.config.invoices.supplier,
      },
      options.invoicingIntervalMs,
    ),
    createHeartbeatJob(
      { ...deps, openStreams: () => services.streamSlots.open },
      options.heartbeatIntervalMs,
    ),
    createEventLogPruningJob({
      db: deps.db,
      log: deps.log,
      retentionMinutes: deps.config.events.retentionMinutes,
    }),
    createEventCatchUpJob(deps, options.eventCatchUpIntervalMs),
  ].filter((job) => job !== null);
  const notificationQueue = createNotificationQueue(
    {
      ...deps,
      siteName: deps.config.siteName,
      publicUrl: deps.config.publicUrl,
      unsubscribeTokens: services.marketing.tokens,
    },
    options.queue ?? DEFAULT_QUEUE_OPTIONS,
    scheduled,
  );
  return {
    notificationQueue,
    async start() {
      for (const job of timers) job.start();
      await notificationQueue.start();
    },
    async stop() {
      await Promise.all([...timers.map((job) => job.stop()), notificationQueue.stop()]);
    },
  };
}
