import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { insertBid, insertListing, insertUser } from '../../../test/fixtures/listings.ts';
import { movableClock, type ErrorBody } from '../auth/testing/auth-fixtures.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import { asAdmin, listingBody, signInAdmin, type Admin } from './testing/admin-fixtures.ts';

const NOW = '2026-11-10T09:00:00.000Z';
const { clock } = movableClock(NOW);
let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const create = (values: Record<string, unknown> = {}) =>
  asAdmin(t, admin, 'POST', '/api/admin/listings', listingBody(values));
const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;

describe('POST /api/admin/listings', () => {
  it('creates an auction with the spec defaults and writes the audit row', async () => {
    const res = await create();
    expect(res.statusCode, res.body).toBe(201);
    const listing = res.json<ListingDetail>();
    expect(listing).toMatchObject({
      listingType: 'auction',
      status: 'upcoming',
      city: 'Kütahya',
      location: 'Merkez, Kütahya',
      areaUnit: 'm2',
      startingPrice: 1_250_000_00,
      minIncrement: 5_000_00,
      offerIncrement: null,
      depositAmount: 0,
      antiSnipeMinutes: 5,
      // No start given: now (so active); no end: 7 days later.
      startsAt: NOW,
      endsAt: '2026-11-17T09:00:00.000Z',
      createdAt: NOW,
      phase: 'active',
      images: [],
    });
    const audit = await selectAuditEntries(t.database.db, 'listing', listing.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'listing.create', actorId: admin.id, before: null });
    expect(audit[0]?.after).toMatchObject({
      title: 'Kütahya Merkez İmarlı Arsa',
      startingPrice: 1_250_000_00,
    });
  });

  it('stores only the increment of the type, comma decimals and any spelling of a province', async () => {
    const res = await create({
      listingType: 'offer',
      minIncrement: 1_000_00,
      offerIncrement: 10_000_00,
      areaSize: '1.250,75',
      city: 'izmir',
      locationDetails: '',
      depositAmount: 25_000_00,
      startsAt: '2026-12-01T09:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ListingDetail>()).toMatchObject({
      listingType: 'offer',
      minIncrement: null,
      offerIncrement: 10_000_00,
      areaSize: 1250.75,
      city: 'İzmir',
      locationDetails: null,
      location: 'İzmir',
      depositAmount: 25_000_00,
      endsAt: '2026-12-08T09:00:00.000Z',
      phase: 'upcoming',
    });
  });

  // The 'endsAt' case without a start: the start is now, which is after that end.
  it.each([
    ['city', { city: 'Atlantis' }, 'Geçersiz şehir: Atlantis. 81 ilden birini seçin.'],
    ['minIncrement', { minIncrement: null }, 'Minimum artış tutarı zorunludur.'],
    ['offerIncrement', { listingType: 'offer' }, 'Teklif artış tutarı zorunludur.'],
    [
      'endsAt',
      { startsAt: '2026-12-02T09:00:00Z', endsAt: '2026-12-01T09:00:00Z' },
      'Bitiş zamanı başlangıç zamanından sonra olmalıdır.',
    ],
    [
      'endsAt',
      { endsAt: '2026-11-09T09:00:00Z' },
      'Bitiş zamanı başlangıç zamanından sonra olmalıdır.',
    ],
    ['title', { title: ' ' }, 'İlan başlığı zorunludur.'],
    [
      'description',
      { description: 'x'.repeat(10_001) },
      'Açıklama en fazla 10000 karakter olabilir.',
    ],
    ['startingPrice', { startingPrice: 1250.5 }, 'Fiyat kuruş cinsinden tam sayı olmalıdır.'],
    ['areaSize', { areaSize: 'çok' }, 'Alan büyüklüğü geçerli bir sayı olmalıdır.'],
    ['status', { status: 'sold' }, 'Geçersiz ilan durumu.'],
    // Decision 062: the owner the public page names is required.
    ['ilanSahibi', { ilanSahibi: undefined }, 'İlan sahibi zorunludur.'],
    ['ilanSahibi', { ilanSahibi: '   ' }, 'İlan sahibi zorunludur.'],
  ] as const)(
    'refuses a bad %s with 400 in Turkish and creates nothing',
    async (field, values, message) => {
      const before = await asAdmin(t, admin, 'GET', '/api/admin/listings');
      const res = await create(values);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'VALIDATION', message });
      expect(errorOf(res).fields?.[field]).toBe(message);
      const after = await asAdmin(t, admin, 'GET', '/api/admin/listings');
      expect(after.json<{ total: number }>().total).toBe(before.json<{ total: number }>().total);
    },
  );
});

