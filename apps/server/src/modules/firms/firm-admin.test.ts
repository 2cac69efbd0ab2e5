import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { firms, userSettings } from '../../db/schema.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import { signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';
import { insertFirm } from './testing/firm-fixtures.ts';
import {
  confirmEmail,
  notificationChannels,
  PDF,
  sendJson,
  submitApplication,
} from './testing/firm-kit.ts';

/** The operator's 'Firmalar' (issue 28): the queue, a firm, its documents and each decision. */
let t: TestApp;
let admin: Trader;
const now = new Date('2026-05-05T09:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await signedInTrader(t.database.db, now, {
    firstName: 'Site',
    lastName: 'Yöneticisi',
    role: 'admin',
  });
});
afterAll(() => t.close());

let n = 0;
async function applicant(): Promise<Trader & { firmId: string }> {
  const member = await signedInTrader(t.database.db, now, {
    firstName: 'Firma',
    lastName: `Sahibi${++n}`,
  });
  await confirmEmail(t.database.db, member.id, `sahip${n}@example.com`, now);
  const res = await submitApplication(t, member.cookie);
  if (res.statusCode !== 200) throw new Error(res.body);
  return { ...member, firmId: res.json<{ application: { id: string } }>().application.id };
}

const act = (firmId: string, action: string, body?: unknown) =>
  sendJson(t, 'POST', `/api/admin/firms/${firmId}/${action}`, admin.cookie, body);

type AdminFirm = {
  status: string;
  statusReason: string | null;
  documents: { id: string; kind: string }[];
  members: { role: string; userId: string }[];
};

describe('the queue', () => {
  it('shows the waiting applications, İnceleniyor first, oldest first', async () => {
    const owner = await signedInTrader(t.database.db, now, { firstName: 'Eski', lastName: 'Bir' });
    const older = await insertFirm(t.database.db, {
      ownerId: owner.id,
      status: 'pending',
      now: new Date('2026-04-01T08:00:00Z'),
    });
    const owner2 = await signedInTrader(t.database.db, now, {
      firstName: 'Eksik',
      lastName: 'Iki',
    });
    const needs = await insertFirm(t.database.db, {
      ownerId: owner2.id,
      status: 'needs_documents',
      now: new Date('2026-03-01T08:00:00Z'),
    });
    const owner3 = await signedInTrader(t.database.db, now, { firstName: 'Onay', lastName: 'Uc' });
    const approved = await insertFirm(t.database.db, { ownerId: owner3.id, status: 'approved' });
    const newer = (await applicant()).firmId;

    const res = await sendJson(t, 'GET', '/api/admin/firms', admin.cookie);
    expect(res.statusCode).toBe(200);
    const page = res.json<{ items: { id: string }[]; waiting: number }>();
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(needs));
    expect(ids).not.toContain(approved);

    const onlyApproved = await sendJson(t, 'GET', '/api/admin/firms?status=approved', admin.cookie);
    expect(onlyApproved.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toContain(
      approved,
    );
  });

  it('is for administrators only', async () => {
    const member = await signedInTrader(t.database.db, now, {
      firstName: 'Sıradan',
      lastName: 'Üye',
    });
    expect((await sendJson(t, 'GET', '/api/admin/firms', member.cookie)).statusCode).toBe(403);
    expect((await sendJson(t, 'GET', '/api/admin/firms', null)).statusCode).toBe(401);
  });
});

