import { foldedWords } from '../core/turkish-text.ts';
import { getListingPhase, type ListingPhase, type ListingStatus } from './listing-phase.ts';
import type { Zoning } from './listing-options.ts';
import type { ListingType } from './listing-types.ts';
import { boxesMeet, type MapBox } from './map-box.ts';
import type { Bounds } from './parcel-geometry.ts';
import { NEW_LISTINGS_WINDOW_MS, type ListingTab } from './listings.ts';

/**
 * Whether a listing is among a browse's results at `now` (spec §2.1): the rule a saved search
 * ('Aramayı Kaydet') is matched by when a listing is published (issue 13, decision 039).
 *
 * - tab `new`: created within the last `NEW_LISTINGS_WINDOW_MS`;
 * - tab `auctions`: an auction in the saved phase;
 * - tab `offers`: an offer listing that is not ended;
 * - provinces: any of them (none = every province); price range on the card's price
 *   (`display_price`), both ends included;
 * - districts, mahalleler, zonings: any of each (none = all); area range on `area_m2`, both ends
 *   included (a listing without an area is outside any range);
 * - keyword: every word of the query, folded by Turkish rules, begins a word of the listing's
 *   title, description and place, folded the same way. The SQL searches the indexed text-search
 *   vector with PostgreSQL's Turkish stemmer (decision 081), which also finds other inflections
 *   ('arsaları' for 'arsası') and skips stop words ('de'); the two agree on a whole word or its
 *   beginning, in any case and with any suffix after an apostrophe, which the parity test checks.
 * - 'Bu alanda ara' (issue 30): the listing's box (its outline's, or its pin) meets the view's;
 *   a listing nobody placed on the map is outside every box.
 *
 * It is the browse's own filter (`browseWhere` in modules/listings/browse.repository.ts); its
 * SQL copy for stored filters is `savedSearchMatchSql` (apps/server/src/db/rules/
 * saved-search-match.sql.ts), and a server test checks all three agree. Change them together.
 */
export type MatchableListing = {
  listingType: ListingType;
  status: ListingStatus;
  startsAt: Date | string;
  endsAt: Date | string;
  createdAt: Date | string;
  city: string;
  /** coalesce(highest bid, final price, starting price), as stored in `display_price`. */
  displayPrice: number;
  /** What a keyword searches: title, description, location, district and neighbourhood. */
  title: string;
  description: string;
  location: string;
  district?: string | null | undefined;
  neighborhood?: string | null | undefined;
  districtCode?: string | null | undefined;
  neighbourhoodCode?: string | null | undefined;
  /** The area in m², as stored in `area_m2`. */
  areaM2?: number | null | undefined;
  zoning?: Zoning | null | undefined;
  /** min/max lat/lng as stored; null for a listing not on the map. */
  mapBox?: Bounds | null | undefined;
};

export type MatchFilters = {
  tab: ListingTab;
  phase: ListingPhase;
  cities: readonly string[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  q?: string | undefined;
  districts?: readonly string[] | undefined;
  neighbourhoods?: readonly string[] | undefined;
  minArea?: number | undefined;
  maxArea?: number | undefined;
  zoning?: readonly Zoning[] | undefined;
  bbox?: MapBox | undefined;
};

const among = (list: readonly string[] | undefined, value: string | null | undefined) =>
  list === undefined || list.length === 0 || (value != null && list.includes(value));

/** The listing's text as the keyword search reads it (the order of `listingSearchTextSql`). */
export function listingSearchText(listing: MatchableListing): string {
  return [
    listing.title,
    listing.description,
    listing.location,
    listing.district ?? '',
    listing.neighborhood ?? '',
  ].join(' ');
}

function matchesKeyword(listing: MatchableListing, q: string | undefined): boolean {
  if (q === undefined) return true;
  const words = foldedWords(listingSearchText(listing));
  return foldedWords(q).every((part) => words.some((word) => word.startsWith(part)));
}

function inAreaRange(areaM2: number | null | undefined, min?: number, max?: number): boolean {
  if (min === undefined && max === undefined) return true;
  if (areaM2 == null) return false;
  return (min === undefined || areaM2 >= min) && (max === undefined || areaM2 <= max);
}

const toMs = (value: Date | string) =>
  typeof value === 'string' ? Date.parse(value) : value.getTime();

export function listingMatchesFilters(
  listing: MatchableListing,
  filters: MatchFilters,
  now: Date,
): boolean {
  const phase = getListingPhase(listing, now);
  const inTab =
    filters.tab === 'new'
      ? toMs(listing.createdAt) >= now.getTime() - NEW_LISTINGS_WINDOW_MS
      : filters.tab === 'auctions'
        ? listing.listingType === 'auction' && phase === filters.phase
        : listing.listingType === 'offer' && phase !== 'ended';
  if (!inTab) return false;
  if (filters.cities.length > 0 && !filters.cities.includes(listing.city)) return false;
  if (filters.minPrice !== undefined && listing.displayPrice < filters.minPrice) return false;
  if (filters.maxPrice !== undefined && listing.displayPrice > filters.maxPrice) return false;
  if (!among(filters.districts, listing.districtCode)) return false;
  if (!among(filters.neighbourhoods, listing.neighbourhoodCode)) return false;
  if (!among(filters.zoning, listing.zoning)) return false;
  if (!inAreaRange(listing.areaM2, filters.minArea, filters.maxArea)) return false;
  if (filters.bbox !== undefined && !(listing.mapBox && boxesMeet(listing.mapBox, filters.bbox))) {
    return false;
  }
  return matchesKeyword(listing, filters.q);
}
