import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import type { SmsSender } from './sms.ts';

/**
 * Development default: the text is stored in `outbox_messages` and nothing leaves the machine.
 * Bodies (codes included) are in the database by design, so people and tests can read them from
 * GET /api/dev/outbox. Production sets SMS_PROVIDER=netgsm.
 */
export function createOutboxSms(db: Db): SmsSender {
  return {
    name: 'outbox',
    async send(to, text, options) {
      await db
        .insert(outboxMessages)
        .values({
          channel: 'sms',
          recipient: to,
          body: text,
          provider: 'outbox',
          idempotencyKey: options?.idempotencyKey ?? null,
        })
        .onConflictDoNothing();
    },
  };
}
