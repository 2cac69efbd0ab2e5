import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createIntervalJob, type BackgroundJob, type JobMonitor } from '../../lib/interval-job.ts';
import { createPaymentReconciliation } from './payment-reconciliation.service.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';

const INTERVAL_MS = 60_000;

export type PaymentReconciliationJobDeps = {
  db: Db;
  clock: () => Date;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
  jobMonitor?: JobMonitor;
};

/**
 * Every minute, asks the payment provider about payments left pending (their answer lost) and
 * settles them: `payment-reconciliation.service.ts`. Any number of instances may run it: each
 * payment is claimed by one run at a time, and settles once.
 */
export function createPaymentReconciliationJob(
  deps: PaymentReconciliationJobDeps,
  intervalMs = INTERVAL_MS,
): BackgroundJob {
  const reconciliation = createPaymentReconciliation({ ...deps, provider: deps.payments });
  return createIntervalJob({
    name: 'payment reconciliation',
    intervalMs,
    log: deps.log,
    monitor: deps.jobMonitor,
    run: () => reconciliation.reconcileOnce(),
    describe: ({ asked, completed, failed }) =>
      asked > 0 ? { asked, completed, failed } : undefined,
  });
}
