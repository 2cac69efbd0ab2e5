import { PROVIDER_CHANNELS } from '@arsamezat/shared/notifications/notification-channels';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';

/** SMS and e-mail rows that were recorded and never attempted: the jobs to (re)create. */
export function selectUndispatched(db: Db, limit: number) {
  return db
    .select({ id: notifications.id, generation: notifications.generation })
    .from(notifications)
    .where(
      and(eq(notifications.status, 'pending'), inArray(notifications.channel, PROVIDER_CHANNELS)),
    )
    .orderBy(asc(notifications.createdAt))
    .limit(limit);
}

/**
 * Takes a notification for one delivery attempt: counts the attempt and returns what to send,
 * with the recipient's phone and (verified) e-mail. Null when it is no longer waiting — handed to
 * its provider by an earlier attempt (`sent`), or dead: a repeated job, such as the retry of a job
 * whose worker died after the hand-off, then sends nothing (decision 054).
 */
export async function claimForDelivery(db: Db, id: string, now: Date) {
  const [row] = await db
    .update(notifications)
    .set({ attempts: sql`${notifications.attempts} + 1`, updatedAt: now })
    .where(and(eq(notifications.id, id), inArray(notifications.status, ['pending', 'failed'])))
    .returning({
      id: notifications.id,
      event: notifications.event,
      eventKey: notifications.eventKey,
      channel: notifications.channel,
      listingId: notifications.listingId,
      data: notifications.data,
      recipientId: notifications.recipientId,
    });
  if (!row) return null;
  const [recipient] = await db
    .select({ phone: users.phone, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, row.recipientId));
  return { ...row, recipient: recipient ?? null };
}

/**
 * The provider took the message: one UPDATE, run the moment its answer arrives, before the job
 * completes (decision 054). From here on no attempt sends it again; what is left is the time
 * between the provider's answer and this commit.
 */
export async function recordHandOff(
  db: Db,
  id: string,
  handOff: { provider: string; messageId: string | null; now: Date },
) {
  await db
    .update(notifications)
    .set({
      status: 'sent',
      sentAt: handOff.now,
      provider: handOff.provider,
      providerMessageId: handOff.messageId?.slice(0, 200) ?? null,
      lastError: null,
      updatedAt: handOff.now,
    })
    .where(and(eq(notifications.id, id), inArray(notifications.status, ['pending', 'failed'])));
}

/** An attempt failed: 'failed' while the queue will retry, 'dead' once it has given up. */
export async function markFailed(
  db: Db,
  id: string,
  change: { status: 'failed' | 'dead'; error: string; now: Date },
) {
  await db
    .update(notifications)
    .set({ status: change.status, lastError: change.error.slice(0, 500), updatedAt: change.now })
    .where(and(eq(notifications.id, id), inArray(notifications.status, ['pending', 'failed'])));
}

/** The queue gave up (dead-letter queue): the row stays visible to administrators with its error. */
export async function markDead(db: Db, id: string, now: Date) {
  await db
    .update(notifications)
    .set({ status: 'dead', updatedAt: now })
    .where(and(eq(notifications.id, id), inArray(notifications.status, ['pending', 'failed'])));
}
