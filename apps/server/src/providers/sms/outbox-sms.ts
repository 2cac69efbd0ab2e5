import type { Db } from '../../db/client.ts';
import { storeInOutbox } from '../outbox-store.ts';
import type { SmsSender } from './sms.ts';

/**
 * Development default: the text is stored in `outbox_messages` and nothing leaves the machine.
 * Bodies (codes included) are in the database by design, so people and tests can read them from
 * GET /api/dev/outbox. Production sets SMS_PROVIDER=netgsm.
 */
export function createOutboxSms(db: Db): SmsSender {
  return {
    name: 'outbox',
    send(to, text, options) {
      return storeInOutbox(db, {
        channel: 'sms',
        recipient: to,
        body: text,
        idempotencyKey: options?.idempotencyKey ?? null,
      });
    },
  };
}
