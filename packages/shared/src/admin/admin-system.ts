import { z } from 'zod';
import { text } from '../core/text.ts';

/*
 * 'Sistem Durumu' (issue 31, decision 088): what the operator sees of the running system —
 * instances alive, open streams, the job queue, failed jobs with their retry, the last passes of
 * the background jobs, the database's size.
 */

/** An instance is alive when its heartbeat is at most this old. */
export const INSTANCE_ALIVE_SECONDS = 60;
/** How often the page asks again. */
export const SYSTEM_REFRESH_MS = 5000;

export const SystemInstanceSchema = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number().int(),
  version: z.string(),
  startedAt: z.string(),
  seenAt: z.string(),
  openStreams: z.number().int().nonnegative(),
});
export type SystemInstance = z.infer<typeof SystemInstanceSchema>;

export const QueueDepthSchema = z.object({
  queue: z.string(),
  /** Waiting to run: new, or waiting for a retry. */
  queued: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type QueueDepth = z.infer<typeof QueueDepthSchema>;

export const FailedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
  attempts: z.number().int().nonnegative(),
  /** The failure as recorded (first line, bounded). */
  error: z.string().nullable(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

export const JobPassSchema = z.object({
  at: z.string(),
  ok: z.boolean(),
  durationMs: z.number().nonnegative(),
  summary: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).optional(),
  error: z.string().optional(),
});
export type JobPass = z.infer<typeof JobPassSchema>;

export const JobRunSchema = z.object({
  job: z.string(),
  last: JobPassSchema,
  lastWork: JobPassSchema.nullable(),
  lastFailure: JobPassSchema.nullable(),
  /** The host of the instance that ran the last pass. */
  host: z.string(),
});
export type JobRun = z.infer<typeof JobRunSchema>;

export const SystemStatusSchema = z.object({
  serverNow: z.string(),
  instances: z.array(SystemInstanceSchema),
  openStreams: z.number().int().nonnegative(),
  queues: z.array(QueueDepthSchema),
  failedJobs: z.array(FailedJobSchema),
  jobRuns: z.array(JobRunSchema),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    sizeBytes: z.number().nonnegative(),
  }),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

export const FailedJobParamsSchema = z.object({
  queue: text({ error: 'Geçersiz kuyruk.' })
    .min(1, 'Geçersiz kuyruk.')
    .max(100, 'Geçersiz kuyruk.')
    .regex(/^[\w.-]+$/, 'Geçersiz kuyruk.'),
  id: z.uuid({ error: 'Geçersiz iş.' }),
});
export type FailedJobParams = z.infer<typeof FailedJobParamsSchema>;

export const RETRY_JOB_MESSAGE = 'İş yeniden sıraya alındı.';
export const RetryJobResponseSchema = z.object({ message: z.string() });
export type RetryJobResponse = z.infer<typeof RetryJobResponseSchema>;

/** The jobs' names in Turkish (a job this version does not know is shown as it is). */
export const JOB_LABELS: Record<string, string> = {
  'auction closing': 'İhale kapanışı',
  'payment reconciliation': 'Ödeme mutabakatı',
  'listing statistics': 'İlan istatistikleri',
  'sale documents': 'Satış belgeleri',
  invoicing: 'Faturalama',
  'auction-reminders': 'İhale hatırlatmaları',
  'auction-starts': 'İhale başlangıç bildirimleri',
  'saved-search-digest': 'Kayıtlı arama özeti',
  'sale-reminders': 'Satış adımı hatırlatmaları',
  'sale-runner-up-holds': 'Yedek alıcı süreleri',
  'notification-delivery': 'Bildirim gönderimi',
  'notification-dead': 'Gönderilemeyen bildirimler',
};

export const jobLabel = (name: string) => JOB_LABELS[name] ?? name;
