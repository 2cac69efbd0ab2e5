import type { FirmListingDetail, FirmListingsPage } from '@arsamezat/shared/firms/firm-listings';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageCredits } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { insertListing, insertUser } from '../../../test/fixtures/listings.ts';
import { movableClock, type ErrorBody } from '../auth/testing/auth-fixtures.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import {
  asFirm,
  cookieFor,
  createFirmDraft,
  firmListingBody,
  firmOwner,
  firmStaff,
  insertCredits,
  readyFirmDraft,
  uploadFirmDocument,
  type FirmCaller,
} from './testing/firm-listing-fixtures.ts';

const NOW = new Date('2026-11-10T09:00:00.000Z');
const { clock } = movableClock(NOW.toISOString());
const LATER = new Date('2027-02-01T00:00:00Z');
let t: TestApp;
let owner: FirmCaller;
let staff: FirmCaller;
let rival: FirmCaller;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await firmOwner(t, { now: NOW, title: 'Anadolu Arsa A.Ş.' });
  staff = await firmStaff(t, owner.firmId, NOW);
  rival = await firmOwner(t, { now: NOW, title: 'Rakip Emlak Ltd.' });
});
afterAll(() => t.close());

const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;

const createDraft = (who: FirmCaller, values: Record<string, unknown> = {}) =>
  createFirmDraft(t, who, values);
const readyDraft = (who: FirmCaller, values: Record<string, unknown> = {}) =>
  readyFirmDraft(t, who, values);

const creditStates = async (firmId: string) =>
  (
    await t.database.db
      .select({ state: packageCredits.state, listingId: packageCredits.listingId })
      .from(packageCredits)
      .where(eq(packageCredits.firmId, firmId))
  ).map((row) => row.state);

