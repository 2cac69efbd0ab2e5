import { z } from 'zod';
import {
  CitiesParamSchema,
  ListingPhaseSchema,
  ListingSummarySchema,
  ListingTabSchema,
  priceParam,
} from './listings.ts';
import { text } from '../core/text.ts';
import { browseSearchFields, checkBrowseSearch } from './browse-search.ts';
import { ZONINGS } from './listing-options.ts';
import { MapBoxFilterSchema } from './listing-map.ts';
import { SAVED_SEARCH_FREQUENCIES, WATCHLIST_MESSAGES } from './watchlist-texts.ts';

export {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  WATCHLIST_MESSAGES,
  type SavedSearchFrequency,
} from './watchlist-texts.ts';

export const SAVED_SEARCH_LIMITS = { name: 80, perMember: 20 } as const;
export const WATCHLIST_PAGE_SIZE = 12;

/** GET/PUT/DELETE /api/listings/:id/watch: whether I follow it, and how many people do. */
export const WatchStatusSchema = z.object({
  watching: z.boolean(),
  watchers: z.number().int().min(0),
});
export type WatchStatus = z.infer<typeof WatchStatusSchema>;

/** GET /api/me/watchlist/ids: the listings I follow, for the hearts on the cards. */
export const WATCHED_IDS_LIMIT = 1000;
export const WatchedIdsSchema = z.object({ ids: z.array(z.string()).max(WATCHED_IDS_LIMIT) });
export type WatchedIds = z.infer<typeof WatchedIdsSchema>;

export const WatchlistQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Sayfa numarası geçersiz.' })
    .int('Sayfa numarası geçersiz.')
    .min(1, 'Sayfa numarası 1 veya daha büyük olmalıdır.')
    .max(1000, 'Sayfa numarası çok büyük.')
    .default(1),
});

/** GET /api/me/watchlist: the listings I follow, the latest followed first. */
export const WatchlistPageSchema = z.object({
  items: z.array(ListingSummarySchema).max(WATCHLIST_PAGE_SIZE),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type WatchlistPage = z.infer<typeof WatchlistPageSchema>;

export const SavedSearchFrequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, {
  error: 'Bildirim sıklığı geçersiz.',
});

/**
 * The browse filters a saved search keeps: tab, auction phase, provinces, price range, and the
 * search of issue 30 (keyword, districts, mahalleler, area range, zoning).
 */
export const SavedSearchFiltersSchema = z
  .object({
    tab: ListingTabSchema,
    phase: ListingPhaseSchema.default('active'),
    cities: CitiesParamSchema.default([]),
    minPrice: priceParam('En düşük fiyat'),
    maxPrice: priceParam('En yüksek fiyat'),
    ...browseSearchFields,
    /** 'Bu alanda ara' (issue 30): the URL's `bbox`, kept as its four edges. */
    bbox: MapBoxFilterSchema.optional(),
  })
  .strict()
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    message: 'En düşük fiyat en yüksek fiyattan büyük olamaz.',
    path: ['minPrice'],
  })
  .superRefine(checkBrowseSearch);
export type SavedSearchFilters = z.output<typeof SavedSearchFiltersSchema>;
/** The filters as stored: a search saved before issue 30 has none of its fields. */
export type StoredSavedSearchFilters = Omit<
  SavedSearchFilters,
  'districts' | 'neighbourhoods' | 'zoning'
> &
  Partial<Pick<SavedSearchFilters, 'districts' | 'neighbourhoods' | 'zoning'>>;

const NameSchema = text({ error: WATCHLIST_MESSAGES.nameRequired })
  .min(1, WATCHLIST_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_LIMITS.name, WATCHLIST_MESSAGES.nameTooLong);

/** The stored filters as answered (already checked when saved; no transforms to encode). */
const StoredFiltersSchema = z.object({
  tab: ListingTabSchema,
  phase: ListingPhaseSchema,
  cities: z.array(z.string()),
  minPrice: z.number().int().optional(),
  maxPrice: z.number().int().optional(),
  /** Issue 30's fields; a search saved before them has none. */
  q: z.string().optional(),
  districts: z.array(z.string()).optional(),
  neighbourhoods: z.array(z.string()).optional(),
  minArea: z.number().int().optional(),
  maxArea: z.number().int().optional(),
  zoning: z.array(z.enum(ZONINGS)).optional(),
  bbox: z
    .object({ minLng: z.number(), minLat: z.number(), maxLng: z.number(), maxLat: z.number() })
    .optional(),
});

export const SavedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: StoredFiltersSchema,
  frequency: SavedSearchFrequencySchema,
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchListSchema = z.object({
  items: z.array(SavedSearchSchema).max(SAVED_SEARCH_LIMITS.perMember),
});
export type SavedSearchList = z.infer<typeof SavedSearchListSchema>;

/** POST /api/me/saved-searches */
export const CreateSavedSearchSchema = z.object({
  name: NameSchema,
  filters: SavedSearchFiltersSchema,
  frequency: SavedSearchFrequencySchema.default('immediate'),
});
export type CreateSavedSearchInput = z.input<typeof CreateSavedSearchSchema>;

/** PATCH /api/me/saved-searches/:id: a new name, a new frequency, or both. */
export const UpdateSavedSearchSchema = z
  .object({ name: NameSchema.optional(), frequency: SavedSearchFrequencySchema.optional() })
  .strict()
  .refine(
    (v) => v.name !== undefined || v.frequency !== undefined,
    'Değiştirilecek bir alan seçin.',
  );
export type UpdateSavedSearchInput = z.input<typeof UpdateSavedSearchSchema>;

export const SavedSearchIdParamsSchema = z.object({
  id: z.guid({ error: 'Geçersiz arama numarası.' }),
});

export const SavedSearchResponseSchema = z.object({ search: SavedSearchSchema });
