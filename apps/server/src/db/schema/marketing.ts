import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Marketing e-mails an administrator sent (decision 040): the text once, here; each member's
 * e-mail is a `notifications` row (event `marketing`, event key = this id), so a campaign reaches
 * a member at most once and goes through the same queue, retries and dead letters.
 */
export const marketingCampaigns = pgTable(
  'marketing_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: varchar('subject', { length: 150 }).notNull(),
    body: text('body').notNull(),
    /** How many members it was queued for when it was sent. */
    recipients: integer('recipients').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marketing_campaigns_created_idx').on(t.createdAt.desc())],
);
