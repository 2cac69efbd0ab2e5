import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { ensureAdmin } from '../users/index.ts';
import {
  backgroundSent,
  call,
  failSignIns,
  latestCode,
  login,
  movableClock,
  nextIp,
  nextPhone,
  outbox,
  registerMember,
  sessionCookie,
  verifySignInCode,
  whoAmI,
  type CodeStep,
  type ErrorBody,
} from './testing/auth-fixtures.ts';

/**
 * Sign-in limits (NIST SP 800-63B, OWASP): failures, not successes, count; a phone from one
 * address waits longer after each failure past five; an address has a ceiling; past a phone's
 * ceiling the right password needs an SMS code to the phone (decision 052).
 */
const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const WRONG = 'yanlis-sifre';
const DAY = 86_400;

/** The attempt is refused with the rate-limit text and this many seconds to wait. */
function expectWait(res: Awaited<ReturnType<typeof login>>, seconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json<ErrorBody>().error).toEqual({
    code: 'RATE_LIMITED',
    message: `Çok fazla deneme yapıldı. Lütfen ${seconds} saniye sonra tekrar deneyin.`,
    retryAfter: seconds,
  });
}

describe('sign-in limits', () => {
  it("someone else's failures do not lock the owner out: the owner signs in from another address", async () => {
    const member = await registerMember(t);
    const attacker = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await login(t, member.phone, WRONG, attacker)).statusCode).toBe(401);
    }
    // Ten more from as many addresses: fifteen failures for the phone in all.
    for (let i = 0; i < 10; i++) {
      expect((await login(t, member.phone, WRONG, nextIp())).statusCode).toBe(401);
    }
    expectWait(await login(t, member.phone, member.password, attacker), 30);
    expect((await login(t, member.phone, member.password, nextIp())).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const member = await registerMember(t);
    const ip = nextIp();
    for (let i = 0; i < 12; i++) {
      expect((await login(t, member.phone, member.password, ip)).statusCode).toBe(200);
    }
    expect((await login(t, member.phone, WRONG, ip)).statusCode).toBe(401);
  });

  it('a successful sign-in clears the failures of its phone and address', async () => {
    const member = await registerMember(t);
    const ip = nextIp();
    for (let i = 0; i < 4; i++) {
      expect((await login(t, member.phone, WRONG, ip)).statusCode).toBe(401);
    }
    expect((await login(t, member.phone, member.password, ip)).statusCode).toBe(200);
    // Five more failures are free again; only then does the wait begin.
    for (let i = 0; i < 5; i++) {
      expect((await login(t, member.phone, WRONG, ip)).statusCode).toBe(401);
    }
    expectWait(await login(t, member.phone, member.password, ip), 30);
  });

  it('makes one phone from one address wait longer after each failure past five', async () => {
    const member = await registerMember(t);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await login(t, member.phone, WRONG, ip)).statusCode).toBe(401);
    }
    for (const wait of [30, 60, 120]) {
      expectWait(await login(t, member.phone, WRONG, ip), wait);
      time.advance(wait - 1);
      expectWait(await login(t, member.phone, member.password, ip), 1);
      time.advance(1);
      expect((await login(t, member.phone, WRONG, ip)).statusCode).toBe(401);
    }
    expectWait(await login(t, member.phone, member.password, ip), 240);
    time.advance(240);
    expect((await login(t, member.phone, member.password, ip)).statusCode).toBe(200);
  });

  it('stops an address after 50 failures in a quarter hour, whatever the phones', async () => {
    const member = await registerMember(t);
    const ip = nextIp();
    for (let i = 0; i < 50; i++) {
      expect((await login(t, nextPhone(), WRONG, ip)).statusCode).toBe(401);
    }
    expectWait(await login(t, member.phone, member.password, ip), 900);
    expect((await login(t, member.phone, member.password, nextIp())).statusCode).toBe(200);
    time.advance(900);
    expect((await login(t, member.phone, member.password, ip)).statusCode).toBe(200);
  }, 90_000);

  it('stops guessing from one address past the threshold too: its waits and ceiling hold', async () => {
    const member = await registerMember(t);
    await failSignIns(t, member.phone, 100);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await login(t, member.phone, WRONG, ip)).statusCode).toBe(200);
    }
    expectWait(await login(t, member.phone, member.password, ip), 30);
  }, 90_000);
});

