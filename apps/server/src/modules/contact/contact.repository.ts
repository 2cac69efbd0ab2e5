import type { ContactMessage } from '@arsamezat/shared/site/contact';
import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/messages.ts';

export async function insertContactMessage(
  db: Db,
  message: ContactMessage & { userId?: string | null },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, userId: message.userId ?? null })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}

const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.handledAt,
};
export type ContactMessageRow = NonNullable<Awaited<ReturnType<typeof findContactMessage>>>;

/** A page of messages, newest first (only the unread when asked), with the counts. */
export async function selectContactMessages(
  db: Db,
  options: { unreadOnly: boolean; limit: number; offset: number },
) {
  const unread = isNull(contactMessages.handledAt);
  const [rows, [counts]] = await Promise.all([
    db
      .select(messageColumns)
      .from(contactMessages)
      .where(options.unreadOnly ? unread : undefined)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({
        all: count(),
        unread: sql<number>`count(*) filter (where ${unread})`.mapWith(Number),
      })
      .from(contactMessages),
  ]);
  return { rows, all: counts?.all ?? 0, unread: counts?.unread ?? 0 };
}

export async function findContactMessage(db: Db | Tx, id: string) {
  const [row] = await db
    .select(messageColumns)
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row ?? null;
}

/** Marks a message read (now) or unread; the row after, or null when there is none. */
export async function setContactMessageRead(tx: Tx, id: string, readAt: Date | null) {
  const [row] = await tx
    .update(contactMessages)
    .set({ handledAt: readAt })
    .where(eq(contactMessages.id, id))
    .returning(messageColumns);
  return row ?? null;
}
