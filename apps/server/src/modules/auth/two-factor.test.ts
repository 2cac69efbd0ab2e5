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
  type CodeStep,
  type ErrorBody,
  type Member,
} from './testing/auth-fixtures.ts';

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

type Challenge = CodeStep;
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
      reason: 'two_factor',
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

describe('sign-in codes have their own budget', () => {
  const sendAccountCode = (phone: string) =>
    call(t, 'POST', '/api/auth/codes', { phone, purpose: 'password_reset' }, { ip: nextIp() });

  /** Password, then the code from the SMS: the session's answer. */
  async function signInWithCode(member: Member) {
    const res = await login(t, member.phone, member.password);
    expect(res.statusCode, res.body).toBe(200);
    const { twoFactor } = res.json<Challenge>();
    return verify({ challenge: twoFactor.challenge, code: await latestCode(t, member.phone) });
  }

  it('a recovery code sent a moment ago does not hold back the sign-in code', async () => {
    const member = await memberWithTwoFactor();
    expect((await sendAccountCode(member.phone)).statusCode).toBe(200);
    const res = await login(t, member.phone, member.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Challenge>().twoFactor.reason).toBe('two_factor');
    const [sms] = await outbox(t, member.phone);
    expect(sms!.body).toMatch(/^ArsaMezat giriş doğrulama kodunuz/);
  });

  it('five signup and recovery codes in an hour do not lock the right password out', async () => {
    const member = await memberWithTwoFactor(); // its signup code is the first of the five
    for (let i = 0; i < 4; i++) {
      expect((await sendAccountCode(member.phone)).statusCode).toBe(200);
      time.advance(61);
    }
    // Their own budget still holds…
    expect((await sendAccountCode(member.phone)).statusCode).toBe(429);
    // …and the sign-in code does not share it.
    const signedIn = await signInWithCode(member);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('signing in on another device at once: a used code does not hold back the next', async () => {
    const member = await memberWithTwoFactor();
    expect((await signInWithCode(member)).statusCode).toBe(200);
    time.advance(1);
    const second = await signInWithCode(member);
    expect(second.statusCode, second.body).toBe(200);
    expect((await outbox(t, member.phone)).filter((m) => /giriş/.test(m.body))).toHaveLength(2);
  });

  it('pressing sign-in again within the minute sends no second SMS; the code sent works', async () => {
    const member = await memberWithTwoFactor();
    const first = (await login(t, member.phone, member.password)).json<Challenge>().twoFactor;
    time.advance(20);
    const again = await login(t, member.phone, member.password);
    expect(again.statusCode, again.body).toBe(200);
    const second = again.json<Challenge>().twoFactor;
    expect(second).toMatchObject({ resendAfter: 40, expiresIn: 160 });
    expect((await outbox(t, member.phone)).filter((m) => /giriş/.test(m.body))).toHaveLength(1);
    const code = await latestCode(t, member.phone);
    expect((await verify({ challenge: second.challenge, code })).statusCode).toBe(200);
    expect(first.challenge).not.toBe(second.challenge);
  });

  it('allows ten sign-in codes an hour and thirty a day per phone', async () => {
    const member = await memberWithTwoFactor();
    const dayStart = time.clock().getTime();
    for (let hour = 0; hour < 3; hour++) {
      const hourStart = time.clock().getTime();
      for (let i = 0; i < 10; i++) {
        expect((await signInWithCode(member)).statusCode).toBe(200);
        time.advance(1);
      }
      const over = await login(t, member.phone, member.password);
      expect(over.statusCode).toBe(429);
      // Until the hour's first code leaves the hour; in the third, until the day's first does.
      const until = hour < 2 ? hourStart + 3_600_000 : dayStart + 86_400_000;
      expect(over.json<ErrorBody>().error.retryAfter).toBe((until - time.clock().getTime()) / 1000);
      if (hour < 2) time.advance(3600);
    }
  }, 90_000);
});
