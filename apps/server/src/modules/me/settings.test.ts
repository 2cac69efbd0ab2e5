import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { accountDeletionRequests } from '../../db/schema/member.ts';
import { users, userSettings } from '../../db/schema/users.ts';
import {
  call,
  latestCode,
  movableClock,
  nextIp,
  nextPhone,
  registerMember,
  sessionCookie,
  type ErrorBody,
} from '../auth/testing/auth-fixtures.ts';

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

type SettingsBody = {
  settings: {
    emailNotifications: boolean;
    auctionReminders: boolean;
    marketingEmails: boolean;
    twoFactorAuth: boolean;
  };
};
type DeletionBody = {
  request: {
    id: string;
    status: string;
    createdAt: string;
    answerDueAt: string;
    answeredAt: string | null;
  } | null;
};

const get = (cookie: string, url = '/api/me/settings') =>
  call(t, 'GET', url, undefined, { cookie });
const patch = (cookie: string, body: unknown) =>
  call(t, 'PATCH', '/api/me/settings', body, { cookie });

describe('/api/me/settings', () => {
  it('needs a session', async () => {
    expect((await call(t, 'GET', '/api/me/settings')).statusCode).toBe(401);
    const res = await call(t, 'PATCH', '/api/me/settings', { twoFactorAuth: true });
    expect(res.statusCode).toBe(401);
  });

  it('creates the defaults on first read (on, on, off, off) when none were stored', async () => {
    const member = await registerMember(t);
    await t.database.db.delete(userSettings).where(eq(userSettings.userId, member.user.id));
    const res = await get(member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<SettingsBody>().settings).toEqual({
      emailNotifications: true,
      auctionReminders: true,
      smsNotifications: true,
      marketingEmails: false,
      twoFactorAuth: false,
    });
    const rows = await t.database.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, member.user.id));
    expect(rows).toHaveLength(1);
  });

  it('saves one flag at a time and keeps each member to their own settings', async () => {
    const mine = await registerMember(t);
    const theirs = await registerMember(t);
    const res = await patch(mine.cookie, { emailNotifications: false });
    expect(res.statusCode).toBe(200);
    expect(res.json<SettingsBody>().settings.emailNotifications).toBe(false);
    await patch(mine.cookie, {
      auctionReminders: false,
      smsNotifications: false,
      twoFactorAuth: true,
    });
    expect((await get(mine.cookie)).json<SettingsBody>().settings).toEqual({
      emailNotifications: false,
      auctionReminders: false,
      smsNotifications: false,
      marketingEmails: false,
      twoFactorAuth: true,
    });
    expect((await get(theirs.cookie)).json<SettingsBody>().settings.emailNotifications).toBe(true);
  });

  it('refuses an empty change, an unknown key and a non-boolean', async () => {
    const member = await registerMember(t);
    for (const body of [{}, { darkMode: true }, { twoFactorAuth: 'evet' }]) {
      const res = await patch(member.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.code).toBe('VALIDATION');
    }
  });

  it('keeps marketing e-mails and the sign-up marketing consent the same', async () => {
    const phone = nextPhone();
    const ip = nextIp();
    await call(t, 'POST', '/api/auth/codes', { phone, purpose: 'signup' }, { ip });
    const registered = await call(
      t,
      'POST',
      '/api/auth/register',
      {
        firstName: 'Can',
        lastName: 'Öz',
        phone,
        password: 'Pazarlik-Izni-9',
        termsAccepted: true,
        marketingConsent: true,
        code: await latestCode(t, phone),
      },
      { ip },
    );
    const cookie = sessionCookie(registered);
    expect((await get(cookie)).json<SettingsBody>().settings.marketingEmails).toBe(true);

    await patch(cookie, { marketingEmails: false });
    const session = await call(t, 'GET', '/api/auth/session', undefined, { cookie });
    expect(session.json<{ user: { marketingConsent: boolean } }>().user.marketingConsent).toBe(
      false,
    );
    const [row] = await t.database.db
      .select({ consent: users.marketingConsent })
      .from(users)
      .where(eq(users.phone, phone));
    expect(row?.consent).toBe(false);
  });
});

describe('/api/me/deletion-request (KVKK application)', () => {
  it('is empty at first, records one application with a 30-day answer date', async () => {
    const member = await registerMember(t);
    const none = await get(member.cookie, '/api/me/deletion-request');
    expect(none.json<DeletionBody>()).toEqual({ request: null });

    const res = await call(
      t,
      'POST',
      '/api/me/deletion-request',
      { reason: 'Artık kullanmıyorum.' },
      { cookie: member.cookie },
    );
    expect(res.statusCode).toBe(201);
    const created = res.json<DeletionBody>().request!;
    expect(created).toMatchObject({ status: 'received', answeredAt: null });
    expect(Date.parse(created.answerDueAt) - Date.parse(created.createdAt)).toBe(
      30 * 24 * 60 * 60 * 1000,
    );

    const again = await call(t, 'POST', '/api/me/deletion-request', undefined, {
      cookie: member.cookie,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<DeletionBody>().request!.id).toBe(created.id);
    expect((await get(member.cookie, '/api/me/deletion-request')).json<DeletionBody>()).toEqual({
      request: created,
    });
    const rows = await t.database.db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reason).toBe('Artık kullanmıyorum.');
  });

  it('shows a member only their own application, and needs a session', async () => {
    const applicant = await registerMember(t);
    const other = await registerMember(t);
    await call(t, 'POST', '/api/me/deletion-request', {}, { cookie: applicant.cookie });
    expect((await get(other.cookie, '/api/me/deletion-request')).json<DeletionBody>()).toEqual({
      request: null,
    });
    expect((await call(t, 'POST', '/api/me/deletion-request', {})).statusCode).toBe(401);
    const tooLong = await call(
      t,
      'POST',
      '/api/me/deletion-request',
      { reason: 'x'.repeat(1001) },
      { cookie: other.cookie },
    );
    expect(tooLong.statusCode).toBe(400);
  });
});
