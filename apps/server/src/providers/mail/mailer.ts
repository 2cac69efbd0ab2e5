import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { MailProvider } from './mail.ts';
import { createOutboxMail } from './outbox-mail.ts';
import { createSmtpMail } from './smtp-mail.ts';

/** Picked by MAIL_PROVIDER: `outbox` (development default) or `smtp` (SMTP_URL, MAIL_FROM). */
export function createMailer(config: Config, db: Db): MailProvider {
  return config.mail.provider === 'smtp' && config.mail.smtpUrl
    ? createSmtpMail({ url: config.mail.smtpUrl, from: config.mail.from })
    : createOutboxMail(db);
}
