import { z } from 'zod';
import { ListingMapLocationReadSchema } from '../listings/listing-map.ts';
import {
  ADMIN_LISTING_LIMITS,
  ADMIN_LISTING_STATUSES,
  DEFAULT_ANTI_SNIPE_MINUTES,
  END_BEFORE_START,
  MAX_ANTI_SNIPE_MINUTES,
  MAX_AREA_SIZE,
  MAX_LISTING_KURUS,
  parseDecimalTr,
  type AdminListingCreateInput,
} from './admin-listings.ts';
import { isCity } from '../listings/cities.ts';
import {
  isDateInput,
  isTimeInput,
  istanbulToDate,
  toIstanbulInputs,
} from '../core/istanbul-time.ts';
import { listingTypeOf, takesOffers } from '../listings/listing-types.ts';
import { isOneOf, ZONINGS } from '../listings/listing-options.ts';
import { ListingTypeSchema, type ListingDetail, type ListingType } from '../listings/listings.ts';
import { liraToKurus } from '../core/money.ts';
import { text } from '../core/text.ts';

/**
 * The admin listing form (spec §5 'Admin listing form'): what people type — lira with a comma
 * for decimals, Istanbul dates and times — checked here, then turned into the API contract of
 * admin-listings.ts by `toAdminListingInput`. The server checks the result again.
 */

export const DEFAULT_FORM_TIME = '12:00';

/** The price's and the increment's labels of a listing type ('Liste Fiyatı' for offers). */
export function listingFormLabels(type: ListingType): { price: string; increment: string } {
  const { priceLabel, increment } = listingTypeOf(type);
  return { price: priceLabel, increment: increment.label };
}

const tooLong = (label: string, max: number) => `${label} en fazla ${max} karakter olabilir.`;
const field = (label: string, max: number, multiline = false) =>
  text({ multiline }).max(max, tooLong(label, max));
const requiredText = (label: string, max: number, multiline = false) =>
  field(label, max, multiline).min(1, `${label} zorunludur.`);

/** A lowercase first letter for use inside a sentence ('Liste Fiyatı' → 'Liste fiyatı'). */
const sentence = (label: string) => label.charAt(0) + label.slice(1).toLocaleLowerCase('tr-TR');

/**
 * The fields every listing form has, the operator's and a seller firm's (issue 28): the firm's
 * form adds its own (firms/firm-listings.ts) and leaves out the operator's (deposit, status,
 * last-minute extension, 'İlan Sahibi').
 */
export const ListingFormBaseFields = z.object({
  listingType: ListingTypeSchema,
  title: requiredText('İlan başlığı', ADMIN_LISTING_LIMITS.title),
  description: requiredText('Açıklama', ADMIN_LISTING_LIMITS.description, true),
  areaSize: text(),
  areaUnit: requiredText('Alan birimi', ADMIN_LISTING_LIMITS.areaUnit),
  startingPrice: text(),
  minIncrement: text(),
  offerIncrement: text(),
  minOfferAmount: text(),
  startDate: text(),
  startTime: text(),
  endDate: text(),
  endTime: text(),
  city: text()
    .min(1, 'Şehir seçin.')
    .refine((value): boolean => value === '' || isCity(value), 'Listeden bir şehir seçin.'),
  locationDetails: field('Konum detayı', ADMIN_LISTING_LIMITS.locationDetails),
  /** A code of the province's lists (issue 30), '' for none; the lists load per province. */
  districtCode: text(),
  neighbourhoodCode: text(),
  adaNo: field('Ada no', ADMIN_LISTING_LIMITS.adaNo),
  parselNo: field('Parsel no', ADMIN_LISTING_LIMITS.parselNo),
  emlakTipi: field('Emlak tipi', ADMIN_LISTING_LIMITS.emlakTipi),
  imarDurumu: field('İmar durumu açıklaması', ADMIN_LISTING_LIMITS.imarDurumu),
  /** One of ZONINGS, or '' for none. */
  zoning: text(),
  /**
   * The pin and the outline (issue 30), set by 'Parseli Getir' or on the map; the server checks
   * the outline (`parcelGeometryProblem`) and the form shows the same message before sending.
   */
  mapLocation: ListingMapLocationReadSchema.nullable(),
});
export type ListingFormBaseValues = z.infer<typeof ListingFormBaseFields>;

