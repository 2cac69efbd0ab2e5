import type { AdminUserDetail, UserChangedResponse } from '@arsamezat/shared/admin/admin-users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { auditLog } from '../../db/schema/messages.ts';
import { asAdmin, signInAdmin, type Admin } from '../admin/testing/admin-fixtures.ts';
import {
  call,
  failSignIns,
  login,
  nextIp,
  registerMember,
  type CodeStep,
  type ErrorBody,
} from '../auth/testing/auth-fixtures.ts';

/** The admin's view of a member's sign-in throttling, and clearing it (issue 24, decision 052). */
let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const throttleOf = async (userId: string) => {
  const res = await asAdmin(t, admin, 'GET', `/api/admin/users/${userId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminUserDetail>().signInThrottle;
};
const clear = (userId: string) =>
  asAdmin(t, admin, 'DELETE', `/api/admin/users/${userId}/sign-in-throttle`);

describe('sign-in throttling on the admin user page', () => {
  it('shows the day’s failures and until when a code is needed; clearing it is audited', async () => {
    const member = await registerMember(t);
    expect(await throttleOf(member.user.id)).toEqual({
      failures: 0,
      limit: 100,
      lastFailureAt: null,
      codeRequiredUntil: null,
    });

    const started = Date.now();
    await failSignIns(t, member.phone, 5, nextIp());
    const some = await throttleOf(member.user.id);
    expect(some).toMatchObject({ failures: 5, codeRequiredUntil: null });
    expect(Date.parse(some.lastFailureAt!)).toBeGreaterThanOrEqual(started - 1000);

    await failSignIns(t, member.phone, 95);
    const throttled = await throttleOf(member.user.id);
    expect(throttled.failures).toBe(100);
    const until = Date.parse(throttled.codeRequiredUntil!);
    expect(until).toBeGreaterThanOrEqual(started + DAY_MS - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + DAY_MS);
    const asked = await login(t, member.phone, member.password);
    expect(asked.json<CodeStep>().twoFactor.reason).toBe('throttled');

    const res = await clear(member.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UserChangedResponse>()).toMatchObject({
      message: 'Giriş denemesi sınırı kaldırıldı.',
      user: { id: member.user.id },
    });
    expect((await throttleOf(member.user.id)).failures).toBe(0);
    const alone = await login(t, member.phone, member.password);
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json<{ user: { id: string } }>().user.id).toBe(member.user.id);

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      action: 'user.sign_in_throttle_cleared',
      entityType: 'user',
      before: { failures: 101, codeRequiredUntil: throttled.codeRequiredUntil },
      after: { failures: 0, codeRequiredUntil: null },
    });
    // Nothing left to clear: nothing more is written.
    expect((await clear(member.user.id)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, member.user.id)),
    ).toHaveLength(1);
  }, 90_000);

  it('is for admins only, and refuses an unknown account', async () => {
    const member = await registerMember(t);
    const own = await call(
      t,
      'DELETE',
      `/api/admin/users/${member.user.id}/sign-in-throttle`,
      undefined,
      { cookie: member.cookie },
    );
    expect(own.statusCode).toBe(403);
    const missing = await clear('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().error.code).toBe('USER_NOT_FOUND');
  });
});
