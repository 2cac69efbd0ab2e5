import type { AdminKvkkPage } from '@arsamezat/shared/admin/admin-kvkk';
import type { AdminOverview } from '@arsamezat/shared/admin/admin-overview';
import type { AdminListingsPage } from '@arsamezat/shared/admin/admin-listing-queries';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBid, insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { auditLog } from '../../db/schema/messages.ts';
import { bids, deposits, payments } from '../../db/schema/trading.ts';
import { sessions, userSettings, users } from '../../db/schema/users.ts';
import { asAdmin, signInAdmin, type Admin } from '../admin/testing/admin-fixtures.ts';
import {
  call,
  login,
  movableClock,
  registerMember,
  type ErrorBody,
  type Member,
} from '../auth/testing/auth-fixtures.ts';
import { insertDeposit } from '../bids/testing/trading-fixtures.ts';
import { insertCompletedPayment } from '../member/testing/member-fixtures.ts';

// 09:00 UTC is 12:00 in Istanbul.
const time = movableClock('2026-11-10T09:00:00.000Z');
let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

async function apply(member: Member, reason = 'Artık kullanmıyorum') {
  const res = await call(t, 'POST', '/api/me/deletion-request', { reason }, member);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ request: { id: string } }>().request.id;
}

async function openList() {
  const res = await asAdmin(t, admin, 'GET', '/api/admin/kvkk?status=open');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminKvkkPage>();
}