describe('PATCH /api/admin/listings/:id', () => {
  it('changes the fields sent, keeps the rest and records before and after', async () => {
    const { id } = (await create()).json<ListingDetail>();
    const res = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${id}`, {
      title: 'Yeni Başlık',
      locationDetails: 'Zafertepe',
      status: 'cancelled',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ListingDetail>()).toMatchObject({
      title: 'Yeni Başlık',
      location: 'Zafertepe, Kütahya',
      status: 'cancelled',
      phase: 'ended',
      startingPrice: 1_250_000_00,
    });
    const audit = await selectAuditEntries(t.database.db, 'listing', id);
    expect(audit.map((row) => row.action)).toEqual(['listing.create', 'listing.update']);
    expect(audit[1]).toMatchObject({
      before: { title: 'Kütahya Merkez İmarlı Arsa', status: 'upcoming' },
      after: { title: 'Yeni Başlık', status: 'cancelled' },
    });
  });

  it('checks the merged listing: an end before the stored start changes nothing', async () => {
    const { id } = (await create({ startsAt: '2026-12-01T09:00:00Z' })).json<ListingDetail>();
    const res = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${id}`, {
      title: 'Değişmemeli',
      endsAt: '2026-11-30T09:00:00Z',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Bitiş zamanı başlangıç zamanından sonra olmalıdır.');
    const stored = await asAdmin(t, admin, 'GET', `/api/admin/listings/${id}`);
    expect(stored.json<{ listing: ListingDetail }>().listing.title).toBe(
      'Kütahya Merkez İmarlı Arsa',
    );
    expect(await selectAuditEntries(t.database.db, 'listing', id)).toHaveLength(1);
  });

  it('switches the type with its increment, and never once a listing has bids', async () => {
    const { id } = (await create()).json<ListingDetail>();
    const missing = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${id}`, {
      listingType: 'offer',
    });
    expect(errorOf(missing).message).toBe('Teklif artış tutarı zorunludur.');
    const switched = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${id}`, {
      listingType: 'offer',
      offerIncrement: 2_000_00,
    });
    expect(switched.json<ListingDetail>()).toMatchObject({
      minIncrement: null,
      offerIncrement: 2_000_00,
    });

    const withBid = await insertListing(t.database.db);
    const bidder = await insertUser(t.database.db, { firstName: 'Ali', lastName: 'Kaya' });
    await insertBid(t.database.db, {
      listingId: withBid,
      bidderId: bidder,
      amount: 100_000_00,
      createdAt: new Date(NOW),
    });
    const locked = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${withBid}`, {
      listingType: 'offer',
      offerIncrement: 1_000_00,
    });
    expect(locked.statusCode).toBe(409);
    expect(errorOf(locked).code).toBe('LISTING_TYPE_LOCKED');
  });

  it('never clears the owner, and leaves an older listing without one editable', async () => {
    const { id } = (await create()).json<ListingDetail>();
    for (const ilanSahibi of [null, '']) {
      const res = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${id}`, { ilanSahibi });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.ilanSahibi).toBe('İlan sahibi zorunludur.');
    }
    const named = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${id}`, {
      ilanSahibi: 'Ege Arsa Ltd. Şti.',
    });
    expect(named.json<ListingDetail>().ilanSahibi).toBe('Ege Arsa Ltd. Şti.');
    // Saved before decision 062 without an owner: other changes still go through.
    const older = await insertListing(t.database.db, { title: 'Eski İlan' });
    const renamed = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${older}`, {
      title: 'Eski İlan (Güncel)',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<ListingDetail>().ilanSahibi).toBeNull();
  });

  it('answers 404 for an unknown listing and 400 for an empty change', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    const res = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${unknown}`, { title: 'x' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('İlan bulunamadı.');
    const { id } = (await create()).json<ListingDetail>();
    const empty = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${id}`, {});
    expect(empty.statusCode).toBe(400);
  });
});
