import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { sessions, users, userSettings } from '../../db/schema/users.ts';
import {
  call,
  latestCode,
  movableClock,
  nextIp,
  nextPhone,
  outbox,
  sessionCookie,
  whoAmI,
  type ErrorBody,
} from './testing/auth-fixtures.ts';
import { hashToken } from '../../lib/tokens.ts';

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const INVALID_CODE = 'Doğrulama kodu hatalı veya süresi dolmuş. Lütfen tekrar deneyin.';

const details = (phone: string, code: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Mehmet',
  lastName: 'Demir',
  phone,
  password: 'Zeytin-Bahcesi-45',
  termsAccepted: true,
  marketingConsent: true,
  code,
  ...extra,
});

const sendCode = (phone: string, ip = nextIp(), purpose = 'signup') =>
  call(t, 'POST', '/api/auth/codes', { phone, purpose }, { ip });

const register = (body: unknown, ip = nextIp()) =>
  call(t, 'POST', '/api/auth/register', body, { ip });

const countUsers = async () => (await t.database.db.select().from(users)).length;

describe('registering', () => {
  it('creates the member with default settings, signs them in and sets the session cookie', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const res = await register(details(phone, await latestCode(t, phone)));
    expect(res.statusCode).toBe(201);
    const { user } = res.json<{ user: Record<string, unknown> }>();
    expect(user).toEqual({
      id: expect.any(String) as unknown,
      firstName: 'Mehmet',
      lastName: 'Demir',
      fullName: 'Mehmet Demir',
      phone,
      email: null,
      role: 'user',
      marketingConsent: true,
      createdAt: time.clock().toISOString(),
      // A new account belongs to no seller firm (issue 28).
      firm: null,
    });

    const cookie = res.cookies.find((c) => c.name === 'session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 2_592_000 });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await whoAmI(t, sessionCookie(res))).toMatchObject({ id: user.id });

    const [row] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(row).toMatchObject({ role: 'user', marketingConsent: true });
    expect(row!.phoneVerifiedAt).toEqual(time.clock());
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [settings] = await t.database.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, row!.id));
    expect(settings).toMatchObject({
      emailNotifications: true,
      auctionReminders: true,
      // Follows the marketing consent given at sign-up (issue #10).
      marketingEmails: true,
      twoFactorAuth: false,
    });

    // Only the SHA-256 of the token is stored.
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(cookie.value));
    expect(JSON.stringify(stored)).not.toContain(cookie.value);
    expect(stored[0]!.expiresAt.getTime() - time.clock().getTime()).toBe(30 * 86_400_000);
  });

  it('locks a code at the 5th wrong try: even the right code then fails', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = await latestCode(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await countUsers();
    for (let i = 0; i < 5; i++) {
      const res = await register(details(phone, wrong));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'INVALID_CODE', message: INVALID_CODE } });
    }
    const right = await register(details(phone, code));
    expect(right.statusCode).toBe(400);
    expect(right.json<ErrorBody>().error.code).toBe('INVALID_CODE');
    expect(await countUsers()).toBe(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(row).toBeUndefined();
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = await latestCode(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await register(details(phone, wrong))).statusCode).toBe(400);
    expect((await register(details(phone, code))).statusCode).toBe(201);
  });

  it('refuses an expired code (after 180 s)', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = await latestCode(t, phone);
    time.advance(181);
    const res = await register(details(phone, code));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toEqual({ code: 'INVALID_CODE', message: INVALID_CODE });
  });

  it('accepts a code just before it expires', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = await latestCode(t, phone);
    time.advance(179);
    expect((await register(details(phone, code))).statusCode).toBe(201);
  });

  it('uses a code once: a second registration with it fails', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = await latestCode(t, phone);
    expect((await register(details(phone, code))).statusCode).toBe(201);
    const again = await register(details(phone, code, { password: 'Baska-Sifre-77' }));
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.code).toBe('PHONE_TAKEN');
    // Another phone cannot borrow it either.
    const other = nextPhone();
    await sendCode(other);
    expect((await register(details(other, code))).json<ErrorBody>().error.code).toBe(
      'INVALID_CODE',
    );
  });

  it('only the newest code counts after a resend', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const first = await latestCode(t, phone);
    time.advance(61);
    await sendCode(phone);
    const second = await latestCode(t, phone);
    if (first !== second) {
      expect((await register(details(phone, first))).statusCode).toBe(400);
    }
    expect((await register(details(phone, second))).statusCode).toBe(201);
  });

  it('refuses a common password before spending the code', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = await latestCode(t, phone);
    for (const password of ['galatasaray', 'Fenerbahce', '123456', 'TÜRKİYE', 'istanbul34']) {
      const res = await register(details(phone, code, { password }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'COMMON_PASSWORD',
          message:
            'Bu şifre çok yaygın ve kolay tahmin edilebilir. Lütfen daha güçlü bir şifre seçin.',
        },
      });
    }
    expect((await register(details(phone, code))).statusCode).toBe(201);
  });

  it('accepts a 6-character password at registration (spec minimum)', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const res = await register(details(phone, await latestCode(t, phone), { password: 'kX9#vq' }));
    expect(res.statusCode).toBe(201);
  });
});

