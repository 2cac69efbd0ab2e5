import { getListingRoute } from '@arsamezat/shared/listings/listings.routes';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiParsed } from '../../../lib/call-api';
import { ApiError } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { refetchWhenOlderThan, STALE_ON_RETURN_MS } from './background-refresh';
import { listingKeys } from '../../../lib/listing-keys';

export async function getListing(id: string, signal?: AbortSignal): Promise<ListingDetail> {
  return callApiParsed(
    getListingRoute,
    () => import('@arsamezat/shared/listings/listings').then((m) => m.ListingDetailSchema),
    { params: { id }, signal },
  );
}

export const getListingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => getListing(id, signal),
    retry: retryUnlessClientError,
    // Spec §2.2: back on the tab after more than a minute, the listing reloads.
    refetchOnWindowFocus: refetchWhenOlderThan(STALE_ON_RETURN_MS),
  });

/** One listing with its images, for the detail page. */
export function useListing(id: string) {
  return useQuery(getListingQueryOptions(id));
}

/** Whether a failed listing load means there is no such listing (unknown or malformed id). */
export function isListingNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
