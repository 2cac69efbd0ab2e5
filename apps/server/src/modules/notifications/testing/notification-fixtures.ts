import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { users, userSettings } from '../../../db/schema/users.ts';

/** Gives a member a verified e-mail address (notification e-mails go only to one). */
export async function verifyEmail(db: Db, userId: string, email: string) {
  await db
    .update(users)
    .set({ email, emailVerifiedAt: new Date('2026-01-01T00:00:00Z') })
    .where(eq(users.id, userId));
}

export async function setNotificationSettings(
  db: Db,
  userId: string,
  values: { emailNotifications?: boolean; smsNotifications?: boolean; auctionReminders?: boolean },
) {
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
}

/** 'event channel' lines of one member's notifications, sorted, for exact comparisons. */
export async function notificationsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ event: notifications.event, channel: notifications.channel })
    .from(notifications)
    .where(eq(notifications.recipientId, userId))
    .orderBy(asc(notifications.createdAt));
  return rows.map((row) => `${row.event} ${row.channel}`).sort();
}

export async function notificationRows(db: Db, event?: string) {
  return db
    .select()
    .from(notifications)
    .where(event ? and(eq(notifications.event, event)) : undefined)
    .orderBy(asc(notifications.createdAt));
}

// One delivery attempt at a chosen clock, for other modules' tests of what a message says when it
// goes out (the auction reminders' time left): lent here, as audit lends its query.
export { deliverNotification } from '../deliver-notification.ts';
