import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import type { Mailer } from './mail.ts';

/**
 * Development default: the e-mail is stored in `outbox_messages` (readable at GET
 * /api/dev/outbox, reset links included) and nothing is sent. Production sets MAIL_PROVIDER=smtp.
 */
export function createOutboxMail(db: Db): Mailer {
  return {
    name: 'outbox',
    async send(message) {
      await db
        .insert(outboxMessages)
        .values({
          channel: 'email',
          recipient: message.to,
          subject: message.subject.slice(0, 200),
          body: message.text,
          provider: 'outbox',
          idempotencyKey: message.idempotencyKey ?? null,
        })
        .onConflictDoNothing();
    },
  };
}
