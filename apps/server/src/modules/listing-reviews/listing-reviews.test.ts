import type {
  ListingReview,
  ListingReviewsPage,
} from '@arsamezat/shared/admin/admin-listing-reviews';
import type { FirmPage } from '@arsamezat/shared/listings/firm-page';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { packageCredits } from '../../db/schema/listing-packages.ts';
import { listings, listingVerifications } from '../../db/schema/listings.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { signInAdmin, asAdmin, type Admin } from '../admin/testing/admin-fixtures.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import { send, signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';
import { addFirmMember, insertFirm } from '../firms/testing/firm-fixtures.ts';
import { saveSearch } from '../notifications/testing/alert-fixtures.ts';
import { verifyEmail } from '../notifications/testing/notification-fixtures.ts';
import { insertListingDocument, insertSubmittedListing } from './testing/review-fixtures.ts';

const NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const UNKNOWN_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

let t: TestApp;
let admin: Admin;
let secondAdmin: Admin;
let owner: Trader;
let staff: Trader;
let buyer: Trader;
let firmId: string;
let firmSlug: string;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const error = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const db = t.database.db;
  admin = await signInAdmin(t);
  secondAdmin = await signInAdmin(t);
  owner = await signedInTrader(db, NOW, { firstName: 'Firma', lastName: 'Sahibi' });
  staff = await signedInTrader(db, NOW, { firstName: 'Firma', lastName: 'Çalışanı' });
  buyer = await signedInTrader(db, NOW, { firstName: 'Ahmet', lastName: 'Alıcı' });
  for (const [member, address] of [
    [owner, 'sahip@example.com'],
    [staff, 'calisan@example.com'],
    [buyer, 'alici@example.com'],
  ] as const) {
    await verifyEmail(db, member.id, address);
  }
  firmSlug = 'konya-arsa-gayrimenkul';
  firmId = await insertFirm(db, {
    ownerId: owner.id,
    title: 'Konya Arsa Gayrimenkul A.Ş.',
    slug: firmSlug,
  });
  await addFirmMember(db, { firmId, userId: staff.id, role: 'staff', addedBy: owner.id });
});
afterAll(() => t.close());

/** A submitted auction of the firm, open for two days from an hour ago. */
function submitted(
  values: Omit<Partial<typeof listings.$inferInsert>, 'firmId' | 'submittedAt'> & {
    submittedAt?: Date;
  } = {},
) {
  return insertSubmittedListing(t.database.db, {
    firmId,
    submittedAt: new Date(NOW.getTime() - 2 * HOUR),
    title: 'Selçuklu’da Yola Cepheli Arsa',
    city: 'Konya',
    status: 'upcoming',
    startsAt: new Date(NOW.getTime() + HOUR),
    endsAt: new Date(NOW.getTime() + 48 * HOUR),
    ...values,
  });
}

