import { NOTIFICATION_CHANNELS } from '@arsamezat/shared/notifications/notification-channels';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';
import { users } from './users.ts';

/** The channels' one list (packages/shared/src/notifications/notification-channels.ts, decision 057). */
export const notificationChannel = pgEnum('notification_channel', NOTIFICATION_CHANNELS);
export const notificationStatus = pgEnum('notification_status', [
  'pending',
  'sent',
  'failed',
  'dead',
]);

/**
 * The notification outbox (decision 034): one row per (event, recipient, channel), written in the
 * transaction of the change it tells about, delivered after commit by the job queue. In-app rows
 * are delivered by being written (status 'sent'); SMS and e-mail rows wait as 'pending' for a
 * worker, which counts `attempts`, keeps `last_error`, and gives up as 'dead' after the queue's
 * last retry. `generation` grows when an administrator retries a dead row (a fresh job).
 * An SMS or e-mail row is `sent` once a provider took it: the worker records that hand-off —
 * which `provider`, and the id the provider gave the message (`provider_message_id`: Netgsm's job
 * id, the SMTP Message-ID, the outbox row) — as soon as the provider answers, before its job
 * completes; a retried job finds the row sent and sends nothing (decision 054).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: varchar('event', { length: 40 }).notNull(),
    /** The occurrence the event is about (a bid id, a listing id, a deposit id, an offer id). */
    eventKey: varchar('event_key', { length: 80 }).notNull(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: notificationChannel('channel').notNull(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** What the templates need (listing title, amounts, times), fixed when the event happened. */
    data: jsonb('data').notNull(),
    status: notificationStatus('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    generation: integer('generation').notNull().default(0),
    lastError: varchar('last_error', { length: 500 }),
    provider: varchar('provider', { length: 20 }),
    providerMessageId: varchar('provider_message_id', { length: 200 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_idempotency_key').on(t.event, t.eventKey, t.recipientId, t.channel),
    index('notifications_inbox_idx')
      .on(t.recipientId, t.createdAt.desc())
      .where(sql`${t.channel} = 'in_app'`),
    index('notifications_undelivered_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('pending', 'dead')`),
  ],
);
