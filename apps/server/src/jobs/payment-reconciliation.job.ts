import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { createPaymentReconciliation } from '../modules/payments/index.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';

const INTERVAL_MS = 60_000;

export type PaymentReconciliationJobDeps = {
  db: Db;
  clock: () => Date;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
};

export type PaymentReconciliationJob = { start(): void; stop(): Promise<void> };

/**
 * Every minute, asks the payment provider about payments left pending (their answer lost) and
 * settles them: `payment-reconciliation.service.ts`. Any number of instances may run it: each
 * payment is claimed by one run at a time, and settles once. Never two passes at once on one
 * instance; the timer does not keep the process alive; `stop()` waits for a pass in progress.
 */
export function createPaymentReconciliationJob(
  deps: PaymentReconciliationJobDeps,
  intervalMs = INTERVAL_MS,
): PaymentReconciliationJob {
  const reconciliation = createPaymentReconciliation({ ...deps, provider: deps.payments });
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (running) return;
    running = reconciliation
      .reconcileOnce()
      .then(({ asked, completed, failed }) => {
        if (asked > 0) {
          deps.log.info({ asked, completed, failed }, 'payment reconciliation: pending payments');
        }
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
