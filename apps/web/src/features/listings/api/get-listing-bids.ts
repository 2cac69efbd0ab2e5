import { ListingBidsSchema, type ListingBids } from '@arsamezat/shared/bids';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { listingKeys } from '../../../lib/listing-keys';

export async function getListingBids(id: string, signal?: AbortSignal): Promise<ListingBids> {
  const data = await apiRequest(`/api/listings/${encodeURIComponent(id)}/bids`, {
    ...(signal ? { signal } : {}),
  });
  return ListingBidsSchema.parse(data);
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
