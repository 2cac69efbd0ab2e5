import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { createNetgsmSms } from './netgsm-sms.ts';
import { createOutboxSms } from './outbox-sms.ts';
import type { SmsSender } from './sms.ts';

/** Picked by SMS_PROVIDER: `outbox` (development default) or `netgsm` (production). */
export function createSmsSender(config: Config, db: Db): SmsSender {
  return config.sms.provider === 'netgsm' ? createNetgsmSms(config.sms) : createOutboxSms(db);
}
