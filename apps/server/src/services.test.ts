import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers/app.ts';
import {
  call,
  movableClock,
  nextIp,
  nextPhone,
  outbox,
  sessionCookie,
} from './modules/auth/testing/auth-fixtures.ts';
import type { MailMessage, MailProvider } from './providers/mail/mail.ts';
import type { SmsSender } from './providers/sms/sms.ts';

/** The composition root: any provider passed to buildApp replaces the configured one. */

const sent: { to: string; text: string }[] = [];
const mailed: MailMessage[] = [];
const smsFake: SmsSender = {
  name: 'netgsm',
  async send(to, text) {
    sent.push({ to, text });
    return { messageId: null };
  },
};
const mailFake: MailProvider = {
  name: 'smtp',
  async send(message) {
    mailed.push(message);
    return { messageId: null };
  },
};

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, sms: smsFake, mail: mailFake });
});
afterAll(() => t.close());

describe('buildApp with an SMS fake and a mail fake', () => {
  it('sends the registration code through the SMS fake, and that code registers', async () => {
    const phone = nextPhone();
    const res = await call(t, 'POST', '/api/auth/codes', { phone, purpose: 'signup' });
    expect(res.statusCode, res.body).toBe(200);

    const toPhone = sent.filter((message) => message.to === phone);
    expect(toPhone).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(toPhone[0]!.text)?.[1];
    expect(code).toBeDefined();
    // The configured outbox provider was replaced, not used beside the fake.
    expect(await outbox(t, phone)).toEqual([]);

    const registered = await call(
      t,
      'POST',
      '/api/auth/register',
      {
        firstName: 'Mehmet',
        lastName: 'Demir',
        phone,
        password: 'Zeytin-Bahcesi-45',
        termsAccepted: true,
        marketingConsent: false,
        code,
      },
      { ip: nextIp() },
    );
    expect(registered.statusCode, registered.body).toBe(201);

    const cookie = sessionCookie(registered);
    const email = `uye.${phone}@example.com`;
    const profile = await call(t, 'PATCH', '/api/me/profile', { email }, { cookie });
    expect(profile.statusCode, profile.body).toBe(200);
    const reset = await call(
      t,
      'POST',
      '/api/auth/password-reset/email',
      { email },
      { ip: nextIp() },
    );
    expect(reset.statusCode).toBe(202);
    await expect.poll(() => mailed.filter((message) => message.to === email).length).toBe(1);
    expect(await outbox(t, email)).toEqual([]);
  });
});