describe('a firm writes its draft', () => {
  it('creates a draft of its firm without a deposit or owner name, audited with who did it', async () => {
    const draft = await createDraft(staff, { depositAmount: 99_000_00, ilanSahibi: 'Başka Biri' });
    expect(draft).toMatchObject({
      publication: 'draft',
      tab: 'draft',
      title: 'Kütahya Merkez İmarlı Arsa',
      location: 'Zafertepe Mah., Merkez, Kütahya',
      tasinmazNo: '48213377',
      authorisationBasis: 'owner',
      images: [],
      documents: [],
    });
    const [row] = await selectAuditEntries(t.database.db, 'listing', draft.id);
    expect(row).toMatchObject({ action: 'firm_listing.create', actorId: staff.userId });
    expect(row?.after).toMatchObject({ firmId: owner.firmId, depositAmount: 0, ilanSahibi: null });
  });

  it('refuses bad input in Turkish and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tasinmazNo: '' }, 'tasinmazNo', 'Taşınmaz numarası zorunludur.'],
      [
        { tasinmazNo: '12-AB' },
        'tasinmazNo',
        'Taşınmaz numarası yalnızca rakamlardan oluşmalıdır.',
      ],
      [
        { tasinmazNo: '1'.repeat(21) },
        'tasinmazNo',
        'Taşınmaz numarası en fazla 20 haneli olabilir.',
      ],
      [{ authorisationBasis: 'friend' }, 'authorisationBasis', 'Yetki dayanağını seçin.'],
      [{ startsAt: undefined }, 'startsAt', 'Başlangıç zamanı geçersiz.'],
      [
        { endsAt: '2026-11-19T09:00:00.000Z' },
        'endsAt',
        'Bitiş zamanı başlangıç zamanından sonra olmalıdır.',
      ],
      [{ minIncrement: null }, 'minIncrement', 'Minimum artış tutarı zorunludur.'],
    ];
    const before = await asFirm(t, owner, 'GET', '/api/firm/listings?tab=draft');
    for (const [values, field, message] of cases) {
      const res = await asFirm(t, owner, 'POST', '/api/firm/listings', firmListingBody(values));
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(errorOf(res).fields?.[field], JSON.stringify(values)).toBe(message);
    }
    const after = await asFirm(t, owner, 'GET', '/api/firm/listings?tab=draft');
    expect(after.json<FirmListingsPage>().counts).toEqual(before.json<FirmListingsPage>().counts);
  });

  it("edits a draft (staff too), keeps the firm and never another firm's listing", async () => {
    const draft = await createDraft(owner);
    const res = await asFirm(
      t,
      staff,
      'PUT',
      `/api/firm/listings/${draft.id}`,
      firmListingBody({
        title: 'Yeni Başlık',
        listingType: 'offer',
        minIncrement: null,
        offerIncrement: 10_000_00,
        minOfferAmount: 900_000_00,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FirmListingDetail>()).toMatchObject({
      title: 'Yeni Başlık',
      listingType: 'offer',
      minIncrement: null,
      offerIncrement: 10_000_00,
      minOfferAmount: 900_000_00,
    });
    for (const [method, url, body] of [
      ['GET', `/api/firm/listings/${draft.id}`, undefined],
      ['PUT', `/api/firm/listings/${draft.id}`, firmListingBody({ title: 'Ele geçirildi' })],
      ['POST', `/api/firm/listings/${draft.id}/submit`, undefined],
      ['POST', `/api/firm/listings/${draft.id}/withdraw`, undefined],
      ['DELETE', `/api/firm/listings/${draft.id}`, undefined],
    ] as const) {
      const other = await asFirm(t, rival, method, url, body);
      expect(other.statusCode, `${method} ${url}`).toBe(404);
    }
    const upload = await uploadFirmDocument(t, rival, draft.id, 'yetki_belgesi');
    expect(upload.statusCode).toBe(404);
    const still = await asFirm(t, owner, 'GET', `/api/firm/listings/${draft.id}`);
    expect(still.json<FirmListingDetail>()).toMatchObject({ title: 'Yeni Başlık', documents: [] });
  });

  it('lists only its own listings by tab with counts, and refuses members of no firm', async () => {
    const mine = await createDraft(owner, { title: 'Panelde Görünen Taslak' });
    await createDraft(rival, { title: 'Rakibin Taslağı' });
    const res = await asFirm(t, owner, 'GET', '/api/firm/listings?tab=draft');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<FirmListingsPage>();
    expect(page.firm).toEqual({ title: 'Anadolu Arsa A.Ş.', status: 'approved', role: 'owner' });
    expect(page.items.map((item) => item.id)).toContain(mine.id);
    expect(page.items.some((item) => item.title === 'Rakibin Taslağı')).toBe(false);
    expect(page.counts.draft).toBe(page.total);

    const memberId = await insertUser(t.database.db, { firstName: 'Üye', lastName: 'Kişi' });
    const member = { cookie: await cookieFor(t, memberId, NOW) };
    const refused = await asFirm(t, member, 'GET', '/api/firm/listings');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('FIRM_REQUIRED');
  });

  it('puts published, ended, sold and rejected listings in their tabs', async () => {
    const firm = await firmOwner(t, { now: NOW });
    const base = { firmId: firm.firmId, createdAt: NOW };
    await insertListing(t.database.db, {
      ...base,
      publication: 'published',
      status: 'active',
      startsAt: new Date('2026-11-01T09:00:00Z'),
      endsAt: new Date('2026-11-20T09:00:00Z'),
    });
    await insertListing(t.database.db, { ...base, publication: 'published', status: 'ended' });
    await insertListing(t.database.db, { ...base, publication: 'published', status: 'sold' });
    await insertListing(t.database.db, {
      ...base,
      publication: 'rejected',
      reviewNotes: 'Yetki belgesi okunmuyor.',
    });
    await insertListing(t.database.db, {
      ...base,
      publication: 'returned',
      reviewNotes: 'Ada numarasını düzeltin.',
    });
    await insertListing(t.database.db, { ...base, publication: 'submitted', submittedAt: NOW });
    const res = await asFirm(t, firm, 'GET', '/api/firm/listings?tab=rejected');
    const page = res.json<FirmListingsPage>();
    expect(page.counts).toEqual({
      draft: 1,
      submitted: 1,
      published: 1,
      ended: 1,
      sold: 1,
      rejected: 1,
    });
    expect(page.items[0]).toMatchObject({
      tab: 'rejected',
      reviewNotes: 'Yetki belgesi okunmuyor.',
    });
    const drafts = await asFirm(t, firm, 'GET', '/api/firm/listings?tab=draft');
    expect(drafts.json<FirmListingsPage>().items[0]).toMatchObject({
      publication: 'returned',
      reviewNotes: 'Ada numarasını düzeltin.',
    });
  });
});

