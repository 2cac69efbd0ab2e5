import { z } from 'zod';
import { text } from '../core/text.ts';
import { CITIES, findCity, type City } from './cities.ts';
import { LISTING_PHASES, LISTING_STATUSES } from './listing-phase.ts';
import {
  LISTING_SORTS,
  LISTING_TABS,
  LISTINGS_MAX_PAGE,
  LISTINGS_MAX_PAGE_SIZE,
  LISTINGS_PAGE_SIZE,
  ZONINGS,
} from './listing-options.ts';
import { LISTING_TYPES, type ListingType } from './listing-types.ts';
import { browseSearchFields, checkBrowseSearch, splitList } from './browse-search.ts';
import { ListingMapLocationReadSchema, MapBoxParamSchema } from './listing-map.ts';

export {
  LISTING_NOT_FOUND,
  LISTING_SORTS,
  LISTING_TABS,
  LISTINGS_MAX_PAGE,
  LISTINGS_MAX_PAGE_SIZE,
  LISTINGS_PAGE_SIZE,
  ZONINGS,
  ZONING_LABELS,
  type ListingSort,
  type ListingTab,
  type Zoning,
} from './listing-options.ts';

/** Column sizes of the listings table; contracts and forms bound every string by these. */
export const LISTING_LIMITS = {
  title: 200,
  description: 10_000,
  city: 60,
  district: 100,
  neighborhood: 150,
  districtCode: 63,
  neighbourhoodCode: 184,
  locationDetails: 300,
  location: 400,
  adaNo: 20,
  parselNo: 20,
  emlakTipi: 100,
  imarDurumu: 200,
  /** ilan_sahibi (varchar(200)); the read contract keeps its older, wider bound. */
  ilanSahibi: 250,
  areaUnit: 10,
  propertyType: 100,
  documentType: 100,
  url: 2048,
  /** A masked name ('Ah*** Yı***'): at worst 4 characters for each of 100 one-letter words. */
  winnerName: 500,
} as const;

// The types and what differs between them: listing-types.ts (plain values, no zod).
export { LISTING_TYPES, type ListingType };
export const ListingTypeSchema = z.enum(LISTING_TYPES);

export const ListingPhaseSchema = z.enum(LISTING_PHASES);
export const ListingStatusSchema = z.enum(LISTING_STATUSES);

/** An amount in integer kuruş. */
const kurus = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const bounded = (max: number) => z.string().max(max);
const isoDate = z.iso.datetime();

/** Widths (px) of the WebP copies made of every listing image, for `srcset` (decision 042). */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1200] as const;

/** One WebP copy of a listing image at a given width; none wider than the image itself. */
export const ImageVariantSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: bounded(LISTING_LIMITS.url),
});
export type ImageVariant = z.infer<typeof ImageVariantSchema>;

const imageSize = z.number().int().positive().nullable();
/**
 * `url` is the image at its stored size (WebP for uploads, JPEG for the demo content),
 * `width`/`height` its size; `variants` the WebP copies by width, narrowest first — empty for
 * an image stored before they existed, which the web shows from `url`/`thumbnailUrl`.
 */
const imageVariants = z.array(ImageVariantSchema).max(IMAGE_VARIANT_WIDTHS.length);

export const ListingImageSchema = z.object({
  id: z.guid(),
  url: bounded(LISTING_LIMITS.url),
  thumbnailUrl: bounded(LISTING_LIMITS.url),
  width: imageSize,
  height: imageSize,
  variants: imageVariants,
});
export type ListingImage = z.infer<typeof ListingImageSchema>;

