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
      sort: 'newest',
      page: 1,
      pageSize: 12,
    });
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
