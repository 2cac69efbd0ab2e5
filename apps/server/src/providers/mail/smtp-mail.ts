import nodemailer from 'nodemailer';
import type { Mailer } from './mail.ts';

/** SMTP through nodemailer: SMTP_URL ('smtp://user:pass@host:587' or 'smtps://…:465'). */
export function createSmtpMail(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
