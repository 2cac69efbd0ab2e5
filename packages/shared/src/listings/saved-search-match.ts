import { getListingPhase, type ListingPhase, type ListingStatus } from './listing-phase.ts';
import type { ListingType } from './listing-types.ts';
import { NEW_LISTINGS_WINDOW_MS, type ListingTab } from './listings.ts';

/**
 * Whether a listing is among a browse's results at `now` (spec §2.1): the rule a saved search
 * ('Aramayı Kaydet') is matched by when a listing is published (issue 13, decision 039).
 *
 * - tab `new`: created within the last `NEW_LISTINGS_WINDOW_MS`;
 * - tab `auctions`: an auction in the saved phase;
 * - tab `offers`: an offer listing that is not ended;
 * - provinces: any of them (none = every province); price range on the card's price
 *   (`display_price`), both ends included.
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
};

export type MatchFilters = {
  tab: ListingTab;
  phase: ListingPhase;
  cities: readonly string[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
};

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
  return true;
}
