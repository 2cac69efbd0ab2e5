import type { ListingsMap } from '@arsamezat/shared/listings/browse-map';
import type { ListingDetail, ListingsPage } from '@arsamezat/shared/listings/listings';
import type { LightMyRequestResponse } from 'fastify';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { listings } from '../../db/schema/listings.ts';
import { movableClock, type ErrorBody } from '../auth/testing/auth-fixtures.ts';
import { asAdmin, listingBody, signInAdmin, type Admin } from '../admin/testing/admin-fixtures.ts';

const NOW = '2026-11-10T09:00:00.000Z';
const { clock } = movableClock(NOW);
let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

/** A Bodrum parcel (WGS84, [lng, lat]). */
const bodrumOutline = {
  type: 'Polygon',
  coordinates: [
    [
      [27.2785, 37.0952],
      [27.279, 37.0952],
      [27.279, 37.0956],
      [27.2785, 37.0956],
      [27.2785, 37.0952],
    ],
  ],
};
const create = (values: Record<string, unknown>) =>
  asAdmin(t, admin, 'POST', '/api/admin/listings', listingBody(values));
const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;
const browse = (query: string) => t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
const ids = (res: LightMyRequestResponse) => res.json<ListingsPage>().items.map((i) => i.id);
const listingCount = async () =>
  (await t.database.db.select({ n: count() }).from(listings))[0]?.n ?? 0;

