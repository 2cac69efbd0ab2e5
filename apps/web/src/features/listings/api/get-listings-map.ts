import type { ListingsMap } from '@arsamezat/shared/listings/browse-map';
import { listListingsMapRoute } from '@arsamezat/shared/listings/listings.routes';
import type { ListingsQuery } from '@arsamezat/shared/listings/listings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApiParsed } from '../../../lib/call-api';
import { listingKeys } from '../../../lib/listing-keys';
import { listingsSearchParams } from './get-listings';

/** The browse's results on the map (issue 30): the same query as the list, every page. */
export async function getListingsMap(
  query: ListingsQuery,
  signal?: AbortSignal,
): Promise<ListingsMap> {
  return callApiParsed(
    listListingsMapRoute,
    () => import('@arsamezat/shared/listings/browse-map').then((m) => m.ListingsMapSchema),
    { query: listingsSearchParams({ ...query, page: 1 }), signal },
  );
}

export function useListingsMap(query: ListingsQuery) {
  const mapQuery = { ...query, page: 1 };
  return useQuery({
    queryKey: [...listingKeys.all, 'map', mapQuery] as const,
    queryFn: ({ signal }) => getListingsMap(mapQuery, signal),
    placeholderData: keepPreviousData,
  });
}
