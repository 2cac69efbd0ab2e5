import {
  index,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { notifications } from './notifications.ts';
import { users } from './users.ts';

/**
 * A member's device with push turned on ('Bu cihazda anlık bildirim', issue 32, decision 090):
 * the browser's PushSubscription. The endpoint is the push service's URL for that browser, so it
 * is unique: a browser signed in to another account moves to it. `p256dh` and `auth` are the
 * browser's keys the payload is encrypted to (not secrets of ours; never logged). Deleted when
 * the member removes it or the push service answers 404/410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: varchar('endpoint', { length: 1000 }).notNull(),
    p256dh: varchar('p256dh', { length: 100 }).notNull(),
    auth: varchar('auth', { length: 40 }).notNull(),
    /** From the user agent when it was added: 'Chrome · Android'. */
    label: varchar('label', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last push the service took for it. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_id_idx').on(t.userId),
  ],
);

/**
 * One push notification handed to one device's push service: written the moment the service
 * took it (201), so a retried delivery — another device refused, the worker died — sends it to
 * the others only (exactly once per device, decisions 054 and 090).
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.subscriptionId] })],
);