describe('Onaya Gönder', () => {
  it('needs the authorisation document and a start ahead, then reserves a credit (staff may send)', async () => {
    const firm = await firmOwner(t, { now: NOW });
    const worker = await firmStaff(t, firm.firmId, NOW);
    await insertCredits(t.database.db, { firmId: firm.firmId, count: 1, expiresAt: LATER });
    const draft = await createDraft(firm);

    const noDocument = await asFirm(t, worker, 'POST', `/api/firm/listings/${draft.id}/submit`);
    expect(noDocument.statusCode).toBe(400);
    expect(errorOf(noDocument)).toMatchObject({
      code: 'FIRM_LISTING_INCOMPLETE',
      message: 'Onaya göndermeden önce taşınmaza ait Yetki Belgesi’ni yükleyin.',
    });
    expect(await creditStates(firm.firmId)).toEqual(['available']);

    expect((await uploadFirmDocument(t, worker, draft.id, 'yetki_belgesi')).statusCode).toBe(200);
    const res = await asFirm(t, worker, 'POST', `/api/firm/listings/${draft.id}/submit`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FirmListingDetail>()).toMatchObject({
      publication: 'submitted',
      tab: 'submitted',
      submittedAt: NOW.toISOString(),
    });
    expect(await creditStates(firm.firmId)).toEqual(['reserved']);
    const audit = await selectAuditEntries(t.database.db, 'listing', draft.id);
    expect(audit.find((row) => row.action === 'firm_listing.submit')).toMatchObject({
      actorId: worker.userId,
    });

    // Sent again: refused, nothing changes.
    const again = await asFirm(t, firm, 'POST', `/api/firm/listings/${draft.id}/submit`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('FIRM_LISTING_LOCKED');
    expect(await creditStates(firm.firmId)).toEqual(['reserved']);
    // A submitted listing is no longer the firm's to edit, nor its files.
    const edit = await asFirm(t, firm, 'PUT', `/api/firm/listings/${draft.id}`, firmListingBody());
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit).message).toBe(
      'Bu ilan yalnızca taslak veya düzeltme için iade edilmişken değiştirilebilir.',
    );
    expect((await uploadFirmDocument(t, firm, draft.id, 'tapu')).statusCode).toBe(409);
  });

  it('refuses a start that has passed, and says how to buy a credit when none is left', async () => {
    const firm = await firmOwner(t, { now: NOW });
    const past = await readyDraft(firm, { startsAt: '2026-11-01T09:00:00.000Z' });
    const late = await asFirm(t, firm, 'POST', `/api/firm/listings/${past.id}/submit`);
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).fields).toMatchObject({
      startsAt: 'Başlangıç zamanı ileri bir tarih olmalıdır.',
    });

    await insertCredits(t.database.db, { firmId: firm.firmId, count: 1, expiresAt: NOW });
    const draft = await readyDraft(firm);
    const res = await asFirm(t, firm, 'POST', `/api/firm/listings/${draft.id}/submit`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: 'NO_LISTING_CREDIT',
      message:
        'İlan hakkınız kalmadı. Onaya göndermek için Firma Paneli > Paketler bölümünden bir ilan paketi satın alınız.',
    });
    const panel = await asFirm(t, firm, 'GET', '/api/firm/listings');
    expect(panel.json<FirmListingsPage>()).toMatchObject({ credits: 0 });
    expect(panel.json<FirmListingsPage>().counts.submitted).toBe(0);
  });

  it('refuses a suspended or pending firm (its listings stay readable)', async () => {
    for (const status of ['suspended', 'pending'] as const) {
      const firm = await firmOwner(t, { now: NOW, status });
      const id = await insertListing(t.database.db, { firmId: firm.firmId, publication: 'draft' });
      const res = await asFirm(t, firm, 'POST', `/api/firm/listings/${id}/submit`);
      expect(res.statusCode, status).toBe(403);
      expect(errorOf(res).code).toBe('FIRM_NOT_APPROVED');
      const create = await asFirm(t, firm, 'POST', '/api/firm/listings', firmListingBody());
      expect(create.statusCode).toBe(403);
      const read = await asFirm(t, firm, 'GET', `/api/firm/listings/${id}`);
      expect(read.statusCode).toBe(200);
    }
  });

  it('gives one credit to exactly one of two listings sent at once', async () => {
    const firm = await firmOwner(t, { now: NOW });
    await insertCredits(t.database.db, { firmId: firm.firmId, count: 1, expiresAt: LATER });
    const first = await readyDraft(firm);
    const second = await readyDraft(firm);
    const answers = await Promise.all(
      [first, second].map((draft) =>
        asFirm(t, firm, 'POST', `/api/firm/listings/${draft.id}/submit`),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(
      answers.map((res) => res.statusCode === 409 && errorOf(res).code).filter(Boolean),
    ).toEqual(['NO_LISTING_CREDIT']);
    expect(await creditStates(firm.firmId)).toEqual(['reserved']);
    const panel = await asFirm(t, firm, 'GET', '/api/firm/listings?tab=submitted');
    expect(panel.json<FirmListingsPage>().counts).toMatchObject({ submitted: 1, draft: 1 });
  });
});

