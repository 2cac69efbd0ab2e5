import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The ordered log of live listing events (issue 31, decision 086): every `bid`, `extended`,
 * `ended` and `started` is a row here, written by the same statement or transaction that decides
 * it, so an event exists exactly when what it tells committed. The id is the event's SSE `id:`;
 * a browser that reconnects with `Last-Event-ID` is sent the rows of its listing after it. Every
 * writer holds the listing's row lock when it inserts (it changed that row), so one listing's ids
 * are in commit order. Rows older than `EVENT_LOG_RETENTION_MINUTES` are pruned (jobs.ts); no
 * foreign key: the log outlives nothing and must not slow the bid statement.
 */
export const listingEventLog = pgTable(
  'listing_event_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: uuid('listing_id').notNull(),
    /** `ListingEventSchema`'s type: bid, extended, ended, started. */
    type: text('type').notNull(),
    /** The type's data, as the contract has it. */
    data: jsonb('data').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('listing_event_log_listing_idx').on(t.listingId, t.id),
    index('listing_event_log_recorded_idx').on(t.recordedAt),
  ],
);
