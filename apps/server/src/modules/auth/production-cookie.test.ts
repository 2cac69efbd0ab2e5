import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from './password.ts';
import { PRODUCTION_TEST_ENV } from '../../../test/helpers/production-env.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      ...PRODUCTION_TEST_ENV,
      PUBLIC_URL: 'https://arsamezat.test',
    },
  });
  await t.database.db.insert(users).values({
    phone: '5327778899',
    passwordHash: await hashPassword('Uretim-Sifresi-2026'),
    firstName: 'Ali',
    lastName: 'Kaya',
  });
});
afterAll(() => t.close());

// Production names the CSRF cookie with the __Host- prefix too.
const headers = (cookie?: string) => ({
  cookie: ['__Host-csrf_token=prod-csrf-token-123456', ...(cookie ? [cookie] : [])].join('; '),
  'x-csrf-token': 'prod-csrf-token-123456',
});

describe('the session cookie in production', () => {
  it('is __Host-session, Secure, HttpOnly, SameSite=Lax, Path=/, 30 days', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: headers(),
      payload: { phone: '5327778899', password: 'Uretim-Sifresi-2026' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === '__Host-session');
    expect(cookie).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 2_592_000,
    });
    expect(cookie!.domain).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'session')).toBeUndefined();

    const session = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: `__Host-session=${cookie!.value}` },
    });
    expect(session.json<{ user: { phone: string } }>().user.phone).toBe('5327778899');
    // The development name means nothing here.
    const plain = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: `session=${cookie!.value}` },
    });
    expect(plain.json()).toEqual({ user: null });
  });
});
