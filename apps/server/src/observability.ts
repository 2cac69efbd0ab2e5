import { createAppMetrics } from './modules/metrics/index.ts';
import { createJobRuns, describeInstance } from './modules/system-status/index.ts';

/**
 * The app's own measurements (decision 088): its Prometheus registry (one per app: tests build
 * many apps in one process), its background jobs' passes, and who this instance is. Built by
 * `buildApp` beside the providers; part of `app.deps` (services.ts).
 */
export function createObservability(startedAt: Date) {
  const metrics = createAppMetrics();
  const jobRuns = createJobRuns(metrics);
  return { metrics, jobRuns, jobMonitor: jobRuns.monitor, instance: describeInstance(startedAt) };
}

export type Observability = ReturnType<typeof createObservability>;
