import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  login,
  movableClock,
  nextIp,
  nextPhone,
  registerMember,
  type ErrorBody,
} from './testing/auth-fixtures.ts';

/**
 * Sign-in limits (NIST SP 800-63B, OWASP): failures, not successes, count; a phone from one
 * address waits longer after each failure past five; an address and a phone have ceilings.
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

  it("stops a phone after 100 failures in a day from any addresses (NIST's ceiling)", async () => {
    const member = await registerMember(t);
    for (let i = 0; i < 100; i++) {
      expect((await login(t, member.phone, WRONG, nextIp())).statusCode).toBe(401);
    }
    time.advance(60);
    expectWait(await login(t, member.phone, member.password, nextIp()), DAY - 60);
    time.advance(DAY - 60);
    expect((await login(t, member.phone, member.password, nextIp())).statusCode).toBe(200);
  }, 90_000);
});
