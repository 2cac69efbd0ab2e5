import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { passwordResetTokens } from '../../db/schema/users.ts';
import {
  call,
  failSignIns,
  latestCode,
  login,
  movableClock,
  nextIp,
  nextPhone,
  outbox,
  registerMember,
  resetTokenFrom,
  sessionCookie,
  waitForMail,
  whoAmI,
  type ErrorBody,
  type Member,
} from './testing/auth-fixtures.ts';
import { addVerifiedEmail } from '../me/testing/profile-fixtures.ts';
import { hashToken } from '../../lib/tokens.ts';

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, env: { PUBLIC_URL: 'https://arsamezat.test' } });
});
afterAll(() => t.close());

const INVALID_TOKEN =
  'Şifre sıfırlama bağlantısı geçersiz olmuş veya süresi dolmuş. Lütfen yeni bir şifre sıfırlama talebinde bulunun.';
const INVALID_TICKET = 'Kullanıcı bilgisi bulunamadı. Lütfen tekrar doğrulama yapın.';

let mailCounter = 0;
async function memberWithEmail(): Promise<Member & { email: string }> {
  const member = await registerMember(t);
  mailCounter += 1;
  const email = `uye${mailCounter}.${member.phone}@example.com`;
  await addVerifiedEmail(t, member.cookie, email.toUpperCase());
  return { ...member, email };
}

const requestReset = (email: string, ip = nextIp()) =>
  call(t, 'POST', '/api/auth/password-reset/email', { email }, { ip });
const confirmReset = (token: string, password: string) =>
  call(t, 'POST', '/api/auth/password-reset/email/confirm', { token, password }, { ip: nextIp() });

describe('recovery by e-mail link', () => {
  it('mails a single-use link that sets the password and ends every session', async () => {
    const member = await memberWithEmail();
    const second = sessionCookie(await login(t, member.phone, member.password));
    const res = await requestReset(member.email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });

    const mail = await waitForMail(t, member.email, 2);
    expect(mail.subject).toBe('ArsaMezat şifre sıfırlama');
    expect(mail.body).toContain('Merhaba Ayşe,');
    expect(mail.body).toMatch(
      /https:\/\/arsamezat\.test\/reset-password#token=[A-Za-z0-9_-]{43}&type=recovery/,
    );
    expect(mail.body).toContain('60 dakika geçerlidir');
    const token = resetTokenFrom(mail);
    const [stored] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(stored).toBeDefined();
    expect(JSON.stringify(stored)).not.toContain(token);

    const done = await confirmReset(token, 'Koy-Evi-Arsasi-12');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true });
    expect(await whoAmI(t, member.cookie)).toBeNull();
    expect(await whoAmI(t, second)).toBeNull();
    expect((await login(t, member.phone, member.password)).statusCode).toBe(401);
    expect((await login(t, member.phone, 'Koy-Evi-Arsasi-12')).statusCode).toBe(200);

    const again = await confirmReset(token, 'Baska-Bir-Sifre-34');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: { code: 'INVALID_RESET_TOKEN', message: INVALID_TOKEN },
    });
  });

  it('sends nothing to an address that was never verified, with the same answer', async () => {
    const member = await registerMember(t);
    const email = `dogrulanmamis.${member.phone}@example.com`;
    const set = await call(t, 'PATCH', '/api/me/profile', { email }, { cookie: member.cookie });
    expect(set.statusCode).toBe(200);
    await waitForMail(t, email);
    const res = await requestReset(email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mails = await outbox(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('ArsaMezat e-posta doğrulama');
  });

  it('answers identically for an unknown e-mail and sends nothing', async () => {
    const member = await memberWithEmail();
    const known = await requestReset(member.email);
    const unknown = await requestReset('kimse-yok@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    await waitForMail(t, member.email, 2);
    expect(await outbox(t, 'kimse-yok@example.com')).toHaveLength(0);
  });

  it('allows one request per e-mail and one per address per minute, with the spec text', async () => {
    const member = await memberWithEmail();
    expect((await requestReset(member.email)).statusCode).toBe(202);
    time.advance(15);
    const sameEmail = await requestReset(member.email, nextIp());
    expect(sameEmail.statusCode).toBe(429);
    expect(sameEmail.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Güvenlik nedeniyle, 45 saniye sonra tekrar deneyebilirsiniz.',
        retryAfter: 45,
      },
    });
    // Unknown e-mails are limited the same way, so the limit tells nothing either.
    const ghost = 'hayalet@example.com';
    expect((await requestReset(ghost)).statusCode).toBe(202);
    expect((await requestReset(ghost)).statusCode).toBe(429);

    const ip = nextIp();
    expect((await requestReset('a@example.com', ip)).statusCode).toBe(202);
    const sameIp = await requestReset('b@example.com', ip);
    expect(sameIp.statusCode).toBe(429);
    const { error } = sameIp.json<ErrorBody>();
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toBe(
      `Güvenlik nedeniyle, ${error.retryAfter} saniye sonra tekrar deneyebilirsiniz.`,
    );
    expect(error.retryAfter).toBeGreaterThan(50);
    time.advance(46);
    expect((await requestReset(member.email)).statusCode).toBe(202);
  });

  it('refuses the same password, a common one and a short one, keeping the link usable', async () => {
    const member = await memberWithEmail();
    time.advance(61);
    await requestReset(member.email);
    const token = resetTokenFrom(await waitForMail(t, member.email, 2));
    const same = await confirmReset(token, member.password);
    expect(same.json()).toEqual({
      error: {
        code: 'SAME_PASSWORD',
        message: 'Yeni şifreniz eski şifrenizle aynı olamaz. Lütfen farklı bir şifre belirleyin.',
      },
    });
    expect((await confirmReset(token, 'Galatasaray1905')).json<ErrorBody>().error.code).toBe(
      'COMMON_PASSWORD',
    );
    const short = await confirmReset(token, 'Kisa-12');
    expect(short.json<ErrorBody>().error.message).toBe('Şifre en az 8 karakter olmalıdır');
    expect((await confirmReset(token, 'Uzun-Ve-Yeni-Sifre')).statusCode).toBe(200);
  });

  it('expires a link after 60 minutes, and a newer link replaces an older one', async () => {
    const member = await memberWithEmail();
    time.advance(61);
    await requestReset(member.email);
    const first = resetTokenFrom(await waitForMail(t, member.email, 2));
    time.advance(61);
    await requestReset(member.email);
    const second = resetTokenFrom(await waitForMail(t, member.email, 3));
    expect(second).not.toBe(first);
    expect((await confirmReset(first, 'Uzun-Ve-Yeni-Sifre')).statusCode).toBe(400);
    time.advance(60 * 60);
    const expired = await confirmReset(second, 'Uzun-Ve-Yeni-Sifre');
    expect(expired.json<ErrorBody>().error.code).toBe('INVALID_RESET_TOKEN');
  });

  it('refuses malformed and made-up tokens', async () => {
    for (const token of ['', 'abc', 'x'.repeat(10_000), 'A'.repeat(43)]) {
      const res = await confirmReset(token, 'Uzun-Ve-Yeni-Sifre');
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.message).toBe(INVALID_TOKEN);
    }
    const bad = await requestReset('ayse@');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.message).toBe('Geçerli bir e-posta adresi giriniz');
    const missing = await call(t, 'POST', '/api/auth/password-reset/email', {}, { ip: nextIp() });
    expect(missing.json<ErrorBody>().error.message).toBe('E-posta adresinizi giriniz');
  });
});

