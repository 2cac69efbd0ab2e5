import { describe, expect, it } from 'vitest';
import { ListingsQuerySchema } from './listings.ts';
import '../core/zod-locale.ts';

const parse = (query: Record<string, unknown>) => ListingsQuerySchema.safeParse(query);
const firstMessage = (query: Record<string, unknown>) => {
  const result = parse(query);
  if (result.success) throw new Error('expected a validation error');
  return result.error.issues[0]?.message;
};

describe('ListingsQuerySchema', () => {
  it('fills the defaults: new tab, active phase, newest first, page 1 of 12', () => {
    expect(ListingsQuerySchema.parse({})).toEqual({
      tab: 'new',
      phase: 'active',
      cities: [],
      districts: [],
      neighbourhoods: [],
      zoning: [],
      sort: 'newest',
      page: 1,
      pageSize: 12,
    });
  });

  it('reads the search of issue 30: keyword, district, mahalle, area, zoning', () => {
    expect(
      ListingsQuerySchema.parse({
        q: '  ÇEŞME’de   arsa ',
        cities: 'İzmir',
        districts: '35.cesme',
        neighbourhoods: ['35.cesme.alacati-mah'],
        minArea: '500',
        maxArea: '5000',
        zoning: 'konut,villa',
        sort: 'pricePerM2Asc',
      }),
    ).toMatchObject({
      q: "ÇEŞME'de arsa",
      districts: ['35.cesme'],
      neighbourhoods: ['35.cesme.alacati-mah'],
      minArea: 500,
      maxArea: 5000,
      zoning: ['konut', 'villa'],
      sort: 'pricePerM2Asc',
    });
    expect(ListingsQuerySchema.parse({ q: " ' , " }).q).toBeUndefined();
  });

  it('refuses a bad search with Turkish messages', () => {
    expect(firstMessage({ q: 'a'.repeat(101) })).toBe('Arama en fazla 100 karakter olabilir.');
    expect(firstMessage({ q: 'a b c d e f g h i' })).toBe('En fazla 8 sözcükle arayın.');
    expect(firstMessage({ cities: 'İzmir', districts: 'Çeşme' })).toBe('İlçe geçersiz.');
    expect(firstMessage({ districts: '35.cesme' })).toBe('İlçe seçmek için tek bir il seçin.');
    expect(firstMessage({ cities: 'Muğla', districts: '35.cesme' })).toBe(
      'Seçilen ilçe, seçilen ilde değil.',
    );
    expect(
      firstMessage({
        cities: 'İzmir',
        districts: '35.urla',
        neighbourhoods: '35.cesme.alacati-mah',
      }),
    ).toBe('Mahalle seçmek için önce ilçesini seçin.');
    expect(firstMessage({ minArea: '10', maxArea: '5' })).toBe(
      'En küçük alan en büyük alandan büyük olamaz.',
    );
    expect(firstMessage({ minArea: '-1' })).toBe('En küçük alan negatif olamaz.');
    expect(firstMessage({ zoning: 'gokdelen' })).toBe('İmar durumu geçersiz.');
  });

  it('reads numbers from query strings', () => {
    expect(
      ListingsQuerySchema.parse({ page: '3', pageSize: '48', minPrice: '0', maxPrice: '500' }),
    ).toMatchObject({ page: 3, pageSize: 48, minPrice: 0, maxPrice: 500 });
  });

  it('takes cities comma-separated, repeated or both, in official spelling, once each', () => {
    expect(ListingsQuerySchema.parse({ cities: 'Kütahya,Konya' }).cities).toEqual([
      'Kütahya',
      'Konya',
    ]);
    expect(ListingsQuerySchema.parse({ cities: ['istanbul', 'USAK,Uşak', ' '] }).cities).toEqual([
      'İstanbul',
      'Uşak',
    ]);
  });

  it('refuses a city outside the 81 with a Turkish message', () => {
    expect(firstMessage({ cities: 'Konya,Atlantis' })).toBe(
      'Geçersiz şehir: Atlantis. 81 ilden birini seçin.',
    );
    expect(firstMessage({ cities: 'x'.repeat(61) })).toBe('Şehir geçersiz.');
  });

  it('refuses bad prices and pages with Turkish messages', () => {
    expect(firstMessage({ minPrice: '-1' })).toBe('En düşük fiyat negatif olamaz.');
    expect(firstMessage({ maxPrice: 'abc' })).toBe('En yüksek fiyat geçersiz.');
    expect(firstMessage({ minPrice: '1.5' })).toBe('En düşük fiyat tam sayı (kuruş) olmalıdır.');
    expect(firstMessage({ minPrice: '10', maxPrice: '5' })).toBe(
      'En düşük fiyat en yüksek fiyattan büyük olamaz.',
    );
    expect(firstMessage({ page: '0' })).toBe('Sayfa numarası 1 veya daha büyük olmalıdır.');
    expect(firstMessage({ page: '10001' })).toBe('Sayfa numarası çok büyük.');
    expect(firstMessage({ pageSize: '49' })).toBe('Sayfa boyutu en fazla 48 olabilir.');
  });

  it('refuses unknown tabs, phases and sorts', () => {
    expect(parse({ tab: 'all' }).success).toBe(false);
    expect(parse({ phase: 'past' }).success).toBe(false);
    expect(parse({ sort: 'random' }).success).toBe(false);
    expect(firstMessage({ sort: 'random' })).toMatch(/Geçersiz/);
  });
});
