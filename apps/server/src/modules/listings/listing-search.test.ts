import type { ListingsPage } from '@arsamezat/shared/listings/listings';
import type { ProvinceLocations } from '@arsamezat/shared/listings/locations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import type { ErrorBody } from '../auth/testing/auth-fixtures.ts';

const NOW = new Date('2026-05-05T12:00:00.000Z');
const TL = 100;

let t: TestApp;
const id: Record<string, string> = {};

/** Offer listings open now: the offers tab shows them all, newest first. */
const offer = (values: Parameters<typeof insertListing>[1]) =>
  insertListing(t.database.db, {
    listingType: 'offer',
    status: 'active',
    startsAt: new Date('2026-05-01T09:00:00Z'),
    endsAt: new Date('2026-06-01T09:00:00Z'),
    description: 'Yola cepheli, elektrik ve su parsel sınırında.',
    ...values,
  });

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  id.cesme = await offer({
    title: "Çeşme'de denize yakın konut arsası",
    city: 'İzmir',
    district: 'Çeşme',
    districtCode: '35.cesme',
    neighborhood: 'Alaçatı Mah.',
    neighbourhoodCode: '35.cesme.alacati-mah',
    location: 'Alaçatı Mah., Çeşme, İzmir',
    startingPrice: 3_000_000 * TL,
    areaSize: 1_500,
    areaUnit: 'm2',
    zoning: 'konut',
    createdAt: new Date('2026-05-04T10:00:00Z'),
  });
  id.urla = await offer({
    title: 'Urla bağ evi yapılabilir bahçe',
    city: 'İzmir',
    district: 'Urla',
    districtCode: '35.urla',
    location: 'Urla, İzmir',
    startingPrice: 1_000_000 * TL,
    areaSize: 2,
    areaUnit: 'dönüm',
    zoning: 'bag_bahce',
    createdAt: new Date('2026-05-04T09:00:00Z'),
  });
  id.igdir = await offer({
    title: 'Iğdır merkezde tarla',
    city: 'Iğdır',
    location: 'Merkez, Iğdır',
    startingPrice: 300_000 * TL,
    areaSize: 1.5,
    areaUnit: 'hektar',
    zoning: 'tarla',
    createdAt: new Date('2026-05-04T08:00:00Z'),
  });
  id.kirikkale = await offer({
    title: 'Sanayi parseli',
    description: "KIRIKKALE'NİN GİRİŞİNDE, ana yola cepheli.",
    city: 'Kırıkkale',
    location: 'Merkez, Kırıkkale',
    startingPrice: 2_000_000 * TL,
    areaSize: null,
    zoning: 'sanayi',
    createdAt: new Date('2026-05-04T07:00:00Z'),
  });
  id.izmirText = await offer({
    title: "İzmir'in kuzeyinde zeytinlik",
    city: 'Manisa',
    location: 'Merkez, Manisa',
    startingPrice: 500_000 * TL,
    areaSize: 10_000,
    areaUnit: 'm2',
    zoning: 'zeytinlik',
    createdAt: new Date('2026-05-04T06:00:00Z'),
  });
});
afterAll(() => t.close());

async function browse(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?tab=offers&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListingsPage>().items.map((item) => item.id);
}

