import { z } from 'zod';
import { ParcelGeometryReadSchema } from './listing-map.ts';
import { LISTING_LIMITS, ListingPhaseSchema, ListingTypeSchema } from './listings.ts';

/**
 * GET /api/listings/map (issue 30): the current browse's results on the map — the same tab and
 * filters as the list, every page at once, each with its pin and outline. At most
 * `LISTINGS_MAP_LIMIT`, the cheapest first: past that the page says to narrow the search.
 */
export const LISTINGS_MAP_LIMIT = 500;

export const ListingMapItemSchema = z.object({
  id: z.guid(),
  title: z.string().max(LISTING_LIMITS.title),
  listingType: ListingTypeSchema,
  phase: ListingPhaseSchema,
  /** 'details, city' (the card shows it reversed). */
  location: z.string().max(LISTING_LIMITS.location),
  displayPrice: z.number().int().min(0),
  point: z.object({ lat: z.number(), lng: z.number() }),
  parcel: ParcelGeometryReadSchema.nullable(),
});
export type ListingMapItem = z.infer<typeof ListingMapItemSchema>;

export const ListingsMapSchema = z.object({
  items: z.array(ListingMapItemSchema).max(LISTINGS_MAP_LIMIT),
  /** Every match of the browse that is on the map (more than `items` when cut). */
  total: z.number().int().min(0),
});
export type ListingsMap = z.infer<typeof ListingsMapSchema>;
