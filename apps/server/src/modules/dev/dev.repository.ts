import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { sales } from '../../db/schema/sales.ts';

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

/**
 * An open sale's current step deadline, and a runner-up's answer window while offered, set to
 * `passed`; null for an unknown or ended sale.
 */
export async function passSaleDeadlines(db: Db, saleId: string, passed: Date) {
  const [row] = await db
    .update(sales)
    .set({
      stepDeadline: sql`case when ${sales.step} in ('buyer_confirmation', 'payment_security', 'title_appointment') then ${passed.toISOString()}::timestamptz else ${sales.stepDeadline} end`,
      runnerUpDeadline: sql`case when ${sales.runnerUpStatus} = 'offered' then ${passed.toISOString()}::timestamptz else ${sales.runnerUpDeadline} end`,
      updatedAt: passed,
    })
    .where(eq(sales.id, saleId))
    .returning({ stepDeadline: sales.stepDeadline });
  return row;
}
