import type { ContactMessage } from '@arsamezat/shared/site/contact';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { insertContactMessage } from './contact.repository.ts';

/** The contact form: the message is stored for the team (only its id reaches the log). */
export function createContactService({ db, log }: { db: Db; log: FastifyBaseLogger }) {
  async function sendMessage(message: ContactMessage): Promise<{ id: string }> {
    const saved = await insertContactMessage(db, message);
    log.info({ contactMessageId: saved.id }, 'contact message stored');
    return saved;
  }
  return { sendMessage };
}

export type ContactService = ReturnType<typeof createContactService>;
