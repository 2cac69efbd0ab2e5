import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { users } from '../../db/schema/users.ts';
import { call, registerMember, type ErrorBody } from '../auth/testing/auth-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (body: unknown, cookie?: string) =>
  call(t, 'PATCH', '/api/me/profile', body, cookie ? { cookie } : {});

describe('PATCH /api/me/profile', () => {
  it('needs a session (401 before the body is even read)', async () => {
    const res = await patch({ email: 'not an e-mail' });
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorBody>().error.code).toBe('UNAUTHENTICATED');
  });

  it('sets the e-mail, lower-cased, and answers the updated user', async () => {
    const member = await registerMember(t);
    const res = await patch({ email: ' Ayse.Yilmaz@Example.COM ' }, member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: { email: string; id: string } }>().user).toMatchObject({
      id: member.user.id,
      email: 'ayse.yilmaz@example.com',
    });
    const session = await call(t, 'GET', '/api/auth/session', undefined, { cookie: member.cookie });
    expect(session.json<{ user: { email: string } }>().user.email).toBe('ayse.yilmaz@example.com');
  });

  it('refuses an e-mail another account has, whatever its case, with 409', async () => {
    const first = await registerMember(t);
    const second = await registerMember(t);
    expect((await patch({ email: 'tapu@example.com' }, first.cookie)).statusCode).toBe(200);
    const res = await patch({ email: 'TAPU@example.com' }, second.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'EMAIL_TAKEN', message: 'Bu e-posta adresi başka bir hesapta kayıtlı.' },
    });
    // Setting one's own address again is fine.
    expect((await patch({ email: 'Tapu@Example.com' }, first.cookie)).statusCode).toBe(200);
  });

  it('refuses bad input and changes nothing', async () => {
    const member = await registerMember(t);
    for (const [body, message] of [
      [{}, 'E-posta adresinizi giriniz'],
      [{ email: 'ayse@' }, 'Geçerli bir e-posta adresi giriniz'],
      [{ email: `${'a'.repeat(10_000)}@example.com` }, 'Geçerli bir e-posta adresi giriniz'],
      [{ email: ['a@b.co'] }, 'E-posta adresinizi giriniz'],
    ] as const) {
      const res = await patch(body, member.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.message).toBe(message);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row!.email).toBeNull();
  });
});
