import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBid, insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { users } from '../../db/schema/users.ts';
import {
  call,
  movableClock,
  outbox,
  registerMember,
  waitForMail,
  type ErrorBody,
} from '../auth/testing/auth-fixtures.ts';
import { verificationTokenFrom } from './testing/profile-fixtures.ts';

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, env: { PUBLIC_URL: 'https://arsamezat.test' } });
});
afterAll(() => t.close());

type ProfileBody = {
  profile: {
    id: string;
    fullName: string;
    email: string | null;
    emailVerified: boolean;
    city: string | null;
    address: string | null;
    postalCode: string | null;
    createdAt: string;
  };
};

const patch = (body: unknown, cookie?: string) =>
  call(t, 'PATCH', '/api/me/profile', body, cookie ? { cookie } : {});
const getProfile = (cookie: string) => call(t, 'GET', '/api/me/profile', undefined, { cookie });
const confirm = (token: unknown) => call(t, 'POST', '/api/email-verification', { token });

describe('GET and PATCH /api/me/profile', () => {
  it('need a session (401 before the body is even read)', async () => {
    expect((await patch({ email: 'not an e-mail' })).json<ErrorBody>().error.code).toBe(
      'UNAUTHENTICATED',
    );
    const res = await call(t, 'GET', '/api/me/profile');
    expect(res.statusCode).toBe(401);
  });

  it('answers my own profile with the membership date and no e-mail yet', async () => {
    const member = await registerMember(t);
    const res = await getProfile(member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<ProfileBody>().profile).toMatchObject({
      id: member.user.id,
      fullName: 'Ayşe Yılmaz',
      email: null,
      emailVerified: false,
      city: null,
      createdAt: time.clock().toISOString(),
    });
  });

  it('saves the profile form: names, address, a province, postal code; empty texts clear', async () => {
    const member = await registerMember(t);
    const res = await patch(
      {
        firstName: ' Mehmet ',
        lastName: 'Demir',
        email: '',
        address: 'Cumhuriyet Mah. 12. Sokak No: 4',
        city: 'Kütahya',
        postalCode: '43100',
      },
      member.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ user: { fullName: string } }>().user.fullName).toBe('Mehmet Demir');
    expect((await getProfile(member.cookie)).json<ProfileBody>().profile).toMatchObject({
      fullName: 'Mehmet Demir',
      address: 'Cumhuriyet Mah. 12. Sokak No: 4',
      city: 'Kütahya',
      postalCode: '43100',
      email: null,
    });
    expect((await patch({ address: '', postalCode: '' }, member.cookie)).statusCode).toBe(200);
    expect((await getProfile(member.cookie)).json<ProfileBody>().profile).toMatchObject({
      address: null,
      postalCode: null,
      city: 'Kütahya',
    });
  });

  it('refuses bad input with the Turkish message and changes nothing', async () => {
    const member = await registerMember(t);
    for (const [body, message] of [
      [{ firstName: '  ' }, 'Ad alanı zorunludur'],
      [{ email: 'ayse@' }, 'Geçerli bir e-posta adresi giriniz'],
      [{ email: `${'a'.repeat(10_000)}@example.com` }, 'Geçerli bir e-posta adresi giriniz'],
      [{ city: 'Atlantis' }, 'Listeden bir il seçiniz.'],
      [{ address: 'x'.repeat(501) }, 'Adres en fazla 500 karakter olabilir.'],
    ] as const) {
      const res = await patch(body, member.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.message).toBe(message);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ firstName: 'Ayşe', email: null, city: null, address: null });
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
    expect((await patch({ email: 'Tapu@Example.com' }, first.cookie)).statusCode).toBe(200);
  });
});

