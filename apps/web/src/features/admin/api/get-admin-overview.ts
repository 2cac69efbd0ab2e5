import { getOverviewRoute } from '@arsamezat/shared/admin/admin-overview.routes';
import { AdminOverviewSchema, type AdminOverview } from '@arsamezat/shared/admin/admin-overview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from './admin-keys';

export async function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return AdminOverviewSchema.parse(
    await callApi(getOverviewRoute, { ...(signal ? { signal } : {}) }),
  );
}

export const getAdminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => getAdminOverview(signal),
  });

/** Listing counts by phase and the number of accounts. */
export function useAdminOverview() {
  return useQuery(getAdminOverviewQueryOptions());
}