describe('Onaydan Geri Çek and Sil', () => {
  it('withdraws a submitted listing to draft and gives the credit back, audited', async () => {
    const firm = await firmOwner(t, { now: NOW });
    await insertCredits(t.database.db, { firmId: firm.firmId, count: 1, expiresAt: LATER });
    const draft = await readyDraft(firm);
    expect(
      (await asFirm(t, firm, 'POST', `/api/firm/listings/${draft.id}/submit`)).statusCode,
    ).toBe(200);

    const res = await asFirm(t, firm, 'POST', `/api/firm/listings/${draft.id}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FirmListingDetail>()).toMatchObject({
      publication: 'draft',
      submittedAt: null,
    });
    expect(await creditStates(firm.firmId)).toEqual(['available']);
    const audit = await selectAuditEntries(t.database.db, 'listing', draft.id);
    expect(audit.find((row) => row.action === 'firm_listing.withdraw')?.after).toMatchObject({
      creditReleased: true,
    });

    const again = await asFirm(t, firm, 'POST', `/api/firm/listings/${draft.id}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(
      'Yalnızca onay bekleyen bir ilan onaydan geri çekilebilir.',
    );
  });

  it('deletes a draft with its documents, and refuses to delete anything else', async () => {
    const firm = await firmOwner(t, { now: NOW });
    const draft = await readyDraft(firm);
    const res = await asFirm(t, firm, 'DELETE', `/api/firm/listings/${draft.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await asFirm(t, firm, 'GET', `/api/firm/listings/${draft.id}`)).statusCode).toBe(404);

    const returned = await insertListing(t.database.db, {
      firmId: firm.firmId,
      publication: 'returned',
    });
    const published = await insertListing(t.database.db, {
      firmId: firm.firmId,
      publication: 'published',
    });
    for (const id of [returned, published]) {
      const refused = await asFirm(t, firm, 'DELETE', `/api/firm/listings/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).message).toBe('Yalnızca taslak bir ilan silinebilir.');
    }
  });
});
