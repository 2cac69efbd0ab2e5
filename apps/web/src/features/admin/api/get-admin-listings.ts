import { listAdminListingsRoute } from '@arsamezat/shared/admin/admin-listings.routes';
import {
  AdminListingsPageSchema,
  type AdminListingsPage,
  type AdminListingsQuery,
} from '@arsamezat/shared/admin/admin-listing-queries';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from './admin-keys';

export async function getAdminListings(
  query: AdminListingsQuery,
  signal?: AbortSignal,
): Promise<AdminListingsPage> {
  const params = new URLSearchParams({ phase: query.phase, page: String(query.page) });
  if (query.ending) params.set('ending', query.ending);
  const data = await callApi(listAdminListingsRoute, {
    query: params,
    ...(signal ? { signal } : {}),
  });
  return AdminListingsPageSchema.parse(data);
}

export const getAdminListingsQueryOptions = (query: AdminListingsQuery) =>
  queryOptions({
    queryKey: adminKeys.list(query),
    queryFn: ({ signal }) => getAdminListings(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the admin listings table for a filter chip. */
export function useAdminListings(query: AdminListingsQuery) {
  return useQuery(getAdminListingsQueryOptions(query));
}
