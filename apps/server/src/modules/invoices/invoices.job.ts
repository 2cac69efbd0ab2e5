import { createIntervalJob, type BackgroundJob, type JobMonitor } from '../../lib/interval-job.ts';
import { createInvoicing, type InvoicingDeps } from './invoicing.service.ts';

const INTERVAL_MS = 10_000;

/**
 * Every ten seconds: open, send, follow and settle the service fee's invoices
 * (invoicing.service.ts). Any number of instances may run it: rows are claimed with
 * FOR UPDATE SKIP LOCKED and numbered under one advisory lock.
 */
export function createInvoicingJob(
  deps: InvoicingDeps & { jobMonitor?: JobMonitor },
  intervalMs = INTERVAL_MS,
): BackgroundJob {
  const invoicing = createInvoicing(deps);
  return createIntervalJob({
    name: 'invoicing',
    intervalMs,
    log: deps.log,
    monitor: deps.jobMonitor,
    run: () => invoicing.runOnce(),
    describe: (run) => (Object.values(run).some((n) => n > 0) ? run : undefined),
  });
}
