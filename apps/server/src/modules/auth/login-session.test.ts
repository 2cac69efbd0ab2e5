import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { sessions, users } from '../../db/schema/users.ts';
import {
  call,
  login,
  movableClock,
  nextIp,
  nextPhone,
  registerMember,
  sessionCookie,
  whoAmI,
  type ErrorBody,
} from './testing/auth-fixtures.ts';

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const INVALID = { error: { code: 'INVALID_CREDENTIALS', message: 'Geçersiz giriş bilgileri' } };

const liveSessions = async (userId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).filter(
    (s) => !s.revokedAt,
  );

describe('signing in', () => {
  it('signs in with phone and password, in any +90 form, and records the time', async () => {
    const member = await registerMember(t);
    time.advance(60);
    const res = await login(t, `0${member.phone}`, member.password);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: { id: string } }>().user).toMatchObject({
      id: member.user.id,
      phone: member.phone,
      fullName: 'Ayşe Yılmaz',
      role: 'user',
    });
    const cookie = res.cookies.find((c) => c.name === 'session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 2_592_000 });
    expect(await whoAmI(t, sessionCookie(res))).toMatchObject({ id: member.user.id });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row!.lastSignInAt).toEqual(time.clock());
  });

  it('answers the same for an unknown phone and a wrong password', async () => {
    const member = await registerMember(t);
    const wrong = await login(t, member.phone, 'yanlis-sifre');
    const unknown = await login(t, nextPhone(), member.password);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
      expect(res.cookies.find((c) => c.name === 'session')).toBeUndefined();
    }
  });

  it('refuses bad input with the login texts', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Telefon numaranızı giriniz'],
      [
        { phone: '532 abc 45 67', password: 'abcdef' },
        'Geçerli bir telefon numarası giriniz (5XX XXX XX XX)',
      ],
      [{ phone: '5321234567' }, 'Şifrenizi giriniz'],
      [{ phone: '5321234567', password: 'abc' }, 'Şifre en az 6 karakter olmalıdır'],
      [{ phone: '5321234567', password: 12345678 }, 'Şifrenizi giriniz'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, 'POST', '/api/auth/login', body, { ip: nextIp() });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.message).toBe(message);
    }
  });

  it('treats a banned account as signed out, and refuses it at sign-in', async () => {
    const member = await registerMember(t);
    await t.database.db
      .update(users)
      .set({ bannedUntil: new Date(time.clock().getTime() + 86_400_000) })
      .where(eq(users.id, member.user.id));
    expect(await whoAmI(t, member.cookie)).toBeNull();
    const res = await login(t, member.phone, member.password);
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().error.code).toBe('ACCOUNT_SUSPENDED');
    time.advance(86_401);
    expect(await whoAmI(t, member.cookie)).toMatchObject({ id: member.user.id });
  });

  it('treats a deleted account as unknown', async () => {
    const member = await registerMember(t);
    await t.database.db
      .update(users)
      .set({ deletedAt: time.clock() })
      .where(eq(users.id, member.user.id));
    expect(await whoAmI(t, member.cookie)).toBeNull();
    expect((await login(t, member.phone, member.password)).json()).toEqual(INVALID);
  });
});