describe('a firm and its documents', () => {
  it('shows the details, the documents and the owner; a document downloads, audited', async () => {
    const owner = await applicant();
    const res = await sendJson(t, 'GET', `/api/admin/firms/${owner.firmId}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    const firm = res.json<AdminFirm>();
    expect(firm.status).toBe('pending');
    expect(firm.members).toEqual([expect.objectContaining({ userId: owner.id, role: 'owner' })]);
    const yetki = firm.documents.find((d) => d.kind === 'yetki_belgesi');
    const file = await sendJson(
      t,
      'GET',
      `/api/admin/firms/${owner.firmId}/documents/${yetki?.id}/file`,
      admin.cookie,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const audit = await selectAuditEntries(t.database.db, 'firm', owner.firmId);
    expect(audit.map((row) => [row.action, row.actorId])).toContainEqual([
      'firm.document_downloaded',
      admin.id,
    ]);

    const member = await signedInTrader(t.database.db, now, {
      firstName: 'Meraklı',
      lastName: 'Üye',
    });
    const refused = await sendJson(
      t,
      'GET',
      `/api/admin/firms/${owner.firmId}/documents/${yetki?.id}/file`,
      member.cookie,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('answers 404 for an unknown firm', async () => {
    const res = await sendJson(
      t,
      'GET',
      '/api/admin/firms/7c9e6679-7425-40de-944b-e07fc1f90ae7',
      admin.cookie,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('FIRM_NOT_FOUND');
  });
});

describe('the decisions', () => {
  it('Eksik Belge İste needs a note; the note reaches the applicant, audited and told', async () => {
    const owner = await applicant();
    const empty = await act(owner.firmId, 'request-documents', { reason: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toBe('Açıklama yazınız.');

    const res = await act(owner.firmId, 'request-documents', {
      reason: 'Ticaret sicil gazetesinin güncel nüshasını yükleyiniz.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminFirm>()).toMatchObject({
      status: 'needs_documents',
      statusReason: 'Ticaret sicil gazetesinin güncel nüshasını yükleyiniz.',
    });
    const mine = await sendJson(t, 'GET', '/api/firm-application', owner.cookie);
    expect(mine.json<{ application: AdminFirm }>().application).toMatchObject({
      status: 'needs_documents',
      statusReason: 'Ticaret sicil gazetesinin güncel nüshasını yükleyiniz.',
    });
    expect(await notificationChannels(t.database.db, owner.id, 'firm_documents_requested')).toEqual(
      ['email', 'in_app'],
    );
    const audit = await selectAuditEntries(t.database.db, 'firm', owner.firmId);
    expect(audit.at(-1)).toMatchObject({ action: 'firm.documents_requested', actorId: admin.id });
  });

  it('Onayla approves: the firm may act, the owner is told by e-mail and in-app', async () => {
    const owner = await applicant();
    const res = await act(owner.firmId, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminFirm>().status).toBe('approved');
    const [row] = await t.database.db.select().from(firms).where(eq(firms.id, owner.firmId));
    expect(row?.approvedAt?.toISOString()).toBe(now.toISOString());
    expect(row?.decidedBy).toBe(admin.id);
    expect(await notificationChannels(t.database.db, owner.id, 'firm_approved')).toEqual([
      'email',
      'in_app',
    ]);
    const bell = await sendJson(t, 'GET', '/api/me/notifications', owner.cookie);
    expect(bell.body).toContain('Kurumsal başvurunuz onaylandı');
    expect(bell.json<{ items: { link: string }[] }>().items[0]?.link).toBe('/firm');

    const again = await act(owner.firmId, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { code: string } }>().error.code).toBe('FIRM_STATUS_CONFLICT');
  });

  it('Reddet needs a reason, which the applicant sees', async () => {
    const owner = await applicant();
    const res = await act(owner.firmId, 'reject', { reason: 'Yetki belgesi imzasız.' });
    expect(res.statusCode).toBe(200);
    const mine = await sendJson(t, 'GET', '/api/firm-application', owner.cookie);
    expect(mine.json<{ application: AdminFirm }>().application).toMatchObject({
      status: 'rejected',
      statusReason: 'Yetki belgesi imzasız.',
    });
    expect(await notificationChannels(t.database.db, owner.id, 'firm_rejected')).toEqual([
      'email',
      'in_app',
    ]);
    const audit = await selectAuditEntries(t.database.db, 'firm', owner.firmId);
    expect(audit.at(-1)).toMatchObject({ action: 'firm.rejected', actorId: admin.id });
  });

  it('only an approved firm is suspended, and only a suspended one reinstated', async () => {
    const owner = await applicant();
    const early = await act(owner.firmId, 'suspend', { reason: 'Şikayet inceleniyor.' });
    expect(early.statusCode).toBe(409);
    await act(owner.firmId, 'approve');
    const suspended = await act(owner.firmId, 'suspend', { reason: 'Şikayet inceleniyor.' });
    expect(suspended.json<AdminFirm>()).toMatchObject({
      status: 'suspended',
      statusReason: 'Şikayet inceleniyor.',
    });
    const session = await sendJson(t, 'GET', '/api/auth/session', owner.cookie);
    expect(session.json<{ user: { firm: { status: string } } }>().user.firm.status).toBe(
      'suspended',
    );
    const reinstated = await act(owner.firmId, 'reinstate');
    expect(reinstated.json<AdminFirm>()).toMatchObject({ status: 'approved', statusReason: null });
    expect(await notificationChannels(t.database.db, owner.id, 'firm_suspended')).toEqual([
      'email',
      'in_app',
    ]);
    expect(await notificationChannels(t.database.db, owner.id, 'firm_reinstated')).toEqual([
      'email',
      'in_app',
    ]);
    const audit = await selectAuditEntries(t.database.db, 'firm', owner.firmId);
    expect(audit.map((row) => row.action)).toEqual([
      'firm.applied',
      'firm.approved',
      'firm.suspended',
      'firm.reinstated',
    ]);
  });

  it("honours the owner's e-mail setting: in-app only when e-mails are off", async () => {
    const owner = await applicant();
    await t.database.db
      .insert(userSettings)
      .values({ userId: owner.id, emailNotifications: false })
      .onConflictDoUpdate({ target: userSettings.userId, set: { emailNotifications: false } });
    await act(owner.firmId, 'approve');
    expect(await notificationChannels(t.database.db, owner.id, 'firm_approved')).toEqual([
      'in_app',
    ]);
  });
});
