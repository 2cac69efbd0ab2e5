import type { ParcelLookup } from '@arsamezat/shared/listings/parcel-lookup';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { insertUser } from '../../../test/fixtures/listings.ts';
import { startLocalTkgm, type LocalTkgm } from '../../providers/parcels/local-tkgm.ts';
import { createTkgmRegistry } from '../../providers/parcels/tkgm-registry.ts';
import { movableClock, type ErrorBody } from '../auth/testing/auth-fixtures.ts';
import { asAdmin, signInAdmin, type Admin } from '../admin/testing/admin-fixtures.ts';
import { asFirm, cookieFor, firmOwner } from '../firm-listings/testing/firm-listing-fixtures.ts';

const NOW = '2026-11-10T09:00:00.000Z';
const { clock } = movableClock(NOW);
let fake: LocalTkgm;
let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  fake = await startLocalTkgm();
  t = await createTestApp({
    clock,
    parcels: createTkgmRegistry({ baseUrl: fake.url, timeoutMs: 2000, name: 'local' }),
  });
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const bodrum = {
  city: 'Muğla',
  district: 'Bodrum',
  neighborhood: 'Geriş',
  adaNo: '126',
  parselNo: '7',
};
const lookup = (body: Record<string, unknown>) =>
  asAdmin(t, admin, 'POST', '/api/admin/parcels/lookup', body);
const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;

describe("'Parseli Getir' through the land registry", () => {
  it('fetches a parcel: its outline, the Turkish decimal area and the nitelik', async () => {
    const res = await lookup(bodrum);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ParcelLookup>();
    expect(answer.cached).toBe(false);
    expect(answer.parcel).toMatchObject({
      areaM2: 1234.56,
      areaText: '1.234,56',
      nitelik: 'Arsa',
      mahalleId: 148011,
      city: 'Muğla',
      district: 'Bodrum',
      neighborhood: 'Geriş',
    });
    expect(answer.parcel.geometry.type).toBe('Polygon');
    expect(answer.point.lat).toBeCloseTo(37.0953, 3);
    expect(answer.point.lng).toBeCloseTo(27.2788, 3);
    // il list, ilçe list, mahalle list, the parcel.
    expect(fake.state.requests).toHaveLength(4);
  });

  it('answers the same parcel again from our copy, however its names are written', async () => {
    const before = fake.state.requests.length;
    const res = await lookup({
      ...bodrum,
      city: 'MUĞLA',
      district: 'bodrum',
      neighborhood: 'GERİŞ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ParcelLookup>().cached).toBe(true);
    expect(fake.state.requests.length).toBe(before);
    // As the listing form's reference lists write it ('Geriş Mah.'): the same parcel.
    const listed = await lookup({ ...bodrum, neighborhood: 'Geriş Mah.' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<ParcelLookup>().cached).toBe(true);
    expect(fake.state.requests.length).toBe(before);
  });

  it('reads a parcel in two pieces (a MultiPolygon)', async () => {
    const res = await lookup({
      city: 'İzmir',
      district: 'Urla',
      neighborhood: 'Zeytineli',
      adaNo: '101',
      parselNo: '12',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { parcel } = res.json<ParcelLookup>();
    expect(parcel.geometry.type).toBe('MultiPolygon');
    expect(parcel.geometry.coordinates).toHaveLength(2);
    expect(parcel.areaM2).toBe(18450.25);
    expect(parcel.nitelik).toBe('Zeytinlik');
  });

  it('says an unknown parcel is unknown, in Turkish, and does not ask again the same day', async () => {
    const res = await lookup({ ...bodrum, parselNo: '999' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toMatchObject({ code: 'PARCEL_NOT_FOUND' });
    expect(errorOf(res).message).toContain('haritada kendiniz işaretleyin');
    const before = fake.state.requests.length;
    const again = await lookup({ ...bodrum, parselNo: '999' });
    expect(again.statusCode).toBe(404);
    expect(fake.state.requests.length).toBe(before);
    // An unknown mahalle is unknown too.
    const nowhere = await lookup({ ...bodrum, neighborhood: 'Olmayan Mahalle' });
    expect(errorOf(nowhere).code).toBe('PARCEL_NOT_FOUND');
  });

  it('falls back to drawing by hand when the registry refuses (403 past its quota); kept parcels still answer', async () => {
    fake.state.quota = fake.state.requests.length;
    const res = await lookup({
      city: 'Konya',
      district: 'Selçuklu',
      neighborhood: 'Sarayköy',
      adaNo: '2040',
      parselNo: '3',
    });
    expect(res.statusCode).toBe(503);
    expect(errorOf(res)).toMatchObject({ code: 'PARCEL_REGISTRY_UNAVAILABLE' });
    expect(errorOf(res).message).toContain('parsel sınırını çizin');
    expect((await lookup(bodrum)).statusCode).toBe(200);
    fake.state.quota = Number.MAX_SAFE_INTEGER;
  });

  it('refuses ada and parsel that are not numbers, in Turkish, before asking anyone', async () => {
    const before = fake.state.requests.length;
    const res = await lookup({ ...bodrum, adaNo: '12a' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Ada no yalnızca rakam olmalıdır.');
    expect((await lookup({ ...bodrum, city: 'Atlantis' })).statusCode).toBe(400);
    expect(fake.state.requests.length).toBe(before);
  });

  it('lets a seller firm look up parcels, and no other member', async () => {
    const now = new Date(NOW);
    const owner = await firmOwner(t, { now });
    const ok = await asFirm(t, owner, 'POST', '/api/firm/parcels/lookup', bodrum);
    expect(ok.statusCode, ok.body).toBe(200);
    const memberId = await insertUser(t.database.db, { firstName: 'Ali', lastName: 'Veli' });
    const member = { cookie: await cookieFor(t, memberId, now) };
    const refused = await asFirm(t, member, 'POST', '/api/firm/parcels/lookup', bodrum);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('FIRM_REQUIRED');
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/firm/parcels/lookup',
      payload: bodrum,
    });
    // A guest is refused before the lookup (no session: CSRF or sign-in).
    expect([401, 403]).toContain(guest.statusCode);
    expect(guest.json<ErrorBody>().error.code).not.toBe('PARCEL_NOT_FOUND');
  });
});
