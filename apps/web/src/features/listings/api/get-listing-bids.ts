import { getListingBidsRoute } from '@arsamezat/shared/listings/listings.routes';
import type { ListingBids } from '@arsamezat/shared/trading/bids';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiParsed } from '../../../lib/call-api';
import { retryUnlessClientError } from '../../../lib/query-client';
import { listingKeys } from '../../../lib/listing-keys';

export async function getListingBids(id: string, signal?: AbortSignal): Promise<ListingBids> {
  return callApiParsed(
    getListingBidsRoute,
    () => import('@arsamezat/shared/trading/bids').then((m) => m.ListingBidsSchema),
    { params: { id }, signal },
  );
}

export const getListingBidsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: listingKeys.bids(id),
    queryFn: ({ signal }) => getListingBids(id, signal),
    retry: retryUnlessClientError,
  });

/** The public bid history of an auction, highest first. */
export function useListingBids(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getListingBidsQueryOptions(id), enabled: options.enabled ?? true });
}
