import { AREA_UNIT_M2, isOneOf, ZONINGS, type Zoning } from '../listings/listing-options.ts';
import { DISTRICT_CODE_PATTERN, NEIGHBOURHOOD_CODE_PATTERN } from '../listings/location-codes.ts';
import { z } from 'zod';
import { text } from '../core/text.ts';
import { findCity, type City } from '../listings/cities.ts';
import { listingTypeOf } from '../listings/listing-types.ts';
import { LISTING_LIMITS, ListingTypeSchema } from '../listings/listings.ts';
import { ListingMapLocationSchema } from '../listings/listing-map.ts';

/**
 * Contracts of the admin listing API (/api/admin/listings…). Money is integer kuruş and times
 * are ISO instants here; the form (admin-listing-form.ts) converts from lira and Istanbul time.
 */

/** Statuses an admin may set; 'sold' is only ever set by the auction closing job. */
export const ADMIN_LISTING_STATUSES = ['upcoming', 'active', 'ended', 'cancelled'] as const;
export const AdminListingStatusSchema = z.enum(ADMIN_LISTING_STATUSES, {
  error: 'Geçersiz ilan durumu.',
});
export type AdminListingStatus = z.infer<typeof AdminListingStatusSchema>;

/** Columns narrower than the read contract's limits (ilan_sahibi is varchar(200)). */
export const ADMIN_LISTING_LIMITS = { ...LISTING_LIMITS, ilanSahibi: 200 } as const;
/** area_size is numeric(14,2). */
export const MAX_AREA_SIZE = 999_999_999_999.99;
/** One trillion lira, far above any parcel and far below Number.MAX_SAFE_INTEGER. */
export const MAX_LISTING_KURUS = 100_000_000_000_000;
export const MAX_ANTI_SNIPE_MINUTES = 60;
export const DEFAULT_ANTI_SNIPE_MINUTES = 5;
/** Spec §9: a listing created without an end runs for 7 days. */
export const DEFAULT_LISTING_DURATION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A decimal typed the Turkish way or the programmer's way: '1250,5', '1.250,5', '1.250.000',
 * '1250.5' and '1 250' all read as expected (spec §5: a comma is the decimal separator). Dots
 * followed by groups of three digits are thousands separators. Null for anything else.
 */
export function parseDecimalTr(input: string): number | null {
  const text = input.trim().replace(/[\s\u00a0]/g, '');
  if (text === '') return null;
  let normalized: string;
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) {
    normalized = text.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d+([.,]\d+)?$/.test(text)) {
    normalized = text.replace(',', '.');
  } else {
    return null;
  }
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

const required = (label: string) => `${label} zorunludur.`;
const tooLong = (label: string, max: number) => `${label} en fazla ${max} karakter olabilir.`;

const requiredText = (label: string, max: number, multiline = false) =>
  text({ error: required(label), multiline })
    .min(1, required(label))
    .max(max, tooLong(label, max));

/** Optional text: empty or missing becomes null. */
const optionalText = (label: string, max: number) =>
  text({ error: `${label} geçersiz.` })
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => (value ? value : null));

/** An amount in integer kuruş. */
export const kurusInput = (label: string) =>
  z
    .number({ error: `${label} geçerli bir tutar olmalıdır.` })
    .int(`${label} kuruş cinsinden tam sayı olmalıdır.`)
    .min(0, `${label} negatif olamaz.`)
    .max(MAX_LISTING_KURUS, `${label} çok büyük.`);

/** A reference code of the form's district or neighbourhood list (issue 30); empty is none. */
const optionalCode = (label: string, pattern: RegExp) =>
  z
    .string({ error: `${label} geçersiz.` })
    .refine((value) => value === '' || pattern.test(value), `${label} geçersiz.`)
    .nullish()
    .transform((value) => (value ? value : null));

const ZONING_NOT_LISTED = 'İmar durumu listeden seçilmelidir.';