export const AdminListingFormFields = ListingFormBaseFields.extend({
  depositAmount: text(),
  /** 'sold' only shows an existing sold listing; it is never sent. */
  status: z.enum([...ADMIN_LISTING_STATUSES, 'sold']),
  antiSnipeMinutes: text(),
  ilanSahibi: requiredText('İlan sahibi', ADMIN_LISTING_LIMITS.ilanSahibi),
});
export type AdminListingFormValues = z.infer<typeof AdminListingFormFields>;

type Check<V extends ListingFormBaseValues = ListingFormBaseValues> = (
  values: V,
  ctx: z.RefinementCtx,
) => void;

const issue = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

/** A decimal field: required or not, at least 0, at most `max`. */
function checkNumber<V extends ListingFormBaseValues>(
  ctx: z.RefinementCtx,
  values: V,
  field: keyof V & string,
  label: string,
  options: { required: boolean; max: number },
) {
  const raw = String(values[field]);
  if (raw === '') {
    if (options.required) issue(ctx, field, `${label} zorunludur.`);
    return;
  }
  const value = parseDecimalTr(raw);
  if (value === null) issue(ctx, field, `${label} geçerli bir sayı olmalıdır (ör. 1250,50).`);
  else if (value < 0) issue(ctx, field, `${label} negatif olamaz.`);
  else if (value > options.max) issue(ctx, field, `${label} çok büyük.`);
}

const MAX_LIRA = MAX_LISTING_KURUS / 100;

/** The numbers every listing form has: area, price, the type's increment, the minimum offer. */
const checkBaseNumbers: Check = (values, ctx) => {
  const labels = listingFormLabels(values.listingType);
  checkNumber(ctx, values, 'areaSize', 'Alan büyüklüğü', { required: true, max: MAX_AREA_SIZE });
  checkNumber(ctx, values, 'startingPrice', sentence(labels.price), {
    required: true,
    max: MAX_LIRA,
  });
  const increment = listingTypeOf(values.listingType).increment.field;
  checkNumber(ctx, values, increment, sentence(labels.increment), {
    required: true,
    max: MAX_LIRA,
  });
  if (takesOffers(values.listingType)) {
    checkNumber(ctx, values, 'minOfferAmount', 'En düşük kabul edilebilir teklif', {
      required: false,
      max: MAX_LIRA,
    });
  }
};

/** The operator's own numbers: the deposit and the last-minute extension. */
const checkAdminNumbers: Check<AdminListingFormValues> = (values, ctx) => {
  checkNumber(ctx, values, 'depositAmount', 'Teminat tutarı', { required: false, max: MAX_LIRA });
  const minutes = values.antiSnipeMinutes;
  if (minutes !== '' && !(/^\d+$/.test(minutes) && Number(minutes) <= MAX_ANTI_SNIPE_MINUTES)) {
    issue(ctx, 'antiSnipeMinutes', `0 ile ${MAX_ANTI_SNIPE_MINUTES} arasında bir dakika girin.`);
  }
};

