import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  call,
  login,
  movableClock,
  nextIp,
  registerMember,
  type ErrorBody,
} from '../auth/testing/auth-fixtures.ts';

/**
 * Two app instances on one database (on PostgreSQL two pools on one test database; on PGlite two
 * apps sharing one Database object): every security limit is counted once for both, so a caller
 * who spreads attempts over the instances gets no more than from one.
 */

const time = movableClock();
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp({ clock: time.clock });
  b = await createSecondInstance(a, { clock: time.clock });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const retryAfter = (res: Awaited<ReturnType<typeof login>>) =>
  res.json<ErrorBody>().error.retryAfter;

describe('security limits across two instances', () => {
  it('sign-in failures on either instance count together', async () => {
    const member = await registerMember(a);
    const ip = nextIp();
    for (const instance of [a, b, a, b, a]) {
      expect((await login(instance, member.phone, 'yanlis-sifre', ip)).statusCode).toBe(401);
    }
    for (const instance of [a, b]) {
      const res = await login(instance, member.phone, member.password, ip);
      expect(res.statusCode).toBe(429);
      expect(retryAfter(res)).toBe(30);
    }
    // The owner elsewhere is not held up, on either instance.
    expect((await login(b, member.phone, member.password, nextIp())).statusCode).toBe(200);
  });

  it('the per-address HTTP limit counts requests to both instances', async () => {
    const ip = nextIp();
    const ask = (instance: TestApp) =>
      call(instance, 'POST', '/api/auth/phone-availability', { phone: '5321234567' }, { ip });
    for (let i = 0; i < 15; i++) {
      expect((await ask(a)).statusCode).toBe(200);
      expect((await ask(b)).statusCode).toBe(200);
    }
    for (const instance of [a, b]) {
      const res = await ask(instance);
      expect(res.statusCode).toBe(429);
      expect(res.json<ErrorBody>().error.code).toBe('RATE_LIMITED');
    }
  });

  it('one recovery e-mail per address per minute, whichever instance is asked', async () => {
    const email = 'iki-sunucu@example.com';
    const ask = (instance: TestApp) =>
      call(instance, 'POST', '/api/auth/password-reset/email', { email }, { ip: nextIp() });
    expect((await ask(a)).statusCode).toBe(202);
    expect((await ask(b)).statusCode).toBe(429);
    time.advance(60);
    expect((await ask(b)).statusCode).toBe(202);
  });

  it('password-change attempts of one account on either instance count together', async () => {
    const member = await registerMember(a);
    const change = (instance: TestApp) =>
      call(
        instance,
        'POST',
        '/api/auth/password',
        { currentPassword: 'yanlis-sifre', newPassword: 'Yeni-Sifre-2026' },
        { ip: nextIp(), cookie: member.cookie },
      );
    for (let i = 0; i < 5; i++) {
      expect((await change(a)).statusCode).toBe(400);
      expect((await change(b)).statusCode).toBe(400);
    }
    const res = await change(b);
    expect(res.statusCode).toBe(429);
    expect(retryAfter(res)).toBe(900);
  });
});