describe('e-mail verification', () => {
  it('stores a new e-mail unverified, mails a link, and the link verifies it once', async () => {
    const member = await registerMember(t);
    const res = await patch({ email: 'Arsa.Sahibi@Example.com' }, member.cookie);
    expect(res.json<ProfileBody>().profile).toMatchObject({
      email: 'arsa.sahibi@example.com',
      emailVerified: false,
    });
    const mail = await waitForMail(t, 'arsa.sahibi@example.com');
    expect(mail.subject).toBe('ArsaMezat e-posta doğrulama');
    expect(mail.body).toMatch(/https:\/\/arsamezat\.test\/verify-email#token=[\w-]{43}/);
    const token = verificationTokenFrom(mail);

    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ email: 'arsa.sahibi@example.com' });
    expect((await getProfile(member.cookie)).json<ProfileBody>().profile.emailVerified).toBe(true);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().error).toEqual({
      code: 'INVALID_VERIFICATION_TOKEN',
      message:
        'Doğrulama bağlantısı geçersiz veya süresi dolmuş. Profil sayfanızdan yeni bir bağlantı isteyin.',
    });
  });

  it('a changed address is unverified again and the old link no longer works', async () => {
    const member = await registerMember(t);
    await patch({ email: 'ilk@example.com' }, member.cookie);
    const oldToken = verificationTokenFrom(await waitForMail(t, 'ilk@example.com'));
    await patch({ email: 'ikinci@example.com' }, member.cookie);
    expect((await confirm(oldToken)).statusCode).toBe(400);
    const newToken = verificationTokenFrom(await waitForMail(t, 'ikinci@example.com'));
    expect((await confirm(newToken)).statusCode).toBe(200);
    // Saving the same address again keeps it verified and sends nothing.
    await patch({ email: 'IKINCI@example.com', city: 'Uşak' }, member.cookie);
    const profile = (await getProfile(member.cookie)).json<ProfileBody>().profile;
    expect(profile).toMatchObject({ email: 'ikinci@example.com', emailVerified: true });
    expect(await outbox(t, 'ikinci@example.com')).toHaveLength(1);
  });

  it('resends the link for an unverified address, once a minute', async () => {
    const member = await registerMember(t);
    const resend = () =>
      call(t, 'POST', '/api/me/email-verification', undefined, { cookie: member.cookie });
    const none = await resend();
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorBody>().error.code).toBe('NO_EMAIL');

    await patch({ email: 'yeniden@example.com' }, member.cookie);
    await waitForMail(t, 'yeniden@example.com');
    expect((await resend()).statusCode).toBe(429);
    time.advance(61);
    const res = await resend();
    expect(res.statusCode).toBe(202);
    const token = verificationTokenFrom(await waitForMail(t, 'yeniden@example.com', 2));
    expect((await confirm(token)).statusCode).toBe(200);
    time.advance(61);
    expect((await resend()).json<ErrorBody>().error.code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('a link expires after 24 hours', async () => {
    const member = await registerMember(t);
    await patch({ email: 'gec@example.com' }, member.cookie);
    const token = verificationTokenFrom(await waitForMail(t, 'gec@example.com'));
    time.advance(24 * 60 * 60 + 1);
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await confirm('kisa')).statusCode).toBe(400);
  });
});

describe('GET /api/me/bid-history', () => {
  it('lists only my bids, newest first, with the auction title and phase, paged by 10', async () => {
    const me = await registerMember(t);
    const other = await registerMember(t);
    const listingId = await insertListing(t.database.db, { title: 'Göl Kenarı Arsa' });
    const start = new Date('2026-05-02T10:00:00Z').getTime();
    for (let i = 0; i < 12; i++) {
      await insertBid(t.database.db, {
        listingId,
        bidderId: me.user.id,
        amount: 100_000_00 + i * 1_000_00,
        createdAt: new Date(start + i * 60_000),
      });
    }
    await insertBid(t.database.db, {
      listingId,
      bidderId: other.user.id,
      amount: 500_000_00,
      createdAt: new Date(start + 3_600_000),
    });
    type Page = {
      items: { amount: number; listing: { id: string; title: string; phase: string } }[];
      total: number;
      page: number;
      pageSize: number;
    };
    const first = await call(t, 'GET', '/api/me/bid-history', undefined, { cookie: me.cookie });
    expect(first.statusCode).toBe(200);
    const body = first.json<Page>();
    expect(body).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toMatchObject({
      amount: 111_000_00,
      listing: { id: listingId, title: 'Göl Kenarı Arsa', phase: 'ended' },
    });
    const second = await call(t, 'GET', '/api/me/bid-history?page=2', undefined, {
      cookie: me.cookie,
    });
    expect(second.json<Page>().items.map((i) => i.amount)).toEqual([101_000_00, 100_000_00]);
    const theirs = await call(t, 'GET', '/api/me/bid-history', undefined, {
      cookie: other.cookie,
    });
    expect(theirs.json<Page>().items.map((i) => i.amount)).toEqual([500_000_00]);
    expect((await call(t, 'GET', '/api/me/bid-history')).statusCode).toBe(401);
  });
});