describe("past a phone's 100 failures in a day (NIST's ceiling): a code, not a lock", () => {
  it('the right password still signs in, after an SMS code to the phone', async () => {
    const member = await registerMember(t);
    await failSignIns(t, member.phone, 100);
    const ip = nextIp();
    const res = await login(t, member.phone, member.password, ip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.find((c) => c.name === 'session')).toBeUndefined();
    const { twoFactor } = res.json<CodeStep>();
    expect(twoFactor).toMatchObject({
      reason: 'throttled',
      phoneHint: `5** *** ** ${member.phone.slice(-2)}`,
      resendAfter: 60,
      expiresIn: 180,
    });
    await backgroundSent(t);
    const [sms] = await outbox(t, member.phone);
    expect(sms!.body).toMatch(/^ArsaMezat giriş doğrulama kodunuz: \d{6}\./);
    const code = await latestCode(t, member.phone);
    const signedIn = await verifySignInCode(t, twoFactor.challenge, code, ip);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await whoAmI(t, sessionCookie(signedIn))).toMatchObject({ id: member.user.id });
  }, 90_000);

  it('the only administrator signs in the same way', async () => {
    const phone = nextPhone();
    await ensureAdmin(t.database.db, { phone, password: 'Yonetici-Sifre-2026' });
    await failSignIns(t, phone, 105);
    const res = await login(t, phone, 'Yonetici-Sifre-2026');
    const { twoFactor } = res.json<CodeStep>();
    await backgroundSent(t);
    const signedIn = await verifySignInCode(t, twoFactor.challenge, await latestCode(t, phone));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json<{ user: { role: string } }>().user.role).toBe('admin');
  }, 90_000);

  it('a wrong password is answered the same way, sends nothing, and no code passes it', async () => {
    const member = await registerMember(t);
    await failSignIns(t, member.phone, 100);
    const sent = (await outbox(t, member.phone)).length;
    const wrong = await login(t, member.phone, 'Baska-Bir-Sifre-1');
    const right = await login(t, member.phone, member.password);
    expect(wrong.statusCode).toBe(200);
    const decoy = wrong.json<CodeStep>().twoFactor;
    const real = right.json<CodeStep>().twoFactor;
    expect({ ...decoy, challenge: '' }).toEqual({ ...real, challenge: '' });
    expect(decoy.challenge).toHaveLength(real.challenge.length);
    expect(decoy.challenge).toMatch(/^\d+\.[A-Za-z0-9_-]+$/);
    expect(real.challenge).toMatch(/^\d+\.[A-Za-z0-9_-]+$/);

    const resend = (challenge: string) =>
      call(t, 'POST', '/api/auth/login/two-factor/resend', { challenge }, { ip: nextIp() });
    const [resentDecoy, resentReal] = [await resend(decoy.challenge), await resend(real.challenge)];
    expect(resentDecoy.statusCode).toBe(200);
    expect(resentDecoy.json()).toEqual(resentReal.json());

    await backgroundSent(t);
    // One SMS: the right password's (its resend within the minute sends nothing more).
    expect(await outbox(t, member.phone)).toHaveLength(sent + 1);
    const code = await latestCode(t, member.phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const onDecoy = await verifySignInCode(t, decoy.challenge, code);
    const wrongOnReal = await verifySignInCode(t, real.challenge, wrongCode);
    expect(onDecoy.statusCode).toBe(400);
    expect(onDecoy.json()).toEqual(wrongOnReal.json());
    expect(onDecoy.json<ErrorBody>().error.code).toBe('INVALID_CODE');

    // An unknown phone past its threshold answers the same too.
    const ghost = nextPhone();
    await failSignIns(t, ghost, 100);
    const unknown = (await login(t, ghost, member.password)).json<CodeStep>().twoFactor;
    expect({ ...unknown, challenge: '', phoneHint: '' }).toEqual({
      ...real,
      challenge: '',
      phoneHint: '',
    });
    expect(unknown.challenge).toHaveLength(real.challenge.length);
  }, 180_000);

  it("the code sign-in clears its address's failures; after the day, the password alone again", async () => {
    const member = await registerMember(t);
    await failSignIns(t, member.phone, 100);
    const ip = nextIp();
    for (let i = 0; i < 4; i++) {
      expect((await login(t, member.phone, WRONG, ip)).statusCode).toBe(200);
    }
    const { twoFactor } = (await login(t, member.phone, member.password, ip)).json<CodeStep>();
    // The right password counted as an attempt until its code is entered: the fifth.
    expectWait(await login(t, member.phone, member.password, ip), 30);
    await backgroundSent(t);
    const code = await latestCode(t, member.phone);
    expect((await verifySignInCode(t, twoFactor.challenge, code, ip)).statusCode).toBe(200);
    const again = await login(t, member.phone, member.password, ip);
    expect(again.json<CodeStep>().twoFactor.reason).toBe('throttled');

    time.advance(DAY);
    const alone = await login(t, member.phone, member.password, ip);
    expect(alone.statusCode).toBe(200);
    expect(alone.json<{ user: { id: string } }>().user.id).toBe(member.user.id);
  }, 90_000);

  it('its code step lasts ten minutes and ends when the password changes', async () => {
    const member = await registerMember(t);
    await failSignIns(t, member.phone, 100);
    const first = (await login(t, member.phone, member.password)).json<CodeStep>().twoFactor;
    await backgroundSent(t);
    const code = await latestCode(t, member.phone);
    const changed = await call(
      t,
      'POST',
      '/api/auth/password',
      { currentPassword: member.password, newPassword: 'Yeni-Parsel-Sifresi-7' },
      { cookie: member.cookie },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await verifySignInCode(t, first.challenge, code);
    expect(stale.json<ErrorBody>().error.code).toBe('INVALID_CODE');

    const next = (await login(t, member.phone, 'Yeni-Parsel-Sifresi-7')).json<CodeStep>().twoFactor;
    await backgroundSent(t);
    time.advance(11 * 60);
    const late = await verifySignInCode(t, next.challenge, await latestCode(t, member.phone));
    expect(late.json<ErrorBody>().error.code).toBe('TWO_FACTOR_EXPIRED');
  }, 90_000);
});