async function stateOf(listingId: string) {
  const [listing] = await t.database.db
    .select({
      publication: listings.publication,
      reviewNotes: listings.reviewNotes,
      publishedAt: listings.publishedAt,
      depositAmount: listings.depositAmount,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  const credits = await t.database.db
    .select({
      id: packageCredits.id,
      state: packageCredits.state,
      listingId: packageCredits.listingId,
    })
    .from(packageCredits)
    .where(eq(packageCredits.firmId, firmId));
  return { listing, credits };
}

async function toldOf(event: string, listingId: string) {
  const rows = await t.database.db
    .select({
      recipientId: notifications.recipientId,
      channel: notifications.channel,
      data: notifications.data,
    })
    .from(notifications)
    .where(and(eq(notifications.event, event), eq(notifications.listingId, listingId)));
  return rows;
}

const review = (path: string, body?: unknown, who: Admin = admin) =>
  asAdmin(t, who, 'POST', `/api/admin/listing-reviews/${path}`, body);
const approveBody = { depositAmount: 25_000_00, authorisationChecked: true };

describe('the review queue and a review', () => {
  it('lists submitted listings oldest first, with the firm; shows everything the firm entered', async () => {
    const older = await submitted({
      submittedAt: new Date(NOW.getTime() - 5 * HOUR),
      title: 'Eski Başvuru',
    });
    const newer = await submitted({
      submittedAt: new Date(NOW.getTime() - HOUR),
      title: 'Yeni Başvuru',
    });
    const draft = await insertListing(t.database.db, { firmId, publication: 'draft' });
    const res = await asAdmin(t, admin, 'GET', '/api/admin/listing-reviews');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<ListingReviewsPage>();
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(older.listingId)).toBeLessThan(ids.indexOf(newer.listingId));
    expect(ids).not.toContain(draft);
    expect(page.items.find((item) => item.id === older.listingId)).toMatchObject({
      title: 'Eski Başvuru',
      listingType: 'auction',
      firm: { id: firmId, title: 'Konya Arsa Gayrimenkul A.Ş.', status: 'approved' },
    });

    const storageKey = `listings/${older.listingId}/yetki.pdf`;
    await t.app.deps.documents.put(storageKey, Buffer.from('%PDF-1.4\n'), 'application/pdf');
    const documentId = await insertListingDocument(t.database.db, {
      listingId: older.listingId,
      kind: 'yetki_belgesi',
      storageKey,
      fileName: 'yetki-belgesi.pdf',
    });
    const detail = await asAdmin(t, admin, 'GET', `/api/admin/listing-reviews/${older.listingId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<ListingReview>()).toMatchObject({
      publication: 'submitted',
      tasinmazNo: '123456789',
      authorisationBasis: 'authorised',
      listing: { id: older.listingId, title: 'Eski Başvuru', firm: { slug: firmSlug } },
      documents: [{ id: documentId, kind: 'yetki_belgesi', fileName: 'yetki-belgesi.pdf' }],
    });
    const file = await asAdmin(
      t,
      admin,
      'GET',
      `/api/admin/listing-reviews/${older.listingId}/documents/${documentId}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4\n');
    // The authorisation is the operator's: members never list or download it.
    const memberList = await send(t, 'GET', `/api/listings/${older.listingId}/documents`, {
      trader: buyer,
    });
    expect(memberList.statusCode).toBe(404);

    // The overview's morning tile counts what waits.
    const overview = await asAdmin(t, admin, 'GET', '/api/admin/overview');
    expect(overview.json<{ today: { listingReviews: number } }>().today.listingReviews).toBe(
      page.total,
    );

    const memberAsks = await send(t, 'GET', '/api/admin/listing-reviews', { trader: owner });
    expect(memberAsks.statusCode).toBe(403);
    const operatorListing = await insertListing(t.database.db, {});
    expect(
      (await asAdmin(t, admin, 'GET', `/api/admin/listing-reviews/${operatorListing}`)).statusCode,
    ).toBe(404);
  });
});

describe('Onayla ve Yayınla', () => {
  it('publishes with the deposit, uses the credit, records and shows the verification, tells the firm, audits', async () => {
    await saveSearch(t, buyer, 'Konya arsaları', { cities: ['Konya'] });
    const { listingId, creditId } = await submitted();
    expect((await send(t, 'GET', `/api/listings/${listingId}`)).statusCode).toBe(404);

    const res = await review(`${listingId}/approve`, approveBody);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: listingId, publication: 'published' });

    const { listing, credits } = await stateOf(listingId);
    expect(listing).toMatchObject({
      publication: 'published',
      depositAmount: 25_000_00,
      reviewNotes: null,
    });
    expect(listing?.publishedAt?.toISOString()).toBe(NOW.toISOString());
    expect(credits.find((c) => c.id === creditId)).toMatchObject({ state: 'used', listingId });

    const [verification] = await t.database.db
      .select()
      .from(listingVerifications)
      .where(eq(listingVerifications.listingId, listingId));
    expect(verification).toMatchObject({
      method: 'operator_document_check',
      checkedBy: admin.id,
      reference: null,
    });

    const shown = await send(t, 'GET', `/api/listings/${listingId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<ListingDetail>()).toMatchObject({
      firm: { slug: firmSlug, title: 'Konya Arsa Gayrimenkul A.Ş.' },
      verification: 'Yetki belgesi kontrol edildi',
      depositAmount: 25_000_00,
    });

    const told = await toldOf('listing_review_approved', listingId);
    expect(
      told
        .map(
          (row) =>
            `${row.recipientId === owner.id ? 'owner' : row.recipientId === staff.id ? 'staff' : 'other'} ${row.channel}`,
        )
        .sort(),
    ).toEqual(['owner email', 'owner in_app', 'staff email', 'staff in_app']);
    // The saved search hears of it as of a new operator listing.
    const alerts = await toldOf('saved_search_match', listingId);
    expect(alerts.map((row) => row.recipientId)).toContain(buyer.id);

    const audit = await selectAuditEntries(t.database.db, 'listing', listingId);
    expect(audit.map((entry) => entry.action)).toContain('listing.review_approved');

    // Decided: a second approval, a return or a rejection is refused, the credit stays used.
    const again = await review(`${listingId}/approve`, approveBody);
    expect(again.statusCode).toBe(409);
    expect(error(again).code).toBe('LISTING_NOT_SUBMITTED');
    expect((await review(`${listingId}/return`, { notes: 'Geç' })).statusCode).toBe(409);
    expect((await stateOf(listingId)).credits.find((c) => c.id === creditId)?.state).toBe('used');
  });

  it('refuses without the tick, with a bad deposit, and after the end, changing nothing', async () => {
    const { listingId, creditId } = await submitted();
    const noTick = await review(`${listingId}/approve`, { depositAmount: 10_000_00 });
    expect(noTick.statusCode).toBe(400);
    const badDeposit = await review(`${listingId}/approve`, {
      depositAmount: -5,
      authorisationChecked: true,
    });
    expect(badDeposit.statusCode).toBe(400);
    expect(error(badDeposit).message).toContain('Teminat tutarı');

    const ended = await submitted({
      startsAt: new Date(NOW.getTime() - 48 * HOUR),
      endsAt: new Date(NOW.getTime() - HOUR),
    });
    const late = await review(`${ended.listingId}/approve`, approveBody);
    expect(late.statusCode).toBe(400);
    expect(error(late)).toMatchObject({ code: 'LISTING_REVIEW_ENDED' });
    expect(error(late).message).toContain('düzeltme için iade');
    for (const id of [listingId, ended.listingId]) {
      const { listing, credits } = await stateOf(id);
      expect(listing?.publication).toBe('submitted');
      expect(credits.filter((c) => c.listingId === id).map((c) => c.state)).toEqual(['reserved']);
    }
    expect((await stateOf(listingId)).credits.find((c) => c.id === creditId)?.state).toBe(
      'reserved',
    );
    expect((await review(`${UNKNOWN_ID}/approve`, approveBody)).statusCode).toBe(404);
  });

  it('two operators approving at once: one publishes, the other gets 409, the credit is used once', async () => {
    const { listingId, creditId } = await submitted();
    const answers = await Promise.all([
      review(`${listingId}/approve`, approveBody),
      review(`${listingId}/approve`, { ...approveBody, depositAmount: 30_000_00 }, secondAdmin),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const { credits } = await stateOf(listingId);
    expect(credits.filter((c) => c.listingId === listingId)).toEqual([
      { id: creditId, state: 'used', listingId },
    ]);
    const audit = await selectAuditEntries(t.database.db, 'listing', listingId);
    expect(audit.filter((entry) => entry.action === 'listing.review_approved')).toHaveLength(1);
    expect(await toldOf('listing_review_approved', listingId)).toHaveLength(4);
  });
});

describe('Düzeltme İçin İade Et and Reddet', () => {
  it('returns with notes: the credit goes back, the firm is told the notes, audited', async () => {
    const { listingId, creditId } = await submitted();
    const empty = await review(`${listingId}/return`, { notes: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(error(empty).message).toBe('İade notu zorunludur.');

    const res = await review(`${listingId}/return`, {
      notes: 'Yetki belgesi okunmuyor, yeniden yükleyiniz.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { listing, credits } = await stateOf(listingId);
    expect(listing).toMatchObject({
      publication: 'returned',
      reviewNotes: 'Yetki belgesi okunmuyor, yeniden yükleyiniz.',
      publishedAt: null,
    });
    expect(credits.find((c) => c.id === creditId)).toMatchObject({
      state: 'available',
      listingId: null,
    });
    const told = await toldOf('listing_review_returned', listingId);
    expect(told).toHaveLength(4);
    expect(told[0]?.data).toMatchObject({
      reviewNotes: 'Yetki belgesi okunmuyor, yeniden yükleyiniz.',
    });
    const audit = await selectAuditEntries(t.database.db, 'listing', listingId);
    expect(audit.map((entry) => entry.action)).toContain('listing.review_returned');
    expect((await send(t, 'GET', `/api/listings/${listingId}`)).statusCode).toBe(404);
  });

  it('rejects with a reason: the credit goes back once, a second decision is 409', async () => {
    const { listingId, creditId } = await submitted();
    expect((await review(`${listingId}/reject`, {})).statusCode).toBe(400);
    const res = await review(`${listingId}/reject`, { reason: 'Parsel firmaya ait değil.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: listingId, publication: 'rejected' });
    const again = await review(`${listingId}/reject`, { reason: 'Tekrar' });
    expect(again.statusCode).toBe(409);
    const { listing, credits } = await stateOf(listingId);
    expect(listing).toMatchObject({
      publication: 'rejected',
      reviewNotes: 'Parsel firmaya ait değil.',
    });
    expect(credits.filter((c) => c.id === creditId)).toEqual([
      { id: creditId, state: 'available', listingId: null },
    ]);
    expect(await toldOf('listing_review_rejected', listingId)).toHaveLength(4);
    const audit = await selectAuditEntries(t.database.db, 'listing', listingId);
    expect(audit.filter((entry) => entry.action === 'listing.review_rejected')).toHaveLength(1);
  });
});

describe('the public firm page', () => {
  it('shows an approved firm and its published, open listings only', async () => {
    const { listingId: waiting } = await submitted({ title: 'Bekleyen' });
    const published = await insertListing(t.database.db, {
      firmId,
      publication: 'published',
      title: 'Yayındaki Arsa',
      status: 'active',
      startsAt: new Date(NOW.getTime() - HOUR),
      endsAt: new Date(NOW.getTime() + 24 * HOUR),
    });
    const ended = await insertListing(t.database.db, {
      firmId,
      publication: 'published',
      title: 'Biten Arsa',
      status: 'ended',
      startsAt: new Date(NOW.getTime() - 48 * HOUR),
      endsAt: new Date(NOW.getTime() - HOUR),
    });
    const res = await send(t, 'GET', `/api/firms/${firmSlug}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<FirmPage>();
    expect(page).toMatchObject({
      slug: firmSlug,
      title: 'Konya Arsa Gayrimenkul A.Ş.',
      verified: true,
      address: expect.stringContaining('Konya') as unknown,
    });
    const ids = page.listings.map((listing) => listing.id);
    expect(ids).toContain(published);
    expect(ids).not.toContain(waiting);
    expect(ids).not.toContain(ended);
  });

  it('a suspended firm keeps its page; a pending or rejected one, or an unknown slug, is 404', async () => {
    const db = t.database.db;
    const makeFirm = async (status: 'suspended' | 'pending' | 'rejected', slug: string) => {
      const someone = await signedInTrader(db, NOW, { firstName: 'Başka', lastName: 'Firma' });
      await insertFirm(db, { ownerId: someone.id, status, slug, title: `Firma ${status}` });
    };
    await makeFirm('suspended', 'askidaki-firma');
    await makeFirm('pending', 'bekleyen-firma');
    await makeFirm('rejected', 'reddedilen-firma');
    expect((await send(t, 'GET', '/api/firms/askidaki-firma')).statusCode).toBe(200);
    for (const slug of ['bekleyen-firma', 'reddedilen-firma', 'olmayan-firma']) {
      const res = await send(t, 'GET', `/api/firms/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(error(res)).toEqual({ code: 'FIRM_NOT_FOUND', message: 'Firma bulunamadı.' });
    }
    expect((await send(t, 'GET', '/api/firms/K%C3%B6t%C3%BC%20Ad')).statusCode).toBe(400);
  });
});