/** Start and end: valid dates and times when given, the end after the start. */
function checkWindow(mode: 'create' | 'edit'): Check {
  return (values, ctx) => {
    const instants: (Date | null)[] = [];
    for (const [dateField, timeField, label] of [
      ['startDate', 'startTime', 'Başlangıç'],
      ['endDate', 'endTime', 'Bitiş'],
    ] as const) {
      const date = values[dateField];
      const time = values[timeField] || DEFAULT_FORM_TIME;
      if (date === '') {
        // On create a missing start is 'now' and a missing end 7 days later (spec §5).
        if (mode === 'edit') issue(ctx, dateField, `${label} tarihi zorunludur.`);
        instants.push(null);
        continue;
      }
      if (!isTimeInput(time)) issue(ctx, timeField, `${label} saati geçersiz.`);
      const instant = isDateInput(date) ? istanbulToDate(date, time) : null;
      if (!instant && isTimeInput(time)) issue(ctx, dateField, `${label} tarihi geçersiz.`);
      instants.push(instant);
    }
    const [start, end] = instants;
    if (start && end && end.getTime() <= start.getTime()) issue(ctx, 'endDate', END_BEFORE_START);
  };
}

/** The form's schema; on edit the dates are required (there is no 'now' default to fall to). */
export function adminListingFormSchema(mode: 'create' | 'edit') {
  const base = checkListingFormBase(mode);
  return AdminListingFormFields.superRefine((values, ctx) => {
    base(values, ctx);
    checkAdminNumbers(values, ctx);
  });
}

/**
 * The checks of the fields every listing form has (numbers, dates), for a form built on
 * `ListingFormBaseFields`; 'edit' makes both dates required (no 'now' default to fall to).
 */
export function checkListingFormBase(mode: 'create' | 'edit'): Check {
  const window = checkWindow(mode);
  return (values, ctx) => {
    checkBaseNumbers(values, ctx);
    window(values, ctx);
  };
}

/** A fresh create form (spec §4 'Admin form': times 12:00, upcoming, auction, m2). */
export const ADMIN_LISTING_FORM_DEFAULTS: AdminListingFormValues = {
  listingType: 'auction',
  title: '',
  description: '',
  areaSize: '',
  areaUnit: 'm2',
  startingPrice: '',
  minIncrement: '',
  offerIncrement: '',
  depositAmount: '',
  minOfferAmount: '',
  startDate: '',
  startTime: DEFAULT_FORM_TIME,
  endDate: '',
  endTime: DEFAULT_FORM_TIME,
  city: '',
  locationDetails: '',
  districtCode: '',
  neighbourhoodCode: '',
  status: 'upcoming',
  antiSnipeMinutes: String(DEFAULT_ANTI_SNIPE_MINUTES),
  adaNo: '',
  parselNo: '',
  emlakTipi: '',
  imarDurumu: '',
  zoning: '',
  mapLocation: null,
  ilanSahibi: '',
};

const kurus = (lira: string) => liraToKurus(parseDecimalTr(lira) ?? 0);
const instantOf = (date: string, time: string) =>
  date ? istanbulToDate(date, time || DEFAULT_FORM_TIME)?.toISOString() : undefined;

/** The API body's fields every listing form has (kuruş, ISO instants, null for empty text). */
export function toListingBaseInput(values: ListingFormBaseValues) {
  const increment = listingTypeOf(values.listingType).increment.field;
  const offers = takesOffers(values.listingType);
  const startsAt = instantOf(values.startDate, values.startTime);
  const endsAt = instantOf(values.endDate, values.endTime);
  return {
    listingType: values.listingType,
    title: values.title,
    description: values.description,
    city: values.city,
    locationDetails: values.locationDetails || null,
    districtCode: values.districtCode || null,
    neighbourhoodCode: values.districtCode ? values.neighbourhoodCode || null : null,
    areaSize: parseDecimalTr(values.areaSize) ?? 0,
    areaUnit: values.areaUnit,
    startingPrice: kurus(values.startingPrice),
    minIncrement: increment === 'minIncrement' ? kurus(values.minIncrement) : null,
    offerIncrement: increment === 'offerIncrement' ? kurus(values.offerIncrement) : null,
    // Empty or 0: no minimum.
    minOfferAmount: offers ? kurus(values.minOfferAmount) || null : null,
    ...(startsAt ? { startsAt } : {}),
    ...(endsAt ? { endsAt } : {}),
    adaNo: values.adaNo || null,
    parselNo: values.parselNo || null,
    emlakTipi: values.emlakTipi || null,
    imarDurumu: values.imarDurumu || null,
    zoning: isOneOf(ZONINGS, values.zoning) ? values.zoning : null,
    mapLocation: values.mapLocation,
  };
}