describe('the session', () => {
  it('GET /api/auth/session answers user null for a guest and for a forged cookie, never 401', async () => {
    const guest = await call(t, 'GET', '/api/auth/session');
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ user: null });
    expect(guest.headers['cache-control']).toBe('no-store');
    const forged = await call(t, 'GET', '/api/auth/session', undefined, {
      cookie: `session=${'A'.repeat(43)}`,
    });
    expect(forged.json()).toEqual({ user: null });
    // The dead cookie is cleared.
    expect(forged.cookies.find((c) => c.name === 'session')).toMatchObject({ value: '' });
  });

  it('lasts 30 days from its last use, extended at most once an hour', async () => {
    const member = await registerMember(t);
    const [created] = await liveSessions(member.user.id);
    time.advance(30 * 60);
    const early = await call(t, 'GET', '/api/auth/session', undefined, { cookie: member.cookie });
    expect(early.cookies).toHaveLength(0);
    const [untouched] = await liveSessions(member.user.id);
    expect(untouched!.expiresAt).toEqual(created!.expiresAt);

    time.advance(31 * 60);
    const later = await call(t, 'GET', '/api/auth/session', undefined, { cookie: member.cookie });
    expect(later.cookies.find((c) => c.name === 'session')).toMatchObject({ maxAge: 2_592_000 });
    const [touched] = await liveSessions(member.user.id);
    expect(touched!.expiresAt.getTime()).toBe(time.clock().getTime() + 30 * 86_400_000);

    time.advance(30 * 86_400 - 1);
    expect(await whoAmI(t, member.cookie)).toMatchObject({ id: member.user.id });
    time.advance(30 * 86_400 + 1);
    expect(await whoAmI(t, member.cookie)).toBeNull();
  });

  it('logout (local) ends this session only, clears the cookie and answers 204', async () => {
    const member = await registerMember(t);
    const other = sessionCookie(await login(t, member.phone, member.password));
    const res = await call(t, 'POST', '/api/auth/logout', {}, { cookie: member.cookie });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.cookies.find((c) => c.name === 'session')).toMatchObject({ value: '' });
    expect(await whoAmI(t, member.cookie)).toBeNull();
    expect(await whoAmI(t, other)).toMatchObject({ id: member.user.id });
  });

  it('logout (global) ends every session of the account', async () => {
    const member = await registerMember(t);
    const other = sessionCookie(await login(t, member.phone, member.password));
    const someoneElse = await registerMember(t);
    const res = await call(t, 'POST', '/api/auth/logout', { scope: 'global' }, { cookie: other });
    expect(res.statusCode).toBe(204);
    expect(await whoAmI(t, member.cookie)).toBeNull();
    expect(await whoAmI(t, other)).toBeNull();
    expect(await liveSessions(member.user.id)).toHaveLength(0);
    expect(await whoAmI(t, someoneElse.cookie)).not.toBeNull();
  });

  it('logout without a body or without a session still answers 204', async () => {
    expect((await call(t, 'POST', '/api/auth/logout')).statusCode).toBe(204);
    const bad = await call(t, 'POST', '/api/auth/logout', { scope: 'others' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.message).toBe('Geçersiz çıkış kapsamı.');
  });

  it('signing in again in the same browser replaces its previous session', async () => {
    const member = await registerMember(t);
    const res = await call(
      t,
      'POST',
      '/api/auth/login',
      { phone: member.phone, password: member.password },
      { cookie: member.cookie, ip: nextIp() },
    );
    expect(res.statusCode).toBe(200);
    expect(await whoAmI(t, member.cookie)).toBeNull();
    expect(await liveSessions(member.user.id)).toHaveLength(1);
  });
});

describe('changing the password', () => {
  const change = (cookie: string | undefined, body: unknown) =>
    call(t, 'POST', '/api/auth/password', body, { ip: nextIp(), ...(cookie ? { cookie } : {}) });

  it('needs a session', async () => {
    const res = await change(undefined, {
      currentPassword: 'abcdefgh',
      newPassword: 'Yeni-Sifre-2026',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Bu işlem için giriş yapmalısınız.' },
    });
  });

  it('refuses a wrong current password, the same password and a common one', async () => {
    const member = await registerMember(t);
    const wrong = await change(member.cookie, {
      currentPassword: 'yanlis-sifre',
      newPassword: 'Yeni-Sifre-2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: { code: 'WRONG_PASSWORD', message: 'Mevcut şifre doğru değil' },
    });
    const same = await change(member.cookie, {
      currentPassword: member.password,
      newPassword: member.password,
    });
    expect(same.json()).toEqual({
      error: {
        code: 'SAME_PASSWORD',
        message: 'Yeni şifreniz eski şifrenizle aynı olamaz. Lütfen farklı bir şifre belirleyin.',
      },
    });
    const common = await change(member.cookie, {
      currentPassword: member.password,
      newPassword: 'fenerbahce1907',
    });
    expect(common.json<ErrorBody>().error.code).toBe('COMMON_PASSWORD');
    const short = await change(member.cookie, {
      currentPassword: member.password,
      newPassword: 'kisa-12',
    });
    expect(short.json<ErrorBody>().error.message).toBe('Şifre en az 8 karakter olmalıdır');
    expect((await login(t, member.phone, member.password)).statusCode).toBe(200);
  });

  it('changes it and ends every other session: a second browser is signed out', async () => {
    const member = await registerMember(t);
    const second = sessionCookie(await login(t, member.phone, member.password));
    const res = await change(member.cookie, {
      currentPassword: member.password,
      newPassword: 'Bag-Evi-Manisa-9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await whoAmI(t, member.cookie)).toMatchObject({ id: member.user.id });
    expect(await whoAmI(t, second)).toBeNull();
    expect((await login(t, member.phone, member.password)).statusCode).toBe(401);
    expect((await login(t, member.phone, 'Bag-Evi-Manisa-9')).statusCode).toBe(200);
  });
});