describe('bad input', () => {
  const phone = '5329998877';
  const valid = details(phone, '123456');
  const cases: [string, unknown, string, string][] = [
    [
      'a missing first name',
      { ...valid, firstName: undefined },
      'firstName',
      'Ad alanı zorunludur',
    ],
    ['a blank last name', { ...valid, lastName: '  ' }, 'lastName', 'Soyad alanı zorunludur'],
    [
      'a phone with letters',
      { ...valid, phone: '532abc4567' },
      'phone',
      'Geçerli bir telefon numarası giriniz',
    ],
    [
      'a number as phone',
      { ...valid, phone: 5321234567 },
      'phone',
      'Geçerli bir telefon numarası giriniz',
    ],
    [
      'a short password',
      { ...valid, password: '12345' },
      'password',
      'Şifre en az 6 karakter olmalıdır',
    ],
    [
      'unticked terms',
      { ...valid, termsAccepted: false },
      'termsAccepted',
      'Üyelik sözleşmesini kabul etmelisiniz',
    ],
    [
      'a 5-digit code',
      { ...valid, code: '12345' },
      'code',
      'Lütfen 6 haneli doğrulama kodunu tam olarak girin.',
    ],
    [
      'a 10 kB first name',
      { ...valid, firstName: 'a'.repeat(10_000) },
      'firstName',
      'Ad en fazla 100 karakter olabilir.',
    ],
    [
      'a 10 kB password',
      { ...valid, password: 'a'.repeat(10_000) },
      'password',
      'Şifre en fazla 128 karakter olabilir.',
    ],
    [
      'a 10 kB phone',
      { ...valid, phone: '5'.repeat(10_000) },
      'phone',
      'Geçerli bir telefon numarası giriniz',
    ],
  ];

  it.each(cases)(
    'refuses %s with a Turkish 400 and changes nothing',
    async (_l, body, field, message) => {
      const before = await countUsers();
      const res = await register(body);
      expect(res.statusCode).toBe(400);
      const { error } = res.json<ErrorBody>();
      expect(error.code).toBe('VALIDATION');
      expect(error.message).toBe(message);
      expect(error.fields?.[field]).toBe(message);
      expect(await countUsers()).toBe(before);
    },
  );

  it('refuses a body that is not an object, and a code request with a bad purpose', async () => {
    expect((await register([1, 2, 3])).statusCode).toBe(400);
    const res = await call(t, 'POST', '/api/auth/codes', { phone: nextPhone(), purpose: 'login' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.message).toBe('Geçersiz doğrulama amacı.');
    const none = await call(t, 'POST', '/api/auth/codes', {});
    expect(none.json<ErrorBody>().error.message).toBe('Telefon numaranızı giriniz');
  });

  it('sends no SMS for an invalid request', async () => {
    const before = (await outbox(t)).length;
    await call(t, 'POST', '/api/auth/codes', { phone: '532123456', purpose: 'signup' });
    expect((await outbox(t)).length).toBe(before);
  });

  it('refuses a state-changing request without the CSRF pair', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: valid,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().error.code).toBe('CSRF_FAILED');
  });
});
