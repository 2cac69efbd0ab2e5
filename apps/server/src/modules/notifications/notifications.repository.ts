import { PROVIDER_CHANNELS } from '@arsamezat/shared/notifications/notification-channels';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { MEMBER_NOTIFICATIONS_CHANNEL } from './notification-events.ts';

/** The bell: the member's in-app notifications. */
const inbox = (userId: string) =>
  and(eq(notifications.recipientId, userId), eq(notifications.channel, 'in_app'));

const itemColumns = {
  id: notifications.id,
  event: notifications.event,
  listingId: notifications.listingId,
  data: notifications.data,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

/** The member's latest in-app notifications, newest first. */
export function selectInbox(db: Db, userId: string, limit: number) {
  return db
    .select(itemColumns)
    .from(notifications)
    .where(inbox(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(inbox(userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one of the member's own notifications read (another member's id matches nothing). */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(inbox(userId), eq(notifications.id, id)))
      .returning({ id: notifications.id });
    if (rows.length > 0) await tellMember(tx, userId);
    return rows.length > 0;
  });
}

export async function markAllRead(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(inbox(userId), isNull(notifications.readAt)));
    await tellMember(tx, userId);
  });
}

/** The member's other tabs refresh their count (at commit). */
function tellMember(tx: Pick<Db, 'execute'>, userId: string) {
  return tx.execute(sql`select pg_notify(${MEMBER_NOTIFICATIONS_CHANNEL}, ${userId})`);
}

const adminColumns = {
  id: notifications.id,
  event: notifications.event,
  channel: notifications.channel,
  status: notifications.status,
  data: notifications.data,
  attempts: notifications.attempts,
  lastError: notifications.lastError,
  createdAt: notifications.createdAt,
  updatedAt: notifications.updatedAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** Notifications handed to a provider (SMS, e-mail) in one delivery state, latest change first (administrators). */
export function selectByStatus(db: Db, status: 'pending' | 'failed' | 'dead', limit: number) {
  return db
    .select(adminColumns)
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.recipientId))
    .where(and(eq(notifications.status, status), inArray(notifications.channel, PROVIDER_CHANNELS)))
    .orderBy(desc(notifications.updatedAt))
    .limit(limit);
}

export async function findForAdmin(db: Db, id: string) {
  const [row] = await db
    .select(adminColumns)
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.recipientId))
    .where(and(eq(notifications.id, id), inArray(notifications.channel, PROVIDER_CHANNELS)));
  return row ?? null;
}

/**
 * A dead notification waits again under a new generation (so a new job id); the NOTIFY makes
 * the queue pick it up at commit. Only a dead row moves: a second click changes nothing.
 */
export async function requeueDead(db: Db, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({
        status: 'pending',
        generation: sql`${notifications.generation} + 1`,
        updatedAt: now,
      })
      .where(and(eq(notifications.id, id), eq(notifications.status, 'dead')))
      .returning({ recipientId: notifications.recipientId });
    const row = rows[0];
    if (row) await tellMember(tx, row.recipientId);
    return Boolean(row);
  });
}
