import { isValidPhone, normalizePhone } from '@arsamezat/shared/accounts/phone';
import type { Db } from '../../db/client.ts';
import { latestOutboxMessages } from './dev.repository.ts';

export type OutboxMessage = {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
};

/** Development helpers: what the `outbox` providers stored instead of sending. */
export function createDevService({ db }: { db: Db }) {
  /** The newest messages; '+90 532 …' finds the SMS to 5321234567, an e-mail is lower-cased. */
  async function readOutbox(rawTo?: string): Promise<{ messages: OutboxMessage[] }> {
    const to = rawTo && (isValidPhone(rawTo) ? normalizePhone(rawTo) : rawTo.toLowerCase());
    const rows = await latestOutboxMessages(db, to);
    return { messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
  }
  return { readOutbox };
}

export type DevService = ReturnType<typeof createDevService>;
