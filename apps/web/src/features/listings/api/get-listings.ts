import { listListingsRoute } from '@arsamezat/shared/listings/listings.routes';
import type { ListingsPage, ListingsQuery } from '@arsamezat/shared/listings/listings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { formatMapBox } from '@arsamezat/shared/listings/map-box';
import { callApiParsed } from '../../../lib/call-api';
import { listRefreshOptions } from './background-refresh';
import { listingKeys } from '../../../lib/listing-keys';
import { writeSearch } from '../utils/search-state';

/** The query string of GET /api/listings; defaults and unused parts are left out. */
export function listingsSearchParams(query: ListingsQuery): URLSearchParams {
  const params = new URLSearchParams({ tab: query.tab });
  if (query.tab === 'auctions') params.set('phase', query.phase);
  if (query.cities.length > 0) params.set('cities', query.cities.join(','));
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  writeSearch(params, query);
  if (query.bbox !== undefined) params.set('bbox', formatMapBox(query.bbox));
  params.set('sort', query.sort);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return params;
}

export async function getListings(
  query: ListingsQuery,
  signal?: AbortSignal,
): Promise<ListingsPage> {
  return callApiParsed(
    listListingsRoute,
    () => import('@arsamezat/shared/listings/listings').then((m) => m.ListingsPageSchema),
    { query: listingsSearchParams(query), signal },
  );
}

export const getListingsQueryOptions = (query: ListingsQuery) =>
  queryOptions({
    queryKey: listingKeys.list(query),
    queryFn: ({ signal }) => getListings(query, signal),
    // Keep the last page on screen while the next tab or page loads ('Filtreleniyor').
    placeholderData: keepPreviousData,
    ...listRefreshOptions,
  });

/** One page of listings for a tab, filters and page, refreshed in the background (spec §4). */
export function useListings(query: ListingsQuery) {
  return useQuery(getListingsQueryOptions(query));
}
