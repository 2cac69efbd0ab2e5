import { describe, expect, it } from 'vitest';
import {
  AdminListingCreateSchema,
  AdminListingUpdateSchema,
  END_BEFORE_START,
  parseDecimalTr,
} from './admin-listings.ts';

const base = {
  title: 'Deneme Arsası',
  description: 'Yola cepheli arsa.',
  city: 'Kütahya',
  areaSize: 1250,
  startingPrice: 100_000_00,
  minIncrement: 1_000_00,
  ilanSahibi: 'Yetkili Emlak A.Ş.',
};

const messages = (input: unknown) =>
  AdminListingCreateSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('parseDecimalTr', () => {
  it.each([
    ['1250,5', 1250.5],
    ['1.250,5', 1250.5],
    ['1.250.000', 1_250_000],
    ['1250.5', 1250.5],
    ['1 250', 1250],
    ['0', 0],
    ['-3', -3],
  ])('reads %s as %d', (text, value) => {
    expect(parseDecimalTr(text)).toBe(value);
  });

  it.each(['', 'abc', '1,2,3', '12e3', '1..2', ','])('refuses %j', (text) => {
    expect(parseDecimalTr(text)).toBeNull();
  });
});

describe('AdminListingCreateSchema', () => {
  it('fills the spec defaults: auction, upcoming, m2, no deposit, 5 minute extension', () => {
    const parsed = AdminListingCreateSchema.parse(base);
    expect(parsed).toMatchObject({
      listingType: 'auction',
      status: 'upcoming',
      areaUnit: 'm2',
      depositAmount: 0,
      antiSnipeMinutes: 5,
      locationDetails: null,
      ilanSahibi: 'Yetkili Emlak A.Ş.',
    });
    expect(parsed.startsAt).toBeUndefined();
  });

  it('takes the area as Turkish decimal text and the city in any spelling', () => {
    const parsed = AdminListingCreateSchema.parse({
      ...base,
      areaSize: '1.250,75',
      city: 'istanbul',
    });
    expect(parsed.areaSize).toBe(1250.75);
    expect(parsed.city).toBe('İstanbul');
  });

  it('needs the listing owner, on create and as a change (decision 062)', () => {
    expect(messages({ ...base, ilanSahibi: undefined })).toEqual(['İlan sahibi zorunludur.']);
    expect(messages({ ...base, ilanSahibi: ' ' })).toEqual(['İlan sahibi zorunludur.']);
    expect(AdminListingUpdateSchema.safeParse({ ilanSahibi: null }).success).toBe(false);
    expect(AdminListingUpdateSchema.safeParse({ title: 'Yeni' }).success).toBe(true);
  });

  it('refuses a city outside the 81 provinces', () => {
    expect(messages({ ...base, city: 'Atlantis' })).toEqual([
      'Geçersiz şehir: Atlantis. 81 ilden birini seçin.',
    ]);
  });

  it('needs the increment of the listing type', () => {
    expect(messages({ ...base, minIncrement: undefined })).toEqual([
      'Minimum artış tutarı zorunludur.',
    ]);
    expect(messages({ ...base, listingType: 'offer' })).toEqual([
      'Teklif artış tutarı zorunludur.',
    ]);
  });

  it('refuses an end before the start, money with kuruş fractions and negative amounts', () => {
    expect(
      messages({ ...base, startsAt: '2026-12-02T09:00:00Z', endsAt: '2026-12-01T09:00:00Z' }),
    ).toEqual([END_BEFORE_START]);
    expect(messages({ ...base, startingPrice: 10.5 })).toEqual([
      'Fiyat kuruş cinsinden tam sayı olmalıdır.',
    ]);
    expect(messages({ ...base, depositAmount: -1 })).toEqual(['Teminat tutarı negatif olamaz.']);
  });

  it('refuses missing and over-long text in Turkish', () => {
    expect(messages({ ...base, title: '   ' })).toEqual(['İlan başlığı zorunludur.']);
    expect(messages({ ...base, description: 'x'.repeat(10_001) })).toEqual([
      'Açıklama en fazla 10000 karakter olabilir.',
    ]);
  });
});

describe('AdminListingUpdateSchema', () => {
  it('takes any subset and keeps missing fields missing', () => {
    expect(AdminListingUpdateSchema.parse({ title: 'Yeni Başlık' })).toEqual({
      title: 'Yeni Başlık',
    });
    expect(AdminListingUpdateSchema.parse({ adaNo: '' })).toEqual({ adaNo: null });
  });

  it('refuses an empty change', () => {
    expect(AdminListingUpdateSchema.safeParse({}).success).toBe(false);
  });
});
