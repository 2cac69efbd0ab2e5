import type { Db } from '../../db/client.ts';
import { storeInOutbox } from '../outbox-store.ts';
import type { MailProvider } from './mail.ts';

/**
 * Development default: the e-mail is stored in `outbox_messages` (readable at GET
 * /api/dev/outbox, reset links included) and nothing is sent. Production sets MAIL_PROVIDER=smtp.
 */
export function createOutboxMail(db: Db): MailProvider {
  return {
    name: 'outbox',
    send(message) {
      return storeInOutbox(db, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject.slice(0, 200),
        body: message.text,
        idempotencyKey: message.idempotencyKey ?? null,
      });
    },
  };
}
