import type {
  AdminUserDetail,
  AdminUsersPage,
  UserChangedResponse,
} from '@arsamezat/shared/admin/admin-users';
import { and, eq, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBid, insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { auditLog } from '../../db/schema/messages.ts';
import { users } from '../../db/schema/users.ts';
import { asAdmin, signInAdmin, type Admin } from '../admin/testing/admin-fixtures.ts';
import {
  call,
  login,
  registerMember,
  whoAmI,
  type ErrorBody,
  type Member,
} from '../auth/testing/auth-fixtures.ts';
import { insertDeposit, signedInTrader } from '../bids/testing/trading-fixtures.ts';

let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const auditRows = (entityId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

const errorCode = (res: LightMyRequestResponse) => res.json<ErrorBody>().error.code;

describe('GET /api/admin/users', () => {
  it('pages, searches by name, phone and e-mail, and filters by chip', async () => {
    const db = t.database.db;
    const id = await signedInTrader(db, new Date(), { firstName: 'Zübeyde', lastName: 'Arslan' });
    await db.update(users).set({ email: 'zubeyde@ornek.com' }).where(eq(users.id, id.id));
    const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, id.id));
    for (const q of ['zübeyde arslan', 'ZUBEYDE@ornek', row!.phone.slice(2, 9)]) {
      const res = await asAdmin(t, admin, 'GET', `/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(
        res.json<AdminUsersPage>().items.map((u) => u.id),
        q,
      ).toEqual([id.id]);
    }
    const admins = await asAdmin(t, admin, 'GET', '/api/admin/users?filter=admins');
    expect(admins.json<AdminUsersPage>().items.every((u) => u.role === 'admin')).toBe(true);
    const members = await asAdmin(t, admin, 'GET', '/api/admin/users?filter=users');
    expect(members.json<AdminUsersPage>().items.map((u) => u.id)).toContain(id.id);
    expect(members.json<AdminUsersPage>().items.every((u) => u.status === 'active')).toBe(true);
    const wildcard = await asAdmin(t, admin, 'GET', '/api/admin/users?q=%25');
    expect(wildcard.json<AdminUsersPage>().items).toEqual([]);
  });

  it('refuses a bad filter or page with a Turkish 400', async () => {
    const bad = await asAdmin(t, admin, 'GET', '/api/admin/users?filter=everyone&page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.message).toMatch(/geçersiz/i);
  });
});

describe('GET /api/admin/users/:id', () => {
  it("shows the profile, sign-ins and the member's deposits and bids", async () => {
    const db = t.database.db;
    const member = await signedInTrader(db, new Date(), { firstName: 'Deniz', lastName: 'Kurt' });
    const listingId = await insertListing(db, { status: 'active' });
    await insertDeposit(db, { listingId, userId: member.id });
    await insertBid(db, {
      listingId,
      bidderId: member.id,
      amount: 2_000_000_00,
      createdAt: new Date(),
    });
    const res = await asAdmin(t, admin, 'GET', `/api/admin/users/${member.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<AdminUserDetail>();
    expect(detail.user).toMatchObject({ fullName: 'Deniz Kurt', status: 'active', role: 'user' });
    expect(detail.signIns).toHaveLength(1);
    expect(detail.deposits.total).toBe(1);
    expect(detail.bids.items[0]).toMatchObject({ amount: 2_000_000_00 });
    const missing = await asAdmin(t, admin, 'GET', `/api/admin/users/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(errorCode(missing)).toBe('USER_NOT_FOUND');
  });
});

describe('PATCH /api/admin/users/:id/role', () => {
  it('promotes and demotes with the spec texts, and writes an audit row each time', async () => {
    const member = await registerMember(t);
    const up = await asAdmin(t, admin, 'PATCH', `/api/admin/users/${member.user.id}/role`, {
      role: 'admin',
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json<UserChangedResponse>()).toMatchObject({
      message: 'Kullanıcı rolü Admin olarak güncellendi!',
      user: { role: 'admin' },
    });
    // The member's own session sees the new role on its next request.
    expect(await whoAmI(t, member.cookie)).toMatchObject({ role: 'admin' });
    const down = await asAdmin(t, admin, 'PATCH', `/api/admin/users/${member.user.id}/role`, {
      role: 'user',
    });
    expect(down.json<UserChangedResponse>().message).toBe(
      'Kullanıcı rolü Kullanıcı olarak güncellendi!',
    );
    const rows = await auditRows(member.user.id);
    expect(rows.map((r) => [r.action, r.actorId, r.after])).toEqual([
      ['user.role_changed', admin.id, { role: 'admin' }],
      ['user.role_changed', admin.id, { role: 'user' }],
    ]);
    const bad = await asAdmin(t, admin, 'PATCH', `/api/admin/users/${member.user.id}/role`, {
      role: 'owner',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses to demote yourself', async () => {
    const res = await asAdmin(t, admin, 'PATCH', `/api/admin/users/${admin.id}/role`, {
      role: 'user',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error).toEqual({
      code: 'CANNOT_DEMOTE_SELF',
      message: 'Kendi yönetici rolünüzü kaldıramazsınız.',
    });
    expect(await auditRows(admin.id)).toEqual([]);
  });

  it('never demotes the last admin, even when two admins demote each other at once', async () => {
    const db = t.database.db;
    const other = await signInAdmin(t);
    // Leave exactly these two admins.
    await db
      .update(users)
      .set({ role: 'user' })
      .where(and(eq(users.role, 'admin'), ne(users.id, admin.id), ne(users.id, other.id)));
    const [a, b] = await Promise.all([
      asAdmin(t, admin, 'PATCH', `/api/admin/users/${other.id}/role`, { role: 'user' }),
      asAdmin(t, other, 'PATCH', `/api/admin/users/${admin.id}/role`, { role: 'user' }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    // The loser is refused: LAST_ADMIN, or 403 when the demotion landed before its session check.
    expect([403, 409]).toContain(statuses[1]);
    const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    const survivor = admins[0]!.id;
    const former = survivor === admin.id ? other.id : admin.id;
    // Decided by the server whoever asks: the one remaining admin is never demoted.
    await expect(t.app.services.adminUsers.changeRole(former, survivor, 'user')).rejects.toThrow(
      expect.objectContaining({ code: 'LAST_ADMIN' }),
    );
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, former));
  });
});

describe('POST/DELETE /api/admin/users/:id/ban', () => {
  async function ban(member: Member, body: unknown) {
    return asAdmin(t, admin, 'POST', `/api/admin/users/${member.user.id}/ban`, body);
  }

  it('ends every session at once, refuses sign-in saying until when, keeps bids; unban restores', async () => {
    const member = await registerMember(t);
    const listingId = await insertListing(t.database.db, { status: 'active' });
    await insertBid(t.database.db, {
      listingId,
      bidderId: member.user.id,
      amount: 3_000_000_00,
      createdAt: new Date(),
    });
    const until = '2099-06-01T09:30:00.000Z';
    const res = await ban(member, { until, reason: 'Sahte teklifler' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UserChangedResponse>()).toMatchObject({
      message: 'Kullanıcı engellendi.',
      user: { status: 'banned', bannedUntil: until },
    });
    // The banned member's next request is a guest's.
    const next = await call(t, 'GET', '/api/me/profile', undefined, { cookie: member.cookie });
    expect(next.statusCode).toBe(401);
    const signIn = await login(t, member.phone, member.password);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json<ErrorBody>().error).toEqual({
      code: 'ACCOUNT_SUSPENDED',
      message:
        'Hesabınız 01.06.2099 12:30 tarihine kadar askıya alınmıştır. Lütfen bizimle iletişime geçin.',
    });
    const bids = await call(t, 'GET', `/api/listings/${listingId}/bids`);
    expect(bids.body).toContain('300000000');
    const banned = await asAdmin(t, admin, 'GET', '/api/admin/users?filter=banned');
    expect(banned.json<AdminUsersPage>().items.map((u) => u.id)).toContain(member.user.id);

    const lifted = await asAdmin(t, admin, 'DELETE', `/api/admin/users/${member.user.id}/ban`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json<UserChangedResponse>().user.status).toBe('active');
    expect((await login(t, member.phone, member.password)).statusCode).toBe(200);
    const rows = await auditRows(member.user.id);
    expect(rows.map((r) => r.action)).toEqual(['user.banned', 'user.unbanned']);
    expect(rows[0]!.after).toMatchObject({ banReason: 'Sahte teklifler', indefinite: false });
  });

  it('bans indefinitely with until null, and says so at sign-in', async () => {
    const member = await registerMember(t);
    expect((await ban(member, { until: null, reason: 'Kötüye kullanım' })).statusCode).toBe(200);
    const signIn = await login(t, member.phone, member.password);
    expect(signIn.json<ErrorBody>().error.message).toBe(
      'Hesabınız süresiz olarak askıya alınmıştır. Lütfen bizimle iletişime geçin.',
    );
  });

  it('refuses admins (yourself included), a past date and a missing reason', async () => {
    const member = await registerMember(t);
    const self = await asAdmin(t, admin, 'POST', `/api/admin/users/${admin.id}/ban`, {
      until: null,
      reason: 'x',
    });
    expect(self.statusCode).toBe(409);
    expect(errorCode(self)).toBe('CANNOT_BAN_ADMIN');
    const past = await ban(member, { until: '2020-01-01T00:00:00.000Z', reason: 'x' });
    expect(errorCode(past)).toBe('BAN_UNTIL_PAST');
    const noReason = await ban(member, { until: null, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<ErrorBody>().error.message).toBe('Engelleme nedenini yazın.');
    expect(await whoAmI(t, member.cookie)).toMatchObject({ id: member.user.id });
    expect(await auditRows(member.user.id)).toEqual([]);
  });
});