describe('recovery by phone code', () => {
  const sendResetCode = (phone: string) =>
    call(t, 'POST', '/api/auth/codes', { phone, purpose: 'password_reset' }, { ip: nextIp() });
  const verify = (phone: string, code: string) =>
    call(t, 'POST', '/api/auth/password-reset/phone/verify', { phone, code }, { ip: nextIp() });
  const confirm = (ticket: string, password: string) =>
    call(
      t,
      'POST',
      '/api/auth/password-reset/phone/confirm',
      { ticket, password },
      { ip: nextIp() },
    );

  it('code → ticket → new password; the ticket works once and every session ends', async () => {
    const member = await registerMember(t);
    const sent = await sendResetCode(member.phone);
    expect(sent.json()).toEqual({ sent: true, resendAfter: 60, expiresIn: 180 });
    const [sms] = await outbox(t, member.phone);
    expect(sms!.body).toMatch(/^ArsaMezat şifre sıfırlama kodunuz: \d{6}\./);
    const code = await latestCode(t, member.phone);

    const verified = await verify(member.phone, code);
    expect(verified.statusCode).toBe(200);
    const { ticket, expiresIn } = verified.json<{ ticket: string; expiresIn: number }>();
    expect(ticket).toMatch(/^pt_[A-Za-z0-9_-]{43}$/);
    expect(expiresIn).toBe(600);
    // The code is used up by the check.
    expect((await verify(member.phone, code)).json<ErrorBody>().error.code).toBe('INVALID_CODE');
    // A ticket is not an e-mail link token.
    expect((await confirmReset(ticket, 'Ova-Tarlasi-2026')).statusCode).toBe(400);

    const done = await confirm(ticket, 'Ova-Tarlasi-2026');
    expect(done.statusCode).toBe(200);
    expect(await whoAmI(t, member.cookie)).toBeNull();
    expect((await login(t, member.phone, 'Ova-Tarlasi-2026')).statusCode).toBe(200);
    const again = await confirm(ticket, 'Bir-Baska-Sifre-1');
    expect(again.json()).toEqual({
      error: { code: 'INVALID_RESET_TICKET', message: INVALID_TICKET },
    });
  });

  it('answers the same for an unknown phone, sends no SMS, and no code works for it', async () => {
    const known = await registerMember(t);
    time.advance(61);
    const ghost = nextPhone();
    const a = await sendResetCode(known.phone);
    const b = await sendResetCode(ghost);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect(await outbox(t, ghost)).toHaveLength(0);
    // Limits apply the same way.
    expect((await sendResetCode(ghost)).statusCode).toBe(429);
    expect((await sendResetCode(known.phone)).statusCode).toBe(429);
    expect((await verify(ghost, '123456')).json<ErrorBody>().error.code).toBe('INVALID_CODE');
  });

  it('a signup code does not reset a password', async () => {
    const phone = nextPhone();
    await call(t, 'POST', '/api/auth/codes', { phone, purpose: 'signup' }, { ip: nextIp() });
    const code = await latestCode(t, phone);
    expect((await verify(phone, code)).json<ErrorBody>().error.code).toBe('INVALID_CODE');
  });

  it('expires a ticket after 10 minutes', async () => {
    const member = await registerMember(t);
    time.advance(61);
    await sendResetCode(member.phone);
    const { ticket } = (await verify(member.phone, await latestCode(t, member.phone))).json<{
      ticket: string;
    }>();
    time.advance(601);
    expect((await confirm(ticket, 'Ova-Tarlasi-2026')).json<ErrorBody>().error.code).toBe(
      'INVALID_RESET_TICKET',
    );
  });

  it('refuses bad input with the forgot-password texts', async () => {
    const cases: [unknown, string][] = [
      [{ code: '123456' }, 'Telefon numaranızı giriniz'],
      [{ phone: '53212', code: '123456' }, 'Telefon numarası 10 haneli olmalıdır'],
      [{ phone: '5321234567', code: '12345' }, 'Lütfen tüm doğrulama kodu hanelerini doldurun'],
      [{ phone: '5321234567', code: 'abcdef' }, 'Lütfen tüm doğrulama kodu hanelerini doldurun'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, 'POST', '/api/auth/password-reset/phone/verify', body, {
        ip: nextIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.message).toBe(message);
    }
    const noTicket = await confirm('', 'Ova-Tarlasi-2026');
    expect(noTicket.json<ErrorBody>().error.message).toBe(INVALID_TICKET);
  });
});

describe("a completed reset lifts the phone's sign-in limits", () => {
  /** A phone past its 100 failures a day, and an address that waits for it. */
  async function attacked(member: Member) {
    const attacker = nextIp();
    await failSignIns(t, member.phone, 5, attacker);
    await failSignIns(t, member.phone, 95);
    expect((await login(t, member.phone, 'yanlis-sifre', attacker)).statusCode).toBe(429);
    return attacker;
  }

  /** The new password alone signs in, even from the address that was waiting. */
  async function expectPasswordAlone(member: Member, password: string, ip: string) {
    const res = await login(t, member.phone, password, ip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ user: { id: string } }>().user.id).toBe(member.user.id);
  }

  it('by phone code', async () => {
    const member = await registerMember(t);
    const attacker = await attacked(member);
    await call(t, 'POST', '/api/auth/codes', { phone: member.phone, purpose: 'password_reset' });
    const verified = await call(t, 'POST', '/api/auth/password-reset/phone/verify', {
      phone: member.phone,
      code: await latestCode(t, member.phone),
    });
    const { ticket } = verified.json<{ ticket: string }>();
    const done = await call(t, 'POST', '/api/auth/password-reset/phone/confirm', {
      ticket,
      password: 'Yeni-Tarla-Sifresi-9',
    });
    expect(done.statusCode, done.body).toBe(200);
    await expectPasswordAlone(member, 'Yeni-Tarla-Sifresi-9', attacker);
  }, 90_000);

  it('by e-mail link', async () => {
    const member = await memberWithEmail();
    const attacker = await attacked(member);
    expect((await requestReset(member.email)).statusCode).toBe(202);
    const token = resetTokenFrom(await waitForMail(t, member.email, 2));
    expect((await confirmReset(token, 'Yeni-Tarla-Sifresi-9')).statusCode).toBe(200);
    await expectPasswordAlone(member, 'Yeni-Tarla-Sifresi-9', attacker);
  }, 90_000);
});