describe("a listing's place on the map", () => {
  let bodrumId = '';
  let konyaId = '';
  let unplacedId = '';

  it('stores the outline and the pin, and the listing page answers them', async () => {
    const res = await create({
      city: 'Muğla',
      title: 'Bodrum Geriş Arsa',
      mapLocation: { point: { lat: 37.0954, lng: 27.27875 }, parcel: bodrumOutline },
    });
    expect(res.statusCode, res.body).toBe(201);
    bodrumId = res.json<ListingDetail>().id;
    const page = await t.app.inject({ method: 'GET', url: `/api/listings/${bodrumId}` });
    expect(page.json<ListingDetail>().mapLocation).toEqual({
      point: { lat: 37.0954, lng: 27.27875 },
      parcel: bodrumOutline,
      registryMahalleId: null,
    });
    const pinOnly = await create({
      city: 'Konya',
      mapLocation: { point: { lat: 37.9921, lng: 32.4402 } },
    });
    expect(pinOnly.statusCode, pinOnly.body).toBe(201);
    konyaId = pinOnly.json<ListingDetail>().id;
    expect(pinOnly.json<ListingDetail>().mapLocation?.parcel).toBeNull();
    unplacedId = (await create({})).json<ListingDetail>().id;
  });

  it.each([
    [
      'a ring that crosses itself',
      [
        [27.1, 37.1],
        [27.2, 37.2],
        [27.2, 37.1],
        [27.1, 37.2],
        [27.1, 37.1],
      ],
      'Parsel sınırı kendisini kesemez.',
    ],
    [
      'an open ring',
      [
        [27.1, 37.1],
        [27.2, 37.1],
        [27.2, 37.2],
        [27.1, 37.2],
      ],
      'Parsel sınırı geçersiz: halkalar kapalı olmalıdır (ilk ve son nokta aynı).',
    ],
    [
      'a shape in Greece',
      [
        [23.7, 37.9],
        [23.71, 37.9],
        [23.71, 37.91],
        [23.7, 37.9],
      ],
      'Parsel sınırı Türkiye sınırları dışında olamaz.',
    ],
    [
      'a province-sized shape',
      [
        [27.0, 37.0],
        [28.0, 37.0],
        [28.0, 38.0],
        [27.0, 37.0],
      ],
      'Parsel sınırı çok büyük; bir parselin sınırını çizin.',
    ],
  ])('refuses %s with a Turkish 400 and stores nothing', async (_name, ring, message) => {
    const before = await listingCount();
    const res = await create({
      mapLocation: {
        point: { lat: 37.15, lng: 27.15 },
        parcel: { type: 'Polygon', coordinates: [ring] },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect(await listingCount()).toBe(before);
  });

  it('refuses too many vertices and a pin outside Türkiye', async () => {
    const ring = Array.from({ length: 1200 }, (_, i) => {
      const a = (i / 1200) * 2 * Math.PI;
      return [27.2 + 0.01 * Math.cos(a), 37.2 + 0.01 * Math.sin(a)];
    });
    ring.push(ring[0]!);
    const many = await create({
      mapLocation: {
        point: { lat: 37.2, lng: 27.2 },
        parcel: { type: 'Polygon', coordinates: [ring] },
      },
    });
    expect(many.statusCode).toBe(400);
    expect(errorOf(many).message).toBe('Parsel sınırı en fazla 1000 köşe içerebilir.');
    const athens = await create({ mapLocation: { point: { lat: 37.98, lng: 23.72 } } });
    expect(athens.statusCode).toBe(400);
    expect(errorOf(athens).message).toBe('Konum Türkiye sınırları içinde olmalıdır.');
  });

  it("'Bu alanda ara' keeps the listings whose place meets the box, on the server", async () => {
    const overBodrum = await browse('tab=new&bbox=27.2,37.0,27.4,37.2');
    expect(overBodrum.statusCode, overBodrum.body).toBe(200);
    expect(ids(overBodrum)).toEqual([bodrumId]);
    // A box that only touches the outline's east edge still finds it.
    expect(ids(await browse('tab=new&bbox=27.279,37.09,27.3,37.1'))).toEqual([bodrumId]);
    const both = await browse('tab=new&bbox=26,36,33,39&sort=newest');
    expect(ids(both).sort()).toEqual([bodrumId, konyaId].sort());
    expect(ids(both)).not.toContain(unplacedId);
    // Without a box, every listing.
    expect(ids(await browse('tab=new'))).toContain(unplacedId);
    // The same filter with the other filters: a province that is not Muğla finds nothing here.
    expect(ids(await browse('tab=new&bbox=27.2,37.0,27.4,37.2&cities=Konya'))).toEqual([]);
  });

  it('puts the same browse on the map: every match with a place, pins and outlines', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/listings/map?tab=new' });
    expect(res.statusCode, res.body).toBe(200);
    const map = res.json<ListingsMap>();
    expect(map.items.map((i) => i.id).sort()).toEqual([bodrumId, konyaId].sort());
    expect(map.total).toBe(2);
    const bodrum = map.items.find((i) => i.id === bodrumId);
    expect(bodrum).toMatchObject({ title: 'Bodrum Geriş Arsa', parcel: bodrumOutline });
    const narrowed = await t.app.inject({
      method: 'GET',
      url: '/api/listings/map?tab=new&bbox=32,37.5,33,38.5',
    });
    expect(narrowed.json<ListingsMap>().items.map((i) => i.id)).toEqual([konyaId]);
    const otherTab = await t.app.inject({ method: 'GET', url: '/api/listings/map?tab=offers' });
    expect(otherTab.json<ListingsMap>().items).toEqual([]);
  });

  it('refuses an unreadable box or one outside Türkiye, in Turkish', async () => {
    const bad = await browse('tab=new&bbox=27.4,37.0,27.2,37.2');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('Harita alanı geçersiz.');
    const greece = await browse('tab=new&bbox=22,37,23,38');
    expect(greece.statusCode).toBe(400);
    expect(errorOf(greece).message).toContain('Türkiye dışında');
    expect((await browse('tab=new&bbox=a,b,c,d')).statusCode).toBe(400);
  });

  it('moves and removes a listing on the map with an edit', async () => {
    const moved = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${konyaId}`, {
      mapLocation: { point: { lat: 37.05, lng: 27.3 } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(ids(await browse('tab=new&bbox=27.2,37.0,27.4,37.2')).sort()).toEqual(
      [bodrumId, konyaId].sort(),
    );
    const other = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${konyaId}`, {
      title: 'Yeni başlık',
    });
    expect(other.json<ListingDetail>().mapLocation).not.toBeNull();
    const removed = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${konyaId}`, {
      mapLocation: null,
    });
    expect(removed.statusCode).toBe(200);
    expect(ids(await browse('tab=new&bbox=27.2,37.0,27.4,37.2'))).toEqual([bodrumId]);
  });
});