async function refused(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?tab=offers&${query}` });
  expect(res.statusCode).toBe(400);
  return res.json<ErrorBody>().error.message;
}

const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('keyword search by Turkish rules', () => {
  it('folds capitals the Turkish way on both sides', async () => {
    expect(await browse(q('ÇEŞME'))).toEqual([id.cesme]);
    expect(await browse(q('IĞDIR'))).toEqual([id.igdir]);
    expect(await browse(q('KIRIKKALE'))).toEqual([id.kirikkale]);
    expect(await browse(q('kırıkkale'))).toEqual([id.kirikkale]);
    expect(await browse(q('İZMİR'))).toEqual([id.cesme, id.urla, id.izmirText]);
  });

  it('finds a word whatever its suffix, apostrophe or not', async () => {
    // 'arsaları' finds 'arsası', 'Çeşme’de' finds "Çeşme'de", 'tarlalar' finds 'tarla'.
    expect(await browse(q('arsaları'))).toEqual([id.cesme]);
    expect(await browse(q('Çeşme’de'))).toEqual([id.cesme]);
    expect(await browse(q('tarlalar'))).toEqual([id.igdir]);
    expect(await browse(q('Alaçatı'))).toEqual([id.cesme]);
  });

  it('needs every word, and finds nothing for an unknown one', async () => {
    expect(await browse(q('izmir bahçe'))).toEqual([id.urla]);
    expect(await browse(q('bodrum'))).toEqual([]);
  });
});

describe('district, mahalle, area and zoning filters', () => {
  it('filters by district and mahalle under the chosen province', async () => {
    const izmir = `cities=${encodeURIComponent('İzmir')}`;
    expect(await browse(`${izmir}&districts=35.cesme`)).toEqual([id.cesme]);
    expect(await browse(`${izmir}&districts=35.cesme,35.urla`)).toEqual([id.cesme, id.urla]);
    expect(await browse(`${izmir}&districts=35.cesme&neighbourhoods=35.cesme.ilica-mah`)).toEqual(
      [],
    );
    expect(
      await browse(`${izmir}&districts=35.cesme&neighbourhoods=35.cesme.alacati-mah&${q('arsa')}`),
    ).toEqual([id.cesme]);
  });

  it('filters by the area in m², whatever unit the listing was entered in', async () => {
    // 1,500 m², 2 dönüm = 2,000 m², 1.5 hektar = 15,000 m², 10,000 m²; one without an area.
    expect(await browse('minArea=1500&maxArea=2000')).toEqual([id.cesme, id.urla]);
    expect(await browse('minArea=10000')).toEqual([id.igdir, id.izmirText]);
    expect(await browse('maxArea=1499')).toEqual([]);
  });

  it('filters by zoning from the fixed list', async () => {
    expect(await browse('zoning=konut,tarla')).toEqual([id.cesme, id.igdir]);
    expect(await browse('zoning=ticari')).toEqual([]);
  });

  it('sorts by price per m², listings without an area last', async () => {
    // Per m²: Çeşme 2,000 TL, Urla 500, Iğdır 20, Manisa 50; Kırıkkale has no area.
    expect(await browse('sort=pricePerM2Asc')).toEqual([
      id.igdir,
      id.izmirText,
      id.urla,
      id.cesme,
      id.kirikkale,
    ]);
    expect(await browse('sort=pricePerM2Desc')).toEqual([
      id.cesme,
      id.urla,
      id.izmirText,
      id.igdir,
      id.kirikkale,
    ]);
  });

  it('answers a bad search with a 400 in Turkish', async () => {
    expect(await refused('districts=35.cesme')).toBe('İlçe seçmek için tek bir il seçin.');
    expect(await refused(`cities=Mu%C4%9Fla&districts=35.cesme`)).toBe(
      'Seçilen ilçe, seçilen ilde değil.',
    );
    expect(await refused(`cities=${encodeURIComponent('İzmir')}&districts=35.atlantis`)).toBe(
      'İlçe listede bulunamadı.',
    );
    expect(await refused('districts=%C3%87e%C5%9Fme')).toBe('İlçe geçersiz.');
    expect(await refused('minArea=5000&maxArea=10')).toBe(
      'En küçük alan en büyük alandan büyük olamaz.',
    );
    expect(await refused('zoning=gokdelen')).toBe('İmar durumu geçersiz.');
    expect(await refused(q('x'.repeat(101)))).toBe('Arama en fazla 100 karakter olabilir.');
  });
});

describe('GET /api/locations', () => {
  it("answers a province's districts and their mahalleler from the reference list", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/locations?city=izmir` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const body = res.json<ProvinceLocations>();
    expect(body.city).toBe('İzmir');
    expect(body.districts).toHaveLength(30);
    const cesme = body.districts.find((district) => district.name === 'Çeşme');
    expect(cesme?.code).toBe('35.cesme');
    expect(cesme?.neighbourhoods).toContainEqual({
      code: '35.cesme.alacati-mah',
      name: 'Alaçatı Mah.',
    });
  });

  it('refuses anything but one of the 81 provinces', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/locations?city=Atlantis` });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.message).toBe(
      'Geçersiz şehir: Atlantis. 81 ilden birini seçin.',
    );
  });
});
