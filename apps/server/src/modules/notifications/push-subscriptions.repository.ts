import { and, asc, count, eq, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pushDeliveries, pushSubscriptions } from '../../db/schema/push.ts';
import { users } from '../../db/schema/users.ts';

const deviceColumns = {
  id: pushSubscriptions.id,
  label: pushSubscriptions.label,
  endpoint: pushSubscriptions.endpoint,
  createdAt: pushSubscriptions.createdAt,
  lastUsedAt: pushSubscriptions.lastUsedAt,
};

export type DeviceRow = {
  id: string;
  label: string;
  endpoint: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

export function selectDevices(db: Db, userId: string): Promise<DeviceRow[]> {
  return db
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

/** Serialises one member's device writes so two tabs cannot pass the limit together. */
export async function lockMember(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findOwnerOfEndpoint(tx: Tx, endpoint: string) {
  const [row] = await tx
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row ?? null;
}

export async function countDevices(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/**
 * Stores the browser's subscription for the member: a new endpoint is a new device; a known one
 * (the same browser again, or signed in to another account before) takes the member and the
 * fresh keys, so a browser belongs to the account last turning push on in it.
 */
export async function upsertDevice(
  tx: Tx,
  values: { userId: string; endpoint: string; p256dh: string; auth: string; label: string },
  now: Date,
): Promise<DeviceRow> {
  const [row] = await tx
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        label: values.label,
        createdAt: sql`case when ${pushSubscriptions.userId} = ${values.userId}::uuid
          then ${pushSubscriptions.createdAt} else ${now.toISOString()}::timestamptz end`,
      },
    })
    .returning(deviceColumns);
  if (!row) throw new Error('push subscription not stored');
  return row;
}

export async function deleteDevice(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service says the subscription is gone (404/410): the device is forgotten. */
export async function forgetDevice(db: Db, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/**
 * The member's devices a notification has not reached yet, and how many it has: a retried
 * delivery sends to the rest only (decision 090).
 */
export async function devicesToPush(db: Db, notificationId: string, userId: string) {
  const pending = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(pushDeliveries)
            .where(
              and(
                eq(pushDeliveries.notificationId, notificationId),
                eq(pushDeliveries.subscriptionId, pushSubscriptions.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(pushSubscriptions.createdAt));
  const [reached] = await db
    .select({ n: count() })
    .from(pushDeliveries)
    .where(eq(pushDeliveries.notificationId, notificationId));
  return { pending, reached: reached?.n ?? 0 };
}

/** The device's push service took the notification: recorded at once, before any other device. */
export async function recordPushed(
  db: Db,
  notificationId: string,
  subscriptionId: string,
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushDeliveries)
      .values({ notificationId, subscriptionId, sentAt: now })
      .onConflictDoNothing();
    await tx
      .update(pushSubscriptions)
      .set({ lastUsedAt: now })
      .where(eq(pushSubscriptions.id, subscriptionId));
  });
}
