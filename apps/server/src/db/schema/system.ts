import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per running instance, written by its heartbeat job every few seconds (decision 088):
 * which instances are alive (seen in the last minute), their open streams, and the last passes
 * of their background jobs, for the operator's 'Sistem Durumu'. Rows of instances gone for a
 * day are deleted by the next heartbeat of any instance.
 */
export const instanceHeartbeats = pgTable(
  'instance_heartbeats',
  {
    /** A random id the instance takes at start (a restart is a new instance). */
    id: text('id').primaryKey(),
    host: text('host').notNull(),
    pid: integer('pid').notNull(),
    version: text('version').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    openStreams: integer('open_streams').notNull().default(0),
    /** The last pass of each of its jobs: `{ [job]: { last, lastWork?, lastFailure? } }`. */
    jobRuns: jsonb('job_runs').notNull().default({}),
  },
  (t) => [index('instance_heartbeats_seen_idx').on(t.seenAt)],
);