/** What a listing card needs; the browse endpoint answers pages of these. */
export const ListingSummarySchema = z.object({
  id: z.guid(),
  listingType: ListingTypeSchema,
  title: bounded(LISTING_LIMITS.title),
  city: bounded(LISTING_LIMITS.city),
  locationDetails: bounded(LISTING_LIMITS.locationDetails).nullable(),
  /** 'details, city' (spec §3); the UI shows it reversed. */
  location: bounded(LISTING_LIMITS.location),
  coverImage: z
    .object({
      url: bounded(LISTING_LIMITS.url),
      thumbnailUrl: bounded(LISTING_LIMITS.url),
      width: imageSize,
      height: imageSize,
      variants: imageVariants,
    })
    .nullable(),
  startingPrice: kurus,
  highestBid: kurus.nullable(),
  finalPrice: kurus.nullable(),
  /** The price to show, by `getDisplayPrice` at the server's clock. */
  displayPrice: kurus,
  minIncrement: kurus.nullable(),
  offerIncrement: kurus.nullable(),
  depositAmount: kurus,
  bidCount: z.number().int().min(0),
  startsAt: isoDate,
  endsAt: isoDate,
  status: ListingStatusSchema,
  /** `getListingPhase` at the server's clock when the answer was made. */
  phase: ListingPhaseSchema,
  createdAt: isoDate,
  areaSize: z.number().min(0).nullable(),
  areaUnit: bounded(LISTING_LIMITS.areaUnit),
  imarDurumu: bounded(LISTING_LIMITS.imarDurumu).nullable(),
  emlakTipi: bounded(LISTING_LIMITS.emlakTipi).nullable(),
  /**
   * The listing's live sale (issue 29), on its card and its page: 'Satış sürecinde' while its
   * steps run, 'Satıldı' once the transfer is recorded (`LISTING_SALE_STATE_LABELS`); null
   * without one.
   */
  saleState: z.enum(['in_progress', 'completed']).nullable(),
  /** İmar durumu from the fixed list (issue 30); null when not given. */
  zoning: z.enum(ZONINGS).nullable(),
});
export type ListingSummary = z.infer<typeof ListingSummarySchema>;

/** Everything the detail page shows. */
export const ListingDetailSchema = ListingSummarySchema.extend({
  description: bounded(LISTING_LIMITS.description),
  district: bounded(LISTING_LIMITS.district).nullable(),
  neighborhood: bounded(LISTING_LIMITS.neighborhood).nullable(),
  /** The reference codes of the district and neighbourhood (issue 30); null when not chosen. */
  districtCode: bounded(LISTING_LIMITS.districtCode).nullable(),
  neighbourhoodCode: bounded(LISTING_LIMITS.neighbourhoodCode).nullable(),
  adaNo: bounded(LISTING_LIMITS.adaNo).nullable(),
  parselNo: bounded(LISTING_LIMITS.parselNo).nullable(),
  /**
   * The stored ilan_sahibi, else null (decision 062: required on every new listing; an older one
   * saved without it shows no İlan Sahibi line, never the creating administrator's name).
   */
  ilanSahibi: bounded(LISTING_LIMITS.ilanSahibi).nullable(),
  propertyType: bounded(LISTING_LIMITS.propertyType).nullable(),
  documentType: bounded(LISTING_LIMITS.documentType).nullable(),
  images: z.array(ListingImageSchema).max(100),
  antiSnipeMinutes: z.number().int().min(0),
  /** `getMinimumNextBid` for auctions; null for offer listings. */
  minimumNextBid: kurus.nullable(),
  /**
   * The buyer of an ended, sold listing, masked as bid history masks bidders ('Ah*** Yı***',
   * `maskBidderName`); null while it runs, when it ended unsold and when it was cancelled.
   */
  winnerName: bounded(LISTING_LIMITS.winnerName).nullable(),
  /**
   * The seller firm of a firm's listing (issue 28), shown as the owner line and linked to its
   * page (`/firms/:slug`); null for a listing the operator entered (`ilanSahibi` then).
   */
  firm: z.object({ slug: bounded(120), title: bounded(200) }).nullable(),
  /**
   * The public line of the listing's verification (`listing-verification.ts`, decision 069):
   * 'Yetki belgesi kontrol edildi'; null without one.
   */
  verification: bounded(100).nullable(),
  /** Where the parcel is (issue 30): the pin and the outline; null until someone places it. */
  mapLocation: ListingMapLocationReadSchema.nullable(),
});
export type ListingDetail = z.infer<typeof ListingDetailSchema>;

