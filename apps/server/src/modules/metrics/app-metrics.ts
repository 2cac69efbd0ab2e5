import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Every series of one app, in a registry of its own (decision 088): tests build many apps in
 * one process, and prom-client's global registry would refuse the second app's names. Labels
 * are always from small fixed sets (a route's pattern, a status class, an error code, an event
 * type, a job's name), never a raw URL, an id or a member.
 */
export function createAppMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'arsamezat_' });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'arsamezat_http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status class, in seconds.',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    bids: new Counter({
      name: 'arsamezat_bids_total',
      help: 'Bids and maximums decided: accepted, or refused with the error code as the reason.',
      labelNames: ['outcome', 'reason'] as const,
      registers: [registry],
    }),
    eventsPublished: new Counter({
      name: 'arsamezat_events_published_total',
      help: 'Live listing events this instance sent to the event bus, by type.',
      labelNames: ['type'] as const,
      registers: [registry],
    }),
    eventsDelivered: new Counter({
      name: 'arsamezat_events_delivered_total',
      help: 'Live listing events handed to a stream open on this instance, by type.',
      labelNames: ['type'] as const,
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: 'arsamezat_job_runs_total',
      help: 'Passes of background jobs (timers and scheduled work), by job and outcome.',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    }),
    messages: new Counter({
      name: 'arsamezat_notifications_total',
      help: 'SMS and e-mails handed to their provider: sent, or failed, by channel.',
      labelNames: ['channel', 'outcome'] as const,
      registers: [registry],
    }),
    payments: new Counter({
      name: 'arsamezat_payment_outcomes_total',
      help: "The payment provider's answers: a start, a 3-D Secure return, a status query.",
      labelNames: ['step', 'outcome'] as const,
      registers: [registry],
    }),
    /** A gauge read when scraped (`collect` sets its values then). */
    gauge<L extends string>(options: {
      name: string;
      help: string;
      labelNames?: readonly L[];
      collect: (gauge: Gauge<L>) => void | Promise<void>;
    }): Gauge<L> {
      const { collect, ...rest } = options;
      return new Gauge<L>({
        ...rest,
        registers: [registry],
        async collect() {
          await collect(this);
        },
      });
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