/** Checked form values → the API body (kuruş, ISO instants, null for empty optional text). */
export function toAdminListingInput(values: AdminListingFormValues): AdminListingCreateInput {
  return {
    ...toListingBaseInput(values),
    depositAmount: kurus(values.depositAmount),
    ...(values.status === 'sold' ? {} : { status: values.status }),
    antiSnipeMinutes:
      values.antiSnipeMinutes === '' ? DEFAULT_ANTI_SNIPE_MINUTES : Number(values.antiSnipeMinutes),
    ilanSahibi: values.ilanSahibi,
  };
}

/** 125000050 kuruş → '1250000,5' (lira, comma decimals, no grouping: easy to edit). */
export function kurusToLiraInput(kurus: number | null): string {
  if (kurus === null) return '';
  const lira = kurus / 100;
  return Number.isInteger(lira) ? String(lira) : lira.toFixed(2).replace('.', ',');
}

const decimalInput = (value: number | null) =>
  value === null ? '' : String(value).replace('.', ',');

/** What a listing form shows of a stored listing (the public detail's fields). */
export type ListingFormSource = Pick<
  ListingDetail,
  | 'listingType'
  | 'title'
  | 'description'
  | 'areaSize'
  | 'areaUnit'
  | 'startingPrice'
  | 'minIncrement'
  | 'offerIncrement'
  | 'startsAt'
  | 'endsAt'
  | 'city'
  | 'locationDetails'
  | 'districtCode'
  | 'neighbourhoodCode'
  | 'adaNo'
  | 'parselNo'
  | 'emlakTipi'
  | 'imarDurumu'
  | 'zoning'
  | 'mapLocation'
>;

/** A stored listing as the values of the fields every listing form has. */
export function toListingBaseFormValues(
  listing: ListingFormSource,
  minOfferAmount: number | null,
): ListingFormBaseValues {
  const start = toIstanbulInputs(listing.startsAt);
  const end = toIstanbulInputs(listing.endsAt);
  return {
    listingType: listing.listingType,
    title: listing.title,
    description: listing.description,
    areaSize: decimalInput(listing.areaSize),
    areaUnit: listing.areaUnit,
    startingPrice: kurusToLiraInput(listing.startingPrice),
    minIncrement: kurusToLiraInput(listing.minIncrement),
    offerIncrement: kurusToLiraInput(listing.offerIncrement),
    minOfferAmount: kurusToLiraInput(minOfferAmount),
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    city: listing.city,
    locationDetails: listing.locationDetails ?? '',
    districtCode: listing.districtCode ?? '',
    neighbourhoodCode: listing.neighbourhoodCode ?? '',
    adaNo: listing.adaNo ?? '',
    parselNo: listing.parselNo ?? '',
    emlakTipi: listing.emlakTipi ?? '',
    imarDurumu: listing.imarDurumu ?? '',
    zoning: listing.zoning ?? '',
    mapLocation: listing.mapLocation,
  };
}

/** A stored listing as edit-form values. */
export function toAdminListingFormValues(
  listing: ListingDetail,
  storedIlanSahibi: string | null,
  minOfferAmount: number | null = null,
): AdminListingFormValues {
  return {
    ...toListingBaseFormValues(listing, minOfferAmount),
    depositAmount: kurusToLiraInput(listing.depositAmount),
    status: listing.status,
    antiSnipeMinutes: String(listing.antiSnipeMinutes),
    ilanSahibi: storedIlanSahibi ?? '',
  };
}
