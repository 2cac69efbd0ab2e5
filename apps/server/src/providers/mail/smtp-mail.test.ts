import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBody, startFakeSmtp } from '../testing/fake-smtp.ts';
import { createSmtpMail } from './smtp-mail.ts';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

describe('SMTP mail adapter', () => {
  it('delivers a Turkish plain-text e-mail through SMTP_URL with MAIL_FROM', async () => {
    const mailer = createSmtpMail({ url: smtp.url, from: 'ArsaMezat <no-reply@arsamezat.test>' });
    const link = 'https://arsamezat.test/reset-password#token=abcDEF123_-xyz&type=recovery';
    await mailer.send({
      to: 'ayse@example.com',
      subject: 'ArsaMezat şifre sıfırlama',
      text: `Merhaba Ayşe,\n\nŞifrenizi sıfırlamak için: ${link}\n`,
    });
    expect(smtp.inbox).toHaveLength(1);
    const mail = smtp.inbox[0]!;
    expect(mail.from).toBe('MAIL FROM:<no-reply@arsamezat.test>');
    expect(mail.to).toEqual(['RCPT TO:<ayse@example.com>']);
    expect(mail.data).toContain('From: ArsaMezat <no-reply@arsamezat.test>');
    expect(mail.data).toContain('To: ayse@example.com');
    // The subject is RFC 2047-encoded because of the Turkish letters.
    expect(mail.data).toMatch(/Subject: =\?UTF-8\?[QB]\?/);
    const body = readBody(mail);
    expect(body).toContain('Merhaba Ayşe,');
    expect(body).toContain(link);
  });

  it('sends the one-click unsubscribe headers of a marketing e-mail (RFC 8058)', async () => {
    const mailer = createSmtpMail({ url: smtp.url, from: 'ArsaMezat <no-reply@arsamezat.test>' });
    const url = 'https://arsamezat.test/api/unsubscribe?token=abc.def';
    await mailer.send({
      to: 'ayse@example.com',
      subject: 'Yeni ilanlar',
      text: 'Merhaba',
      headers: {
        'List-Unsubscribe': `<${url}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const mail = smtp.inbox.at(-1)!;
    expect(mail.data).toContain(`List-Unsubscribe: <${url}>`);
    expect(mail.data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('answers the Message-ID it sent, derived from the delivery key', async () => {
    const mailer = createSmtpMail({ url: smtp.url, from: 'ArsaMezat <no-reply@arsamezat.test>' });
    const receipt = await mailer.send({
      to: 'ayse@example.com',
      subject: 'Teklifiniz geçildi',
      text: 'Merhaba',
      idempotencyKey: 'notification:42',
    });
    expect(receipt).toEqual({ messageId: '<notification.42@arsamezat.test>' });
    expect(smtp.inbox.at(-1)?.data).toContain('Message-ID: <notification.42@arsamezat.test>');
  });

  it('fails when the server cannot be reached', async () => {
    const mailer = createSmtpMail({ url: 'smtp://127.0.0.1:1', from: 'a@b.co' });
    await expect(mailer.send({ to: 'x@y.z', subject: 's', text: 't' })).rejects.toThrow();
  });
});
