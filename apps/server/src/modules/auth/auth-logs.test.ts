import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  call,
  latestCode,
  login,
  movableClock,
  registerMember,
  resetTokenFrom,
  waitForMail,
} from './testing/auth-fixtures.ts';
import { addVerifiedEmail } from '../me/testing/profile-fixtures.ts';

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captureLogs: true, clock: time.clock });
});
afterAll(() => t.close());

describe('logs of the accounts flows', () => {
  it('never contain a password, a code, a reset token, a ticket or a session token', async () => {
    const secrets: string[] = [];
    const member = await registerMember(t, { password: 'Gizli-Kayit-Sifresi-1' });
    secrets.push(member.password, await latestCode(t, member.phone), member.cookie.split('=')[1]!);

    const wrong = await login(t, member.phone, 'Yanlis-Giris-Sifresi-2');
    expect(wrong.statusCode).toBe(401);
    secrets.push('Yanlis-Giris-Sifresi-2');

    await addVerifiedEmail(t, member.cookie, 'log@example.com');
    await call(t, 'POST', '/api/auth/password-reset/email', { email: 'log@example.com' });
    const token = resetTokenFrom(await waitForMail(t, 'log@example.com', 2));
    const byLink = await call(t, 'POST', '/api/auth/password-reset/email/confirm', {
      token,
      password: 'Link-Ile-Yeni-Sifre-3',
    });
    expect(byLink.statusCode).toBe(200);
    secrets.push(token, 'Link-Ile-Yeni-Sifre-3');

    time.advance(61);
    await call(t, 'POST', '/api/auth/codes', { phone: member.phone, purpose: 'password_reset' });
    const code = await latestCode(t, member.phone);
    const verified = await call(t, 'POST', '/api/auth/password-reset/phone/verify', {
      phone: member.phone,
      code,
    });
    const { ticket } = verified.json<{ ticket: string }>();
    const byPhone = await call(t, 'POST', '/api/auth/password-reset/phone/confirm', {
      ticket,
      password: 'Telefonla-Yeni-Sifre-4',
    });
    expect(byPhone.statusCode).toBe(200);
    secrets.push(code, ticket, 'Telefonla-Yeni-Sifre-4');

    const signedIn = await login(t, member.phone, 'Telefonla-Yeni-Sifre-4');
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.cookies.find((c) => c.name === 'session')!.value;
    const changed = await call(
      t,
      'POST',
      '/api/auth/password',
      { currentPassword: 'Telefonla-Yeni-Sifre-4', newPassword: 'Degistirilen-Sifre-5' },
      { cookie: `session=${session}` },
    );
    expect(changed.statusCode).toBe(200);
    secrets.push(session, 'Degistirilen-Sifre-5');

    const logs = t.logs.join('\n');
    // The flows were logged at all (so the check below means something).
    for (const url of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/password-reset/phone/confirm',
    ]) {
      expect(logs).toContain(url);
    }
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });
});
