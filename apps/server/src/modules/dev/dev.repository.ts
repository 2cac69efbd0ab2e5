import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/messages.ts';

const LATEST = 50;

/** The newest outbox messages, optionally only those to one recipient. */
export async function latestOutboxMessages(db: Db, to?: string) {
  return db
    .select({
      channel: outboxMessages.channel,
      to: outboxMessages.recipient,
      subject: outboxMessages.subject,
      body: outboxMessages.body,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.recipient, to) : undefined)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(LATEST);
}