/** Area as a number or as decimal text ('1.250,5'), at most two decimals kept. */
const AreaSizeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (parseDecimalTr(value) ?? Number.NaN) : value),
  z
    .number({ error: 'Alan büyüklüğü geçerli bir sayı olmalıdır.' })
    .min(0, 'Alan büyüklüğü negatif olamaz.')
    .max(MAX_AREA_SIZE, 'Alan büyüklüğü çok büyük.')
    .transform((value) => Math.round(value * 100) / 100),
);

/** A province written in any case or without Turkish letters, stored in official spelling. */
export const CityInputSchema = text({ error: required('Şehir') })
  .min(1, required('Şehir'))
  .max(LISTING_LIMITS.city, 'Geçersiz şehir. 81 ilden birini seçin.')
  .transform((value, ctx): City => {
    const city = findCity(value);
    if (city) return city;
    ctx.addIssue({ code: 'custom', message: `Geçersiz şehir: ${value}. 81 ilden birini seçin.` });
    return z.NEVER;
  });

const MIN_INSTANT = Date.parse('2000-01-01T00:00:00Z');
const MAX_INSTANT = Date.parse('2100-01-01T00:00:00Z');
const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} geçersiz.` }).refine((value) => {
    const ms = Date.parse(value);
    return ms >= MIN_INSTANT && ms < MAX_INSTANT;
  }, `${label} geçersiz.`);

export const END_BEFORE_START = 'Bitiş zamanı başlangıç zamanından sonra olmalıdır.';
export const MIN_INCREMENT_REQUIRED = required('Minimum artış tutarı');
export const OFFER_INCREMENT_REQUIRED = required('Teklif artış tutarı');
/** The message of a listing type's missing increment, by its field (listing-types.ts). */
export const INCREMENT_REQUIRED = {
  minIncrement: MIN_INCREMENT_REQUIRED,
  offerIncrement: OFFER_INCREMENT_REQUIRED,
} as const;
export const MIN_OFFER_POSITIVE = 'En düşük kabul edilebilir teklif sıfırdan büyük olmalıdır.';
export const MIN_OFFER_ABOVE_PRICE =
  'En düşük kabul edilebilir teklif, liste fiyatından yüksek olamaz.';

/**
 * Every field an admin writes, without defaults (the update contract is these, optional). A
 * seller firm's contract picks its fields from these (firms/firm-listings.ts).
 */
export const listingFields = {
  listingType: ListingTypeSchema,
  title: requiredText('İlan başlığı', LISTING_LIMITS.title),
  description: requiredText('Açıklama', LISTING_LIMITS.description, true),
  city: CityInputSchema,
  locationDetails: optionalText('Konum detayı', LISTING_LIMITS.locationDetails),
  /** From the reference list of the listing's province; the server checks it is there. */
  districtCode: optionalCode('İlçe', DISTRICT_CODE_PATTERN),
  neighbourhoodCode: optionalCode('Mahalle', NEIGHBOURHOOD_CODE_PATTERN),
  areaSize: AreaSizeSchema,
  // One of the units the area in m² is computed from (issue 30).
  areaUnit: requiredText('Alan birimi', LISTING_LIMITS.areaUnit).refine(
    (unit) => Object.hasOwn(AREA_UNIT_M2, unit),
    'Alan birimi m², dönüm veya hektar olmalıdır.',
  ),
  startingPrice: kurusInput('Fiyat'),
  /** Auctions only; ignored (stored null) for offer listings. */
  minIncrement: kurusInput('Minimum artış tutarı').nullish(),
  /** Offer listings only; ignored (stored null) for auctions. */
  offerIncrement: kurusInput('Teklif artış tutarı').nullish(),
  depositAmount: kurusInput('Teminat tutarı'),
  /**
   * Offer listings only (stored null for auctions): offers below it are refused. Never shown
   * publicly (decision 030); null clears it.
   */
  minOfferAmount: kurusInput('En düşük kabul edilebilir teklif')
    .min(1, MIN_OFFER_POSITIVE)
    .nullish(),
  startsAt: instant('Başlangıç zamanı'),
  endsAt: instant('Bitiş zamanı'),
  status: AdminListingStatusSchema,
  antiSnipeMinutes: z
    .number({ error: 'Son dakika uzatması geçersiz.' })
    .int('Son dakika uzatması tam dakika olmalıdır.')
    .min(0, 'Son dakika uzatması negatif olamaz.')
    .max(
      MAX_ANTI_SNIPE_MINUTES,
      `Son dakika uzatması en fazla ${MAX_ANTI_SNIPE_MINUTES} dakika olabilir.`,
    ),
  adaNo: optionalText('Ada no', LISTING_LIMITS.adaNo),
  parselNo: optionalText('Parsel no', LISTING_LIMITS.parselNo),
  emlakTipi: optionalText('Emlak tipi', LISTING_LIMITS.emlakTipi),
  imarDurumu: optionalText('İmar durumu açıklaması', LISTING_LIMITS.imarDurumu),
  /** İmar durumu from the fixed list (issue 30): what the browse filters on. */
  zoning: z
    .string({ error: ZONING_NOT_LISTED })
    .refine((value) => value === '' || isOneOf(ZONINGS, value), ZONING_NOT_LISTED)
    .nullish()
    .transform((value): Zoning | null => (isOneOf(ZONINGS, value) ? value : null)),
  /**
   * Required (decision 062): the seller the public page names. An update may leave it out, never
   * clear it.
   */
  ilanSahibi: requiredText('İlan sahibi', ADMIN_LISTING_LIMITS.ilanSahibi),
  /**
   * The pin and the outline (issue 30): from 'Parseli Getir' or placed by hand; null takes the
   * listing off the map, a missing field leaves it as it is.
   */
  mapLocation: ListingMapLocationSchema.nullish(),
};

type WindowValues = { startsAt?: string | undefined; endsAt?: string | undefined };
function checkWindow(values: WindowValues, ctx: z.RefinementCtx) {
  if (
    values.startsAt &&
    values.endsAt &&
    Date.parse(values.endsAt) <= Date.parse(values.startsAt)
  ) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: END_BEFORE_START });
  }
}

/** POST /api/admin/listings. Missing start: now; missing end: start + 7 days (server clock). */
export const AdminListingCreateSchema = z
  .object({
    ...listingFields,
    listingType: listingFields.listingType.default('auction'),
    areaUnit: listingFields.areaUnit.default('m2'),
    depositAmount: listingFields.depositAmount.default(0),
    startsAt: listingFields.startsAt.optional(),
    endsAt: listingFields.endsAt.optional(),
    status: listingFields.status.default('upcoming'),
    antiSnipeMinutes: listingFields.antiSnipeMinutes.default(DEFAULT_ANTI_SNIPE_MINUTES),
  })
  .superRefine((values, ctx) => {
    const increment = listingTypeOf(values.listingType).increment.field;
    if (values[increment] == null) {
      ctx.addIssue({ code: 'custom', path: [increment], message: INCREMENT_REQUIRED[increment] });
    }
    checkWindow(values, ctx);
  });
export type AdminListingCreateInput = z.input<typeof AdminListingCreateSchema>;
export type AdminListingCreate = z.output<typeof AdminListingCreateSchema>;

/** PATCH /api/admin/listings/:id: any subset; the server checks the merged listing again. */
export const AdminListingUpdateSchema = z
  .object(listingFields)
  .partial()
  .superRefine((values, ctx) => {
    if (Object.values(values).every((value: unknown) => value === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Değiştirilecek en az bir alan gönderin.' });
    }
    checkWindow(values, ctx);
  });
export type AdminListingUpdateInput = z.input<typeof AdminListingUpdateSchema>;
export type AdminListingUpdate = z.output<typeof AdminListingUpdateSchema>;

export const AdminListingIdParamsSchema = z.object({
  id: z.guid({ error: 'Geçersiz ilan numarası.' }),
});
