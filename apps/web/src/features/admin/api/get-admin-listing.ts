import { getAdminListingRoute } from '@arsamezat/shared/admin/admin-listings.routes';
import {
  AdminListingDetailSchema,
  type AdminListingDetail,
} from '@arsamezat/shared/admin/admin-listing-queries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { ApiError } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export async function getAdminListing(
  id: string,
  signal?: AbortSignal,
): Promise<AdminListingDetail> {
  const data = await callApi(getAdminListingRoute, {
    params: { id },
    ...(signal ? { signal } : {}),
  });
  return AdminListingDetailSchema.parse(data);
}

export const getAdminListingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.detail(id),
    queryFn: ({ signal }) => getAdminListing(id, signal),
    // A 400 or 404 will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

/** One listing with its bids (bidder name and phone) and offers. */
export function useAdminListing(id: string) {
  return useQuery(getAdminListingQueryOptions(id));
}

/** Whether a failed load means there is no such listing (unknown or malformed id). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
