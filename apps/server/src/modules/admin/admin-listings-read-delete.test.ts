import type {
  AdminListingDetail,
  AdminListingsPage,
} from '@arsamezat/shared/admin/admin-listing-queries';
import type { AdminOverview } from '@arsamezat/shared/admin/admin-overview';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { insertBid, insertListing, insertUser } from '../../../test/fixtures/listings.ts';
import { listings } from '../../db/schema/listings.ts';
import { deposits, offers } from '../../db/schema/trading.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import { movableClock, type ErrorBody } from '../auth/testing/auth-fixtures.ts';
import { asAdmin, signInAdmin, type Admin } from './testing/admin-fixtures.ts';

const NOW = new Date('2026-05-05T09:00:00.000Z');
let t: TestApp;
let admin: Admin;
const ids: Record<'active' | 'upcoming' | 'ended' | 'cancelled' | 'offer', string> = {
  active: '',
  upcoming: '',
  ended: '',
  cancelled: '',
  offer: '',
};
beforeAll(async () => {
  t = await createTestApp({ clock: movableClock(NOW.toISOString()).clock });
  admin = await signInAdmin(t);
  const { db } = t.database;
  // Default window 1–10 May: at NOW (5 May) a plain listing is active.
  ids.active = await insertListing(db, {
    title: 'Aktif',
    createdAt: new Date('2026-05-01T00:00:00Z'),
  });
  ids.upcoming = await insertListing(db, {
    title: 'Yaklaşan',
    startsAt: new Date('2026-06-01T09:00:00Z'),
    endsAt: new Date('2026-06-10T09:00:00Z'),
    createdAt: new Date('2026-05-02T00:00:00Z'),
  });
  ids.ended = await insertListing(db, {
    title: 'Biten',
    endsAt: new Date('2026-05-04T09:00:00Z'),
    createdAt: new Date('2026-05-03T00:00:00Z'),
  });
  ids.cancelled = await insertListing(db, {
    title: 'İptal',
    status: 'cancelled',
    createdAt: new Date('2026-05-04T00:00:00Z'),
  });
  ids.offer = await insertListing(db, {
    title: 'Pazarlık',
    listingType: 'offer',
    createdAt: new Date('2026-05-04T12:00:00Z'),
  });
});
afterAll(() => t.close());

describe('GET /api/admin/listings and /api/admin/overview', () => {
  it('pages every listing newest first with the phase counts of the server clock', async () => {
    const res = await asAdmin(t, admin, 'GET', '/api/admin/listings');
    expect(res.statusCode).toBe(200);
    const page = res.json<AdminListingsPage>();
    expect(page.items.map((item) => item.title)).toEqual([
      'Pazarlık',
      'İptal',
      'Biten',
      'Yaklaşan',
      'Aktif',
    ]);
    expect(page.counts).toEqual({ all: 5, active: 2, upcoming: 1, ended: 2 });
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20 });
  });

  it.each([
    ['active', ['Pazarlık', 'Aktif']],
    ['upcoming', ['Yaklaşan']],
    ['ended', ['İptal', 'Biten']],
  ])('filters by phase %s', async (phase, titles) => {
    const res = await asAdmin(t, admin, 'GET', `/api/admin/listings?phase=${phase}`);
    expect(res.json<AdminListingsPage>().items.map((item) => item.title)).toEqual(titles);
  });

  it('refuses an unknown filter in Turkish', async () => {
    const res = await asAdmin(t, admin, 'GET', '/api/admin/listings?phase=sold');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.message).toBe('Geçersiz filtre.');
  });

  it('counts listings and accounts for the overview', async () => {
    const res = await asAdmin(t, admin, 'GET', '/api/admin/overview');
    expect(res.json<AdminOverview>()).toMatchObject({
      listings: { total: 5, active: 2, upcoming: 1, ended: 2 },
      users: { total: 1 },
    });
  });
});

describe('GET /api/admin/listings/:id', () => {
  it('shows every bid with the bidder full name and phone, highest first, and offers', async () => {
    const { db } = t.database;
    const bidder = await insertUser(db, { firstName: 'Ali', lastName: 'Kaya' });
    await insertBid(db, {
      listingId: ids.active,
      bidderId: bidder,
      amount: 110_000_00,
      createdAt: NOW,
    });
    await insertBid(db, {
      listingId: ids.active,
      bidderId: bidder,
      amount: 120_000_00,
      createdAt: NOW,
    });
    await db.insert(offers).values({ listingId: ids.offer, userId: bidder, amount: 90_000_00 });
    const [user] = await db.query.users.findMany({ where: (u, { eq: is }) => is(u.id, bidder) });

    const auction = (
      await asAdmin(t, admin, 'GET', `/api/admin/listings/${ids.active}`)
    ).json<AdminListingDetail>();
    expect(auction.bidTotal).toBe(2);
    expect(auction.bids[0]).toMatchObject({
      amount: 120_000_00,
      bidderName: 'Ali Kaya',
      bidderPhone: user?.phone,
      isHighest: true,
    });
    expect(auction.bids[1]?.isHighest).toBe(false);
    expect(auction.listing.title).toBe('Aktif');

    const offer = (
      await asAdmin(t, admin, 'GET', `/api/admin/listings/${ids.offer}`)
    ).json<AdminListingDetail>();
    expect(offer.offers).toEqual([
      expect.objectContaining({
        amount: 90_000_00,
        status: 'pending',
        userName: 'Ali Kaya',
        userPhone: user?.phone,
      }),
    ]);
    expect(offer.storedIlanSahibi).toBeNull();
  });
});

