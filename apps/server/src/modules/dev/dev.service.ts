import { isValidPhone, normalizePhone } from '@arsamezat/shared/accounts/phone';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { latestOutboxMessages, passSaleDeadlines } from './dev.repository.ts';

export type OutboxMessage = {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
};

/**
 * Development helpers: what the `outbox` providers stored instead of sending; a sale's step
 * deadline passed (the clock's now minus a second) for demos and journeys.
 */
export function createDevService({ db, clock }: { db: Db; clock: () => Date }) {
  /** The newest messages; '+90 532 …' finds the SMS to 5321234567, an e-mail is lower-cased. */
  async function readOutbox(rawTo?: string): Promise<{ messages: OutboxMessage[] }> {
    const to = rawTo && (isValidPhone(rawTo) ? normalizePhone(rawTo) : rawTo.toLowerCase());
    const rows = await latestOutboxMessages(db, to);
    return { messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
  }
  async function passSaleDeadline(saleId: string): Promise<{ stepDeadline: string | null }> {
    const passed = new Date(clock().getTime() - 1000);
    const row = await passSaleDeadlines(db, saleId, passed);
    if (!row) throw new AppError('SALE_NOT_FOUND');
    return { stepDeadline: row.stepDeadline?.toISOString() ?? null };
  }

  return { readOutbox, passSaleDeadline };
}

export type DevService = ReturnType<typeof createDevService>;