describe('KVKK applications', () => {
  it('approval anonymises the person in one go and keeps bids, deposits, payments and audit', async () => {
    const db = t.database.db;
    const member = await registerMember(t);
    const id = member.user.id;
    await call(t, 'PATCH', '/api/me/settings', { marketingEmails: true }, member);
    const listingId = await insertListing(db, { status: 'active' });
    const depositId = await insertDeposit(db, { listingId, userId: id });
    await insertBid(db, { listingId, bidderId: id, amount: 2_500_000_00, createdAt: time.clock() });
    await insertCompletedPayment(db, {
      userId: id,
      listingId,
      depositId,
      amount: 5_000_00,
      orderId: `kvkk-${id.slice(0, 8)}`,
      completedAt: time.clock(),
    });
    const applicationId = await apply(member);
    const listed = (await openList()).items.find((a) => a.id === applicationId);
    expect(listed).toMatchObject({
      userId: id,
      status: 'received',
      reason: 'Artık kullanmıyorum',
      answerDueAt: '2026-12-10T09:00:00.000Z',
      overdue: false,
    });

    const res = await asAdmin(t, admin, 'POST', `/api/admin/kvkk/${applicationId}/answer`, {
      decision: 'approve',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(
      'Başvuru onaylandı; kullanıcının kişisel verileri anonimleştirildi.',
    );
    const [person] = await db.select().from(users).where(eq(users.id, id));
    expect(person).toMatchObject({
      firstName: 'Silinmiş',
      lastName: 'Üye',
      email: null,
      address: null,
      marketingConsent: false,
    });
    expect(person!.phone).not.toBe(member.phone);
    expect(person!.phone).toMatch(/^0[a-z0-9]{9}$/);
    expect(person!.deletedAt).not.toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await db.select().from(userSettings).where(eq(userSettings.userId, id))).toEqual([]);
    // Records the law keeps stay, pointing at the anonymous account.
    expect(await db.select().from(bids).where(eq(bids.bidderId, id))).toHaveLength(1);
    expect(await db.select().from(deposits).where(eq(deposits.userId, id))).toHaveLength(1);
    expect(await db.select().from(payments).where(eq(payments.userId, id))).toHaveLength(1);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, applicationId));
    expect(audit).toMatchObject({ action: 'kvkk.approved', actorId: admin.id });
    expect(JSON.stringify(audit)).not.toContain(member.phone);
    // The person is gone: their cookie is a guest's and the old phone signs nobody in.
    const me = await call(t, 'GET', '/api/me/profile', undefined, member);
    expect(me.statusCode).toBe(401);
    expect((await login(t, member.phone, member.password)).statusCode).toBe(401);
    const users_ = await asAdmin(t, admin, 'GET', '/api/admin/users?filter=deleted');
    expect(users_.json<{ items: { id: string; status: string }[] }>().items).toContainEqual(
      expect.objectContaining({ id, status: 'deleted' }),
    );
    const again = await asAdmin(t, admin, 'POST', `/api/admin/kvkk/${applicationId}/answer`, {
      decision: 'reject',
      note: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.code).toBe('KVKK_ALREADY_ANSWERED');
  });

  it('rejection needs a note, which the member then reads on /settings', async () => {
    const member = await registerMember(t);
    const applicationId = await apply(member);
    const url = `/api/admin/kvkk/${applicationId}/answer`;
    const noNote = await asAdmin(t, admin, 'POST', url, { decision: 'reject', note: '' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json<ErrorBody>().error.message).toBe(
      'Ret gerekçesini yazın; kullanıcı bu yanıtı görecek.',
    );
    const note = 'Açık ihalede kazandığınız bir arsa var; süreç bitince tekrar başvurun.';
    const res = await asAdmin(t, admin, 'POST', url, { decision: 'reject', note });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await call(t, 'GET', '/api/me/deletion-request', undefined, member);
    expect(mine.json()).toMatchObject({ request: { status: 'rejected', answerNote: note } });
    const answered = await asAdmin(t, admin, 'GET', '/api/admin/kvkk?status=answered');
    expect(answered.json<AdminKvkkPage>().items.find((a) => a.id === applicationId)).toMatchObject({
      id: applicationId,
      answerNote: note,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, applicationId));
    expect(audit?.action).toBe('kvkk.rejected');
  });

  it('marks applications open past 30 days as overdue, and counts them on the overview', async () => {
    const member = await registerMember(t);
    const applicationId = await apply(member);
    time.advance(31 * 24 * 60 * 60);
    admin = await signInAdmin(t); // the earlier session has expired by now
    const item = (await openList()).items.find((a) => a.id === applicationId);
    expect(item?.overdue).toBe(true);
    const overview = await asAdmin(t, admin, 'GET', '/api/admin/overview');
    expect(overview.json<AdminOverview>().today.openKvkk.overdue).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /api/admin/overview', () => {
  it('counts payments, bids of the last 7 days, refunds due and auctions ending today', async () => {
    const db = t.database.db;
    const now = time.clock();
    const member = await registerMember(t);
    const hour = 60 * 60 * 1000;
    const before = (await asAdmin(t, admin, 'GET', '/api/admin/overview')).json<AdminOverview>();
    // Ends in an hour (today in Istanbul) and in three days.
    const today = await insertListing(db, {
      status: 'active',
      startsAt: new Date(now.getTime() - hour),
      endsAt: new Date(now.getTime() + hour),
    });
    await insertListing(db, {
      status: 'active',
      startsAt: new Date(now.getTime() - hour),
      endsAt: new Date(now.getTime() + 72 * hour),
    });
    await insertDeposit(db, {
      listingId: today,
      userId: member.user.id,
      status: 'refund_due',
      amount: 7_500_00,
    });
    const paid = await insertDeposit(db, { listingId: today, userId: admin.id });
    await insertCompletedPayment(db, {
      userId: admin.id,
      listingId: today,
      depositId: paid,
      amount: 12_345_00,
      orderId: 'overview-0001',
      completedAt: now,
    });
    await insertBid(db, { listingId: today, bidderId: member.user.id, amount: 1, createdAt: now });
    await insertBid(db, {
      listingId: today,
      bidderId: member.user.id,
      amount: 2,
      createdAt: new Date(now.getTime() - 8 * 24 * hour),
    });
    const res = await asAdmin(t, admin, 'GET', '/api/admin/overview');
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<AdminOverview>();
    expect(after.payments.completedAmount - before.payments.completedAmount).toBe(12_345_00);
    expect(after.recentBids - before.recentBids).toBe(1);
    expect(after.today.refundsDue.count - before.today.refundsDue.count).toBe(1);
    expect(after.today.refundsDue.amount - before.today.refundsDue.amount).toBe(7_500_00);
    expect(after.today.endingToday - before.today.endingToday).toBe(1);
    expect(after.recentUsers[0]).toMatchObject({ id: member.user.id, status: 'active' });

    const ending = await asAdmin(t, admin, 'GET', '/api/admin/listings?ending=today');
    expect(ending.statusCode, ending.body).toBe(200);
    expect(ending.json<AdminListingsPage>().items.map((l) => l.id)).toContain(today);
    expect(ending.json<AdminListingsPage>().total).toBe(after.today.endingToday);
  });
});
