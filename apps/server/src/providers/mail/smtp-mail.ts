import nodemailer from 'nodemailer';
import type { MailProvider } from './mail.ts';

/** A Message-ID derived from the delivery key, in the sender's domain. */
function messageIdFor(key: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${key.replace(/[^A-Za-z0-9._-]/g, '.')}@${domain}>`;
}

/** SMTP through nodemailer: SMTP_URL ('smtp://user:pass@host:587' or 'smtps://…:465'). */
export function createSmtpMail(options: { url: string; from: string }): MailProvider {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.idempotencyKey
          ? { messageId: messageIdFor(message.idempotencyKey, options.from) }
          : {}),
      });
      return { messageId: info.messageId || null };
    },
  };
}
