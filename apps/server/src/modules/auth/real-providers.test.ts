import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { startFakeNetgsm } from '../../providers/testing/fake-netgsm.ts';
import { readBody, startFakeSmtp } from '../../providers/testing/fake-smtp.ts';
import { verificationTokenFrom } from '../me/testing/profile-fixtures.ts';
import {
  call,
  movableClock,
  nextIp,
  nextPhone,
  outbox,
  type ErrorBody,
} from './testing/auth-fixtures.ts';

/** The accounts flows with SMS_PROVIDER=netgsm and MAIL_PROVIDER=smtp, against local fakes. */
const time = movableClock();
let t: TestApp;
let netgsm: Awaited<ReturnType<typeof startFakeNetgsm>>;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  netgsm = await startFakeNetgsm();
  smtp = await startFakeSmtp();
  t = await createTestApp({
    clock: time.clock,
    env: {
      SMS_PROVIDER: 'netgsm',
      NETGSM_USERCODE: '8503030000',
      NETGSM_PASSWORD: 'netgsm-gizli',
      NETGSM_HEADER: 'ARSAMEZAT',
      NETGSM_API_URL: netgsm.url,
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'ArsaMezat <no-reply@arsamezat.test>',
      PUBLIC_URL: 'https://arsamezat.test',
    },
  });
});
afterAll(async () => {
  await t.close();
  await netgsm.close();
  await smtp.close();
});

const codeFromNetgsm = () => {
  const text = netgsm.messageOf(netgsm.requests.at(-1)!) ?? '';
  return /(\d{6})/.exec(text)?.[1] ?? '';
};

describe('with the real providers', () => {
  it('registers with a code delivered through Netgsm, storing nothing in the outbox', async () => {
    const phone = nextPhone();
    const ip = nextIp();
    const sent = await call(t, 'POST', '/api/auth/codes', { phone, purpose: 'signup' }, { ip });
    expect(sent.statusCode).toBe(200);
    const request = netgsm.requests.at(-1)!;
    expect(request.body).toContain(`<no>${phone}</no>`);
    expect(netgsm.messageOf(request)).toMatch(/^ArsaMezat doğrulama kodunuz: \d{6}\./);
    expect(await outbox(t, phone)).toHaveLength(0);

    const res = await call(
      t,
      'POST',
      '/api/auth/register',
      {
        firstName: 'Zeynep',
        lastName: 'Aydın',
        phone,
        password: 'Netgsm-Ile-Kayit-1',
        termsAccepted: true,
        code: codeFromNetgsm(),
      },
      { ip },
    );
    expect(res.statusCode).toBe(201);
  });

  it('answers 502 when Netgsm refuses, and lets the person ask again at once', async () => {
    const phone = nextPhone();
    netgsm.answer('40');
    const failed = await call(t, 'POST', '/api/auth/codes', { phone, purpose: 'signup' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json<ErrorBody>().error).toEqual({
      code: 'SMS_SEND_FAILED',
      message: 'OTP gönderilemedi. Lütfen tekrar deneyin.',
    });
    netgsm.answer('00 42');
    expect(
      (await call(t, 'POST', '/api/auth/codes', { phone, purpose: 'signup' })).statusCode,
    ).toBe(200);
  });

  it('mails the reset link over SMTP', async () => {
    const phone = nextPhone();
    const ip = nextIp();
    await call(t, 'POST', '/api/auth/codes', { phone, purpose: 'signup' }, { ip });
    const registered = await call(
      t,
      'POST',
      '/api/auth/register',
      {
        firstName: 'Zeynep',
        lastName: 'Aydın',
        phone,
        password: 'Netgsm-Ile-Kayit-2',
        termsAccepted: true,
        code: codeFromNetgsm(),
      },
      { ip },
    );
    const cookie = `session=${registered.cookies.find((c) => c.name === 'session')!.value}`;
    const inboxBefore = smtp.inbox.length;
    await call(t, 'PATCH', '/api/me/profile', { email: 'zeynep@example.com' }, { cookie });
    // The verification link goes out through SMTP too; recovery mail needs a verified address.
    for (let i = 0; i < 100 && smtp.inbox.length === inboxBefore; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const verification = smtp.inbox.at(-1)!;
    const verified = await call(t, 'POST', '/api/email-verification', {
      token: verificationTokenFrom({ body: readBody(verification) }),
    });
    expect(verified.statusCode).toBe(200);
    const before = smtp.inbox.length;
    const res = await call(t, 'POST', '/api/auth/password-reset/email', {
      email: 'zeynep@example.com',
    });
    expect(res.statusCode).toBe(202);
    for (let i = 0; i < 100 && smtp.inbox.length === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const mail = smtp.inbox.at(-1)!;
    expect(mail.to).toEqual(['RCPT TO:<zeynep@example.com>']);
    const token = /#token=([A-Za-z0-9_-]{43})&type=recovery/.exec(readBody(mail))?.[1];
    expect(token).toBeDefined();
    const confirmed = await call(t, 'POST', '/api/auth/password-reset/email/confirm', {
      token,
      password: 'Smtp-Ile-Yeni-Sifre',
    });
    expect(confirmed.statusCode).toBe(200);
  });
});
