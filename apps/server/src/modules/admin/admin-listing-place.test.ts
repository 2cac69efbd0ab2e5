import type { ListingDetail, ListingsPage } from '@arsamezat/shared/listings/listings';
import type { LightMyRequestResponse } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { movableClock, type ErrorBody } from '../auth/testing/auth-fixtures.ts';
import { backfillListingPlaces } from '../locations/index.ts';
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

const izmir = (values: Record<string, unknown> = {}) =>
  listingBody({ city: 'İzmir', locationDetails: 'Yola cepheli', ...values });
const create = (values: Record<string, unknown>) =>
  asAdmin(t, admin, 'POST', '/api/admin/listings', izmir(values));
const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;
const listingCount = async () =>
  (await t.database.db.select({ n: count() }).from(listings))[0]?.n ?? 0;

describe('the admin form picks the district and mahalle from the reference list', () => {
  it('stores the codes and the list’s names, and the listing is found by them', async () => {
    const res = await create({
      districtCode: '35.cesme',
      neighbourhoodCode: '35.cesme.alacati-mah',
      zoning: 'konut',
      areaSize: 2,
      areaUnit: 'dönüm',
    });
    expect(res.statusCode, res.body).toBe(201);
    const listing = res.json<ListingDetail>();
    expect(listing).toMatchObject({
      districtCode: '35.cesme',
      neighbourhoodCode: '35.cesme.alacati-mah',
      district: 'Çeşme',
      neighborhood: 'Alaçatı Mah.',
      location: 'Yola cepheli, Alaçatı Mah., Çeşme, İzmir',
      zoning: 'konut',
    });
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/listings?cities=${encodeURIComponent('İzmir')}&districts=35.cesme&minArea=2000&maxArea=2000&zoning=konut&q=${encodeURIComponent('ALAÇATI')}`,
    });
    expect(found.json<ListingsPage>().items.map((item) => item.id)).toEqual([listing.id]);
  });

  it('does not write a place twice that the typed details already name', async () => {
    const res = await create({
      locationDetails: 'Alaçatı Mahallesi, ÇEŞME',
      districtCode: '35.cesme',
      neighbourhoodCode: '35.cesme.alacati-mah',
    });
    expect(res.json<ListingDetail>().location).toBe('Alaçatı Mah., Çeşme, İzmir');
  });

  it('refuses a place outside the list or the province with a Turkish message, storing nothing', async () => {
    const before = await listingCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ districtCode: '48.bodrum' }, 'districtCode', 'Seçilen ilçe, ilanın ilinde değil.'],
      [{ districtCode: '35.atlantis' }, 'districtCode', 'İlçe listede bulunamadı.'],
      [
        { districtCode: '35.urla', neighbourhoodCode: '35.cesme.alacati-mah' },
        'neighbourhoodCode',
        'Seçilen mahalle, seçilen ilçede değil.',
      ],
      [
        { neighbourhoodCode: '35.cesme.alacati-mah' },
        'neighbourhoodCode',
        'Mahalle için önce ilçe seçin.',
      ],
      [{ districtCode: 'Çeşme' }, 'districtCode', 'İlçe geçersiz.'],
      [{ zoning: 'gokdelen' }, 'zoning', 'İmar durumu listeden seçilmelidir.'],
      [{ areaUnit: 'ar' }, 'areaUnit', 'Alan birimi m², dönüm veya hektar olmalıdır.'],
    ];
    for (const [values, field, message] of cases) {
      const res = await create(values);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(errorOf(res).message).toBe(message);
      expect(errorOf(res).fields?.[field]).toBe(message);
    }
    expect(await listingCount()).toBe(before);
  });

  it('refuses a new province that leaves the district behind, and clears the place on request', async () => {
    const { id } = (await create({ districtCode: '35.urla' })).json<ListingDetail>();
    const moved = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${id}`, { city: 'Muğla' });
    expect(moved.statusCode).toBe(400);
    expect(errorOf(moved).message).toBe('Seçilen ilçe, ilanın ilinde değil.');
    const cleared = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${id}`, {
      city: 'Muğla',
      districtCode: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<ListingDetail>()).toMatchObject({
      districtCode: null,
      district: null,
      location: 'Yola cepheli, Muğla',
    });
  });
});

describe('the start-up backfill of older listings', () => {
  it('gives free-text places the codes of the list where the text names one', async () => {
    const named = await insertListing(t.database.db, {
      city: 'İzmir',
      district: 'ÇEŞME',
      neighborhood: 'Alaçatı Mahallesi',
    });
    const unknown = await insertListing(t.database.db, { city: 'İzmir', district: 'Atlantis' });
    await backfillListingPlaces(t.database.db);
    const codes = async (id: string) =>
      (
        await t.database.db
          .select({ d: listings.districtCode, n: listings.neighbourhoodCode })
          .from(listings)
          .where(eq(listings.id, id))
      )[0];
    expect(await codes(named)).toEqual({ d: '35.cesme', n: '35.cesme.alacati-mah' });
    expect(await codes(unknown)).toEqual({ d: null, n: null });
  });
});
