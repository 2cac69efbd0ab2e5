import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import { signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';
import { addFirmMember, insertFirm } from './testing/firm-fixtures.ts';
import { phoneOf, sendJson } from './testing/firm-kit.ts';

/** 'Firma Kullanıcıları' (issue 28): the owner adds and removes staff; staff only read. */
let t: TestApp;
const now = new Date('2026-05-05T09:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

let n = 0;
const person = (firstName = 'Üye') =>
  signedInTrader(t.database.db, now, { firstName, lastName: `Kişi${++n}` });

type Members = {
  myRole: string;
  members: { userId: string; role: string; fullName: string; addedByName: string | null }[];
};
type ErrorBody = { error: { code: string; message: string } };

async function firmWithOwner(status: 'approved' | 'pending' = 'approved') {
  const owner = await person('Sahip');
  const firmId = await insertFirm(t.database.db, { ownerId: owner.id, status });
  return { owner, firmId };
}

const add = (owner: Trader, phone: string) =>
  sendJson(t, 'POST', '/api/firm/members', owner.cookie, { phone });

describe('the owner', () => {
  it('adds a member by phone number as staff, audited with who did it', async () => {
    const { owner, firmId } = await firmWithOwner();
    const staff = await person('Personel');
    const phone = await phoneOf(t.database.db, staff.id);
    const res = await add(owner, `0${phone.slice(0, 3)} ${phone.slice(3)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Members>();
    expect(body.myRole).toBe('owner');
    expect(body.members.map((m) => [m.userId, m.role])).toEqual([
      [owner.id, 'owner'],
      [staff.id, 'staff'],
    ]);
    expect(body.members[1]?.addedByName).toMatch(/^Sahip Kişi/);
    const audit = await selectAuditEntries(t.database.db, 'firm', firmId);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['firm.member_added', owner.id],
    ]);

    const session = await sendJson(t, 'GET', '/api/auth/session', staff.cookie);
    expect(session.json<{ user: { firm: { role: string } } }>().user.firm.role).toBe('staff');
  });

  it('is told in Turkish when the phone number is nobody’s', async () => {
    const { owner } = await firmWithOwner();
    const res = await add(owner, '5009998877');
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().error).toMatchObject({
      code: 'FIRM_MEMBER_UNKNOWN',
      message: 'Bu telefon numarasıyla kayıtlı bir üye bulunamadı.',
    });
  });

  it('cannot add a member of another firm, nor one already in this firm', async () => {
    const { owner } = await firmWithOwner();
    const other = await firmWithOwner();
    const res = await add(owner, await phoneOf(t.database.db, other.owner.id));
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error).toMatchObject({
      code: 'FIRM_MEMBER_TAKEN',
      message: 'Bu üye zaten bir firmaya bağlı.',
    });
    const self = await add(owner, await phoneOf(t.database.db, owner.id));
    expect(self.json<ErrorBody>().error.code).toBe('FIRM_MEMBER_TAKEN');
  });

  it('removes staff, audited; never the owner', async () => {
    const { owner, firmId } = await firmWithOwner();
    const staff = await person('Personel');
    await add(owner, await phoneOf(t.database.db, staff.id));
    const res = await sendJson(t, 'DELETE', `/api/firm/members/${staff.id}`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<Members>().members.map((m) => m.userId)).toEqual([owner.id]);
    const audit = await selectAuditEntries(t.database.db, 'firm', firmId);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['firm.member_added', owner.id],
      ['firm.member_removed', owner.id],
    ]);
    const self = await sendJson(t, 'DELETE', `/api/firm/members/${owner.id}`, owner.cookie);
    expect(self.statusCode).toBe(409);
    expect(self.json<ErrorBody>().error.code).toBe('FIRM_OWNER_REMOVAL');
  });

  it("cannot remove another firm's member", async () => {
    const { owner } = await firmWithOwner();
    const other = await firmWithOwner();
    const theirs = await person('Başkası');
    await add(other.owner, await phoneOf(t.database.db, theirs.id));
    const res = await sendJson(t, 'DELETE', `/api/firm/members/${theirs.id}`, owner.cookie);
    expect(res.statusCode).toBe(404);
    const list = await sendJson(t, 'GET', '/api/firm/members', other.owner.cookie);
    expect(list.json<Members>().members.map((m) => m.userId)).toContain(theirs.id);
  });

  it('adds staff only once the firm is approved', async () => {
    const { owner } = await firmWithOwner('pending');
    const res = await add(owner, await phoneOf(t.database.db, (await person()).id));
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().error.code).toBe('FIRM_NOT_APPROVED');
  });
});

describe('staff and others', () => {
  it('staff see the list but cannot add or remove', async () => {
    const { owner, firmId } = await firmWithOwner();
    const staff = await person('Personel');
    await addFirmMember(t.database.db, {
      firmId,
      userId: staff.id,
      role: 'staff',
      addedBy: owner.id,
    });
    const list = await sendJson(t, 'GET', '/api/firm/members', staff.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json<Members>().myRole).toBe('staff');

    const newcomer = await person();
    const added = await add(staff, await phoneOf(t.database.db, newcomer.id));
    expect(added.statusCode).toBe(403);
    expect(added.json<ErrorBody>().error).toMatchObject({
      code: 'FIRM_OWNER_ONLY',
      message: 'Bu işlemi yalnızca firma sahibi yapabilir.',
    });
    const removed = await sendJson(t, 'DELETE', `/api/firm/members/${owner.id}`, staff.cookie);
    expect(removed.json<ErrorBody>().error.code).toBe('FIRM_OWNER_ONLY');
  });

  it('a member of no firm is refused', async () => {
    const res = await sendJson(t, 'GET', '/api/firm/members', (await person()).cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().error.code).toBe('FIRM_REQUIRED');
  });

  it('a bad phone number is a 400 with the field', async () => {
    const { owner } = await firmWithOwner();
    const res = await add(owner, 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.message).toBe(
      'Geçerli bir telefon numarası giriniz (5XX XXX XX XX)',
    );
  });
});
