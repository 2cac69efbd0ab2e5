import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { oneTimeCodes } from '../../db/schema/users.ts';
import {
  call,
  latestCode,
  movableClock,
  nextIp,
  nextPhone,
  outbox,
  login,
  registerMember,
  verifySignInCode,
  type CodeStep,
  type ErrorBody,
} from './testing/auth-fixtures.ts';
import { hashToken } from '../../lib/tokens.ts';

/** Phone availability and sending one-time codes (limits per phone and per address). */
const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const sendCode = (phone: string, ip = nextIp(), purpose = 'signup') =>
  call(t, 'POST', '/api/auth/codes', { phone, purpose }, { ip });

describe('phone availability', () => {
  it('says whether a phone is still free, accepting +90 forms', async () => {
    const member = await registerMember(t);
    const taken = await call(t, 'POST', '/api/auth/phone-availability', {
      phone: `+90 ${member.phone}`,
    });
    expect(taken.json()).toEqual({ available: false });
    const free = await call(t, 'POST', '/api/auth/phone-availability', { phone: nextPhone() });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ available: true });
  });
});

describe('sending a code', () => {
  it('answers with the countdown and validity, and the SMS carries the brand and the code', async () => {
    const phone = nextPhone();
    const res = await sendCode(phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, resendAfter: 60, expiresIn: 180 });
    const [sms] = await outbox(t, phone);
    expect(sms).toMatchObject({ channel: 'sms', to: phone });
    expect(sms!.body).toMatch(
      /^ArsaMezat doğrulama kodunuz: \d{6}\. Kod 3 dakika geçerlidir\. Kimseyle paylaşmayın\.$/,
    );
  });

  it('stores the code only as a keyed hash', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = await latestCode(t, phone);
    const [row] = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.phone, phone));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).not.toBe(hashToken(code));
  });

  it('refuses a registered phone for signup with 409', async () => {
    const member = await registerMember(t);
    const res = await sendCode(member.phone);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'PHONE_TAKEN', message: 'Bu telefon numarası zaten kayıtlı' },
    });
  });

  it('allows one code per 60 s per phone, answering 429 with the seconds to wait', async () => {
    const phone = nextPhone();
    expect((await sendCode(phone)).statusCode).toBe(200);
    time.advance(20);
    const res = await sendCode(phone, nextIp());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Çok fazla deneme yapıldı. Lütfen 40 saniye sonra tekrar deneyin.',
        retryAfter: 40,
      },
    });
    expect((await outbox(t, phone)).length).toBe(1);
    time.advance(40);
    expect((await sendCode(phone)).statusCode).toBe(200);
  });

  it('a code that was used does not hold back the next: recovery right after signing up', async () => {
    const member = await registerMember(t);
    const res = await sendCode(member.phone, nextIp(), 'password_reset');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('allows at most 5 codes per hour per phone', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(phone)).statusCode).toBe(200);
      time.advance(61);
    }
    const sixth = await sendCode(phone);
    expect(sixth.statusCode).toBe(429);
    const body = sixth.json<ErrorBody>();
    // The first code was sent 5 × 61 s ago: it leaves the hour in 3600 − 305 s.
    expect(body.error.retryAfter).toBe(3600 - 305);
    expect(body.error.message).toBe(
      `Çok fazla deneme yapıldı. Lütfen ${3600 - 305} saniye sonra tekrar deneyin.`,
    );
    expect((await outbox(t, phone)).length).toBe(5);
    time.advance(3600 - 305);
    expect((await sendCode(phone)).statusCode).toBe(200);
  });

  it('lets many people behind one address (a carrier NAT) get their codes', async () => {
    const ip = nextIp();
    const member = await registerMember(t);
    time.advance(61);
    for (let i = 0; i < 30; i++) expect((await sendCode(nextPhone(), ip)).statusCode).toBe(200);
    // Someone else behind the same address still gets a recovery code.
    expect((await sendCode(member.phone, ip, 'password_reset')).statusCode).toBe(200);
  });

  it('keeps a ceiling of 100 code requests per address and purpose per hour', async () => {
    const ip = nextIp();
    const member = await registerMember(t);
    time.advance(61);
    for (let i = 0; i < 100; i++) expect((await sendCode(nextPhone(), ip)).statusCode).toBe(200);
    const res = await sendCode(nextPhone(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json<ErrorBody>().error.code).toBe('RATE_LIMITED');
    expect(res.json<ErrorBody>().error.retryAfter).toBeGreaterThan(3000);
    // A flood of signup codes does not use up the address's recovery codes.
    expect((await sendCode(member.phone, ip, 'password_reset')).statusCode).toBe(200);
    time.advance(3600);
    expect((await sendCode(nextPhone(), ip)).statusCode).toBe(200);
  }, 90_000);

  it('counts sign-in codes apart: sign-ins in the hour leave the recovery codes free', async () => {
    const member = await registerMember(t);
    const settings = await call(
      t,
      'PATCH',
      '/api/me/settings',
      { twoFactorAuth: true },
      { cookie: member.cookie },
    );
    expect(settings.statusCode).toBe(200);
    for (let i = 0; i < 6; i++) {
      const res = await login(t, member.phone, member.password);
      expect(res.statusCode, res.body).toBe(200);
      const { challenge } = res.json<CodeStep>().twoFactor;
      const code = await latestCode(t, member.phone);
      expect((await verifySignInCode(t, challenge, code)).statusCode).toBe(200);
    }
    expect((await sendCode(member.phone, nextIp(), 'password_reset')).statusCode).toBe(200);
  });
});
