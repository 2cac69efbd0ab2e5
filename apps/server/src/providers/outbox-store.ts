import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/messages.ts';
import type { ProviderReceipt } from './receipt.ts';

type OutboxMessage = {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
  idempotencyKey: string | null;
};

/**
 * Stores one message of the offline providers; a repeated key (a retried delivery) stores nothing
 * and answers the first one's id, as a provider that deduplicates would.
 */
export async function storeInOutbox(db: Db, message: OutboxMessage): Promise<ProviderReceipt> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ ...message, provider: 'outbox' })
    .onConflictDoNothing()
    .returning({ id: outboxMessages.id });
  if (row) return { messageId: row.id };
  if (!message.idempotencyKey) return { messageId: null };
  const [first] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.idempotencyKey, message.idempotencyKey));
  return { messageId: first?.id ?? null };
}