describe('DELETE /api/admin/listings/:id', () => {
  it('deletes a listing without money records and audits what it was', async () => {
    const res = await asAdmin(t, admin, 'DELETE', `/api/admin/listings/${ids.upcoming}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await asAdmin(t, admin, 'GET', `/api/admin/listings/${ids.upcoming}`)).statusCode).toBe(
      404,
    );
    const audit = await selectAuditEntries(t.database.db, 'listing', ids.upcoming);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'listing.delete', actorId: admin.id, after: null }),
    ]);
    expect(audit[0]?.before).toMatchObject({ title: 'Yaklaşan', images: [] });
  });

  it.each(['bids', 'offers', 'deposits'] as const)(
    'refuses with 409 while the listing has %s, and keeps everything',
    async (kind) => {
      const { db } = t.database;
      const listingId = await insertListing(db, { title: `Kayıtlı ${kind}` });
      const user = await insertUser(db, { firstName: 'Veli', lastName: 'Demir' });
      if (kind === 'bids')
        await insertBid(db, { listingId, bidderId: user, amount: 200_000_00, createdAt: NOW });
      if (kind === 'offers')
        await db.insert(offers).values({ listingId, userId: user, amount: 1_00 });
      if (kind === 'deposits')
        await db.insert(deposits).values({ listingId, userId: user, amount: 1_00 });
      const res = await asAdmin(t, admin, 'DELETE', `/api/admin/listings/${listingId}`);
      expect(res.statusCode).toBe(409);
      expect(res.json<ErrorBody>().error).toMatchObject({
        code: 'LISTING_HAS_RECORDS',
        message: expect.stringContaining('silinemez') as string,
      });
      expect(await db.select().from(listings).where(eq(listings.id, listingId))).toHaveLength(1);
      expect(await selectAuditEntries(db, 'listing', listingId)).toHaveLength(0);
    },
  );
});

describe('whether Sil is offered (issue 26)', () => {
  const deletionOf = async (id: string) =>
    (await asAdmin(t, admin, 'GET', `/api/admin/listings/${id}`)).json<AdminListingDetail>()
      .deletion;

  it('tells the admin screens, in the listing type’s words, what the delete would answer', async () => {
    const { db } = t.database;
    const buyer = await insertUser(db, { firstName: 'Selin', lastName: 'Kara' });
    const sold = await insertListing(db, {
      title: 'Satılan Pazarlık',
      listingType: 'offer',
      status: 'sold',
      winnerId: buyer,
      finalPrice: 95_000_00,
    });
    await db
      .insert(offers)
      .values({ listingId: sold, userId: buyer, amount: 95_000_00, status: 'accepted' });
    await db
      .insert(deposits)
      .values({ listingId: sold, userId: buyer, amount: 1_00, status: 'completed' });
    const open = await insertListing(db, { title: 'Açık Pazarlık', listingType: 'offer' });
    await db.insert(offers).values({ listingId: open, userId: buyer, amount: 90_000_00 });
    const empty = await insertListing(db, { title: 'Boş Pazarlık', listingType: 'offer' });

    const soldReason =
      'Satılan bir pazarlık ilanı silinemez; satışın teklif, teminat ve ödeme kayıtları saklanır.';
    expect(await deletionOf(sold)).toEqual({ allowed: false, reason: soldReason });
    expect(await deletionOf(open)).toEqual({
      allowed: false,
      reason:
        'Teklif, teminat veya ödeme kaydı olan bir pazarlık ilanı silinemez; bu kayıtlar saklanır. Yayından kaldırmak için "İlanı İptal Et" işlemini kullanın.',
    });
    expect(await deletionOf(empty)).toEqual({ allowed: true, reason: null });
    // An auction with bids is an 'ihale'; once ended it is not told to be cancelled.
    expect((await deletionOf(ids.active)).reason).toMatch(
      /^Teklif, .* bir ihale silinemez; .*İptal/,
    );
    const bidOnEnded = await insertUser(db, { firstName: 'Can', lastName: 'Er' });
    await insertBid(db, {
      listingId: ids.ended,
      bidderId: bidOnEnded,
      amount: 1_000_00,
      createdAt: NOW,
    });
    expect((await deletionOf(ids.ended)).reason).toBe(
      'Teklif, teminat veya ödeme kaydı olan bir ihale silinemez; bu kayıtlar saklanır.',
    );

    // The table's rows carry the same answer.
    const page = (await asAdmin(t, admin, 'GET', '/api/admin/listings')).json<AdminListingsPage>();
    const row = (id: string) => page.items.find((item) => item.id === id)?.deletion;
    expect(row(sold)).toEqual({ allowed: false, reason: soldReason });
    expect(row(empty)).toEqual({ allowed: true, reason: null });

    // The delete answers the same reason and keeps the sold listing.
    const refused = await asAdmin(t, admin, 'DELETE', `/api/admin/listings/${sold}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error).toEqual({
      code: 'LISTING_HAS_RECORDS',
      message: soldReason,
    });
    expect(await db.select().from(listings).where(eq(listings.id, sold))).toHaveLength(1);
    const deleted = await asAdmin(t, admin, 'DELETE', `/api/admin/listings/${empty}`);
    expect(deleted.statusCode).toBe(204);
  });
});
