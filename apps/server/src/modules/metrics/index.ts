/** The metrics module's face: the app's Prometheus registry, its counters' ports and /metrics. */
export { createAppMetrics, type AppMetrics } from './app-metrics.ts';
export {
  measuredBidPlacement,
  measuredEventBus,
  measuredMail,
  measuredPayments,
  measuredSms,
} from './measured-ports.ts';
export { queueJobCounts, watchGauges, type QueueCounts } from './gauges.ts';
export { metricsRoutes } from './metrics.routes.ts';
