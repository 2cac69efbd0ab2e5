import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every security limit's counters (sign-in failures, code sends, e-mail resets, password changes,
 * HTTP requests per address), shared by every instance on the database. `key` is the SHA-256 of
 * the limit's name and subject (phone, address, e-mail…), so the table lists no contact data in
 * clear and rows stay small. `subject`, when the counter belongs to someone (a phone's sign-in
 * failures, from any address), is the SHA-256 of that someone, so all their counters can be
 * forgotten at once (a password reset, an admin). A row whose window has ended counts as empty
 * and is swept away.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull(),
    subject: varchar('subject', { length: 64 }),
  },
  (t) => [
    index('rate_limits_window_ends_idx').on(t.windowEndsAt),
    index('rate_limits_subject_idx').on(t.subject),
  ],
);
