import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  call,
  latestCode,
  login,
  movableClock,
  nextIp,
  outbox,
  registerMember,
  sessionCookie,
  whoAmI,
  type ErrorBody,
  type Member,
} from './testing/auth-fixtures.ts';

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

type Challenge = {
  twoFactor: { challenge: string; phoneHint: string; resendAfter: number; expiresIn: number };
};
const EXPIRED =
  'Doğrulama süresi doldu. Lütfen telefon numaranız ve şifrenizle tekrar giriş yapın.';

async function memberWithTwoFactor(): Promise<Member> {
  const member = await registerMember(t);
  const res = await call(
    t,
    'PATCH',
    '/api/me/settings',
    { twoFactorAuth: true },
    { cookie: member.cookie },
  );
  expect(res.statusCode).toBe(200);
  // The registration code's one-a-minute limit covers the phone; start clear of it.
  time.advance(61);
  return member;
}

const verify = (body: unknown, ip = nextIp()) =>
  call(t, 'POST', '/api/auth/login/two-factor', body, { ip });

describe('two-step sign-in', () => {
  it('without two_factor_auth, the password alone signs in (as before)', async () => {
    const member = await registerMember(t);
    const res = await login(t, member.phone, member.password);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: { id: string } }>().user.id).toBe(member.user.id);
  });

  it('with it on, a right password sends an SMS code and no session; the code signs in', async () => {
    const member = await memberWithTwoFactor();
    const res = await login(t, member.phone, member.password);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'session')).toBeUndefined();
    const { twoFactor } = res.json<Challenge>();
    expect(twoFactor).toMatchObject({
      phoneHint: `5** *** ** ${member.phone.slice(-2)}`,
      resendAfter: 60,
      expiresIn: 180,
    });
    const [sms] = await outbox(t, member.phone);
    expect(sms!.body).toMatch(/^ArsaMezat giriş doğrulama kodunuz: \d{6}\./);

    const signedIn = await verify({
      challenge: twoFactor.challenge,
      code: await latestCode(t, member.phone),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await whoAmI(t, sessionCookie(signedIn))).toMatchObject({ id: member.user.id });

    // Single use.
    const reused = await verify({
      challenge: twoFactor.challenge,
      code: await latestCode(t, member.phone),
    });
    expect(reused.json<ErrorBody>().error.code).toBe('INVALID_CODE');
  });

  it('a wrong password still answers 401 and sends no code', async () => {
    const member = await memberWithTwoFactor();
    const before = (await outbox(t, member.phone)).length;
    expect((await login(t, member.phone, 'Yanlis-Sifre-11')).statusCode).toBe(401);
    expect(await outbox(t, member.phone)).toHaveLength(before);
  });

  it('locks the code after five wrong tries, like the registration code', async () => {
    const member = await memberWithTwoFactor();
    const { twoFactor } = (await login(t, member.phone, member.password)).json<Challenge>();
    const right = await latestCode(t, member.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify({ challenge: twoFactor.challenge, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.code).toBe('INVALID_CODE');
    }
    const locked = await verify({ challenge: twoFactor.challenge, code: right });
    expect(locked.json<ErrorBody>().error.code).toBe('INVALID_CODE');
  });

  it('resends under the same limits: not within 60 s, then a new code that works', async () => {
    const member = await memberWithTwoFactor();
    const { twoFactor } = (await login(t, member.phone, member.password)).json<Challenge>();
    const resend = () =>
      call(t, 'POST', '/api/auth/login/two-factor/resend', { challenge: twoFactor.challenge });
    const early = await resend();
    expect(early.statusCode).toBe(429);
    expect(early.json<ErrorBody>().error.code).toBe('RATE_LIMITED');
    time.advance(61);
    expect((await resend()).statusCode).toBe(200);
    const res = await verify({
      challenge: twoFactor.challenge,
      code: await latestCode(t, member.phone),
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a forged, expired or stale challenge', async () => {
    const member = await memberWithTwoFactor();
    const { twoFactor } = (await login(t, member.phone, member.password)).json<Challenge>();
    const code = await latestCode(t, member.phone);
    const [userId, expires, signature] = twoFactor.challenge.split('.');
    const forged = `${userId}.${Number(expires) + 3_600_000}.${signature}`;
    for (const challenge of [forged, 'garbage', `${userId}.1.${signature}`]) {
      const res = await verify({ challenge, code });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error).toEqual({ code: 'TWO_FACTOR_EXPIRED', message: EXPIRED });
    }
    time.advance(11 * 60);
    const late = await verify({ challenge: twoFactor.challenge, code });
    expect(late.json<ErrorBody>().error.code).toBe('TWO_FACTOR_EXPIRED');
  });
});