export const ListingTabSchema = z.enum(LISTING_TABS);
export const ListingSortSchema = z.enum(LISTING_SORTS);
/** The 'new' tab shows listings created within this window (spec §9: 7 days). */
export const NEW_LISTINGS_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export const CitiesParamSchema = z.preprocess(
  splitList,
  z
    .array(
      text({ error: 'Şehir geçersiz.' })
        .max(LISTING_LIMITS.city, 'Şehir geçersiz.')
        .transform((value, ctx): City => {
          const city = findCity(value);
          if (city) return city;
          ctx.addIssue({
            code: 'custom',
            message: `Geçersiz şehir: ${value}. 81 ilden birini seçin.`,
          });
          return z.NEVER;
        }),
    )
    .max(CITIES.length, 'En fazla 81 şehir seçilebilir.')
    .transform((cities) => [...new Set(cities)]),
);

export const priceParam = (label: string) =>
  z.coerce
    .number({ error: `${label} geçersiz.` })
    .int(`${label} tam sayı (kuruş) olmalıdır.`)
    .min(0, `${label} negatif olamaz.`)
    .max(Number.MAX_SAFE_INTEGER, `${label} çok büyük.`)
    .optional();

/** The query of GET /api/listings. Prices are kuruş and filter on the displayed price. */
export const ListingsQuerySchema = z
  .object({
    tab: ListingTabSchema.default('new'),
    /** The auctions tab's sub-tab; ignored by the other tabs. */
    phase: ListingPhaseSchema.default('active'),
    cities: CitiesParamSchema.default([]),
    minPrice: priceParam('En düşük fiyat'),
    maxPrice: priceParam('En yüksek fiyat'),
    ...browseSearchFields,
    sort: ListingSortSchema.default('newest'),
    /** 'Bu alanda ara': listings whose place meets this box (`minLng,minLat,maxLng,maxLat`). */
    bbox: MapBoxParamSchema.optional(),
    page: z.coerce
      .number({ error: 'Sayfa numarası geçersiz.' })
      .int('Sayfa numarası geçersiz.')
      .min(1, 'Sayfa numarası 1 veya daha büyük olmalıdır.')
      .max(LISTINGS_MAX_PAGE, 'Sayfa numarası çok büyük.')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'Sayfa boyutu geçersiz.' })
      .int('Sayfa boyutu geçersiz.')
      .min(1, 'Sayfa boyutu en az 1 olmalıdır.')
      .max(LISTINGS_MAX_PAGE_SIZE, `Sayfa boyutu en fazla ${LISTINGS_MAX_PAGE_SIZE} olabilir.`)
      .default(LISTINGS_PAGE_SIZE),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'En düşük fiyat en yüksek fiyattan büyük olamaz.',
    path: ['minPrice'],
  })
  .superRefine(checkBrowseSearch);
export type ListingsQuery = z.output<typeof ListingsQuerySchema>;

export const ListingPhaseCountsSchema = z.object({
  active: z.number().int().min(0),
  upcoming: z.number().int().min(0),
  ended: z.number().int().min(0),
});
export type ListingPhaseCounts = z.infer<typeof ListingPhaseCountsSchema>;

export const ListingsPageSchema = z.object({
  items: z.array(ListingSummarySchema).max(LISTINGS_MAX_PAGE_SIZE),
  /** Matches of the current tab and filters, over all pages. */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /**
   * Auctions per phase under the same city and price filters (the sub-tab counts): on the
   * auctions tab only, null on the others, which show no sub-tabs (decision 036).
   */
  counts: ListingPhaseCountsSchema.nullable(),
});
export type ListingsPage = z.infer<typeof ListingsPageSchema>;

export const ListingIdParamsSchema = z.object({
  id: z.guid({ error: 'Geçersiz ilan numarası.' }),
});
