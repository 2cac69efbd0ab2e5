import { describe, expect, it } from 'vitest';
import {
  ADMIN_LISTING_FORM_DEFAULTS,
  adminListingFormSchema,
  kurusToLiraInput,
  toAdminListingFormValues,
  toAdminListingInput,
  type AdminListingFormValues,
} from './admin-listing-form.ts';
import { AdminListingCreateSchema } from './admin-listings.ts';
import { istanbulToDate, toIstanbulInputs } from '../core/istanbul-time.ts';
import type { ListingDetail } from '../listings/listings.ts';

const filled: AdminListingFormValues = {
  ...ADMIN_LISTING_FORM_DEFAULTS,
  title: 'Kütahya Merkez Arsa',
  description: 'Yola cepheli.',
  areaSize: '1.250,5',
  startingPrice: '1.250.000',
  minIncrement: '5000,50',
  depositAmount: '',
  startDate: '2026-12-01',
  endDate: '2026-12-08',
  endTime: '18:30',
  city: 'Kütahya',
  locationDetails: 'Merkez',
  ilanSahibi: 'Yetkili Emlak A.Ş.',
};

const errors = (values: AdminListingFormValues, mode: 'create' | 'edit' = 'create') =>
  Object.fromEntries(
    (adminListingFormSchema(mode).safeParse(values).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  );

describe('Istanbul time inputs', () => {
  it('reads date and time inputs as Istanbul wall-clock time (UTC+3)', () => {
    expect(istanbulToDate('2026-12-01', '12:00')?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(toIstanbulInputs('2026-12-01T21:30:00.000Z')).toEqual({
      date: '2026-12-02',
      time: '00:30',
    });
    expect(istanbulToDate('2026-02-30', '12:00')).toBeNull();
    expect(istanbulToDate('2026-12-01', '24:00')).toBeNull();
  });
});

describe('admin listing form', () => {
  it('turns lira with commas into kuruş and Istanbul times into instants', () => {
    expect(errors(filled)).toEqual({});
    const input = toAdminListingInput(filled);
    expect(input).toMatchObject({
      areaSize: 1250.5,
      startingPrice: 125_000_000,
      minIncrement: 500_050,
      offerIncrement: null,
      depositAmount: 0,
      startsAt: '2026-12-01T09:00:00.000Z',
      endsAt: '2026-12-08T15:30:00.000Z',
      status: 'upcoming',
      antiSnipeMinutes: 5,
      adaNo: null,
    });
    expect(AdminListingCreateSchema.safeParse(input).success).toBe(true);
  });

  it('sends only the increment of the type and leaves missing dates to the server', () => {
    const input = toAdminListingInput({
      ...filled,
      listingType: 'offer',
      offerIncrement: '10000',
      startDate: '',
      endDate: '',
    });
    expect(input).toMatchObject({ minIncrement: null, offerIncrement: 1_000_000 });
    expect(input).not.toHaveProperty('startsAt');
    expect(input).not.toHaveProperty('endsAt');
  });

  it('names the missing fields with the labels of the listing type', () => {
    const empty = errors(ADMIN_LISTING_FORM_DEFAULTS);
    expect(empty).toMatchObject({
      title: 'İlan başlığı zorunludur.',
      description: 'Açıklama zorunludur.',
      areaSize: 'Alan büyüklüğü zorunludur.',
      startingPrice: 'Başlangıç fiyatı zorunludur.',
      minIncrement: 'Minimum artış tutarı zorunludur.',
      city: 'Şehir seçin.',
      // Decision 062: the owner the public page names.
      ilanSahibi: 'İlan sahibi zorunludur.',
    });
    expect(empty).not.toHaveProperty('depositAmount');
    expect(errors({ ...ADMIN_LISTING_FORM_DEFAULTS, listingType: 'offer' })).toMatchObject({
      startingPrice: 'Liste fiyatı zorunludur.',
      offerIncrement: 'Teklif artış tutarı zorunludur.',
    });
  });

  it('refuses bad numbers, an unknown city and an end before the start', () => {
    expect(
      errors({
        ...filled,
        areaSize: '12a',
        depositAmount: '-5',
        city: 'Gotham',
        endDate: '2026-11-30',
      }),
    ).toEqual({
      areaSize: 'Alan büyüklüğü geçerli bir sayı olmalıdır (ör. 1250,50).',
      depositAmount: 'Teminat tutarı negatif olamaz.',
      city: 'Listeden bir şehir seçin.',
      endDate: 'Bitiş zamanı başlangıç zamanından sonra olmalıdır.',
    });
  });

  it('needs both dates when editing', () => {
    expect(errors({ ...filled, startDate: '' }, 'edit')).toEqual({
      startDate: 'Başlangıç tarihi zorunludur.',
    });
  });

  it('fills the edit form from a stored listing', () => {
    const listing = {
      listingType: 'auction',
      title: 'Arsa',
      description: 'Açıklama',
      areaSize: 1250.5,
      areaUnit: 'm2',
      startingPrice: 125_000_050,
      minIncrement: 100_000,
      offerIncrement: null,
      depositAmount: 0,
      startsAt: '2026-12-01T09:00:00.000Z',
      endsAt: '2026-12-08T15:30:00.000Z',
      city: 'Kütahya',
      locationDetails: null,
      status: 'active',
      antiSnipeMinutes: 0,
      adaNo: '101',
      parselNo: null,
      emlakTipi: null,
      imarDurumu: null,
    } as unknown as ListingDetail;
    expect(toAdminListingFormValues(listing, null)).toMatchObject({
      areaSize: '1250,5',
      startingPrice: '1250000,50',
      minIncrement: '1000',
      offerIncrement: '',
      depositAmount: '0',
      startDate: '2026-12-01',
      startTime: '12:00',
      endTime: '18:30',
      locationDetails: '',
      antiSnipeMinutes: '0',
      adaNo: '101',
      ilanSahibi: '',
    });
    expect(kurusToLiraInput(125_000_050)).toBe('1250000,50');
  });
});
