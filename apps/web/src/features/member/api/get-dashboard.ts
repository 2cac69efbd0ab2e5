import { getDashboardRoute } from '@arsamezat/shared/member/member.routes';
import { DashboardSchema, type Dashboard } from '@arsamezat/shared/member/member-records';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { MEMBER_REFRESH_MS, memberKeys } from './member-keys';

export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return DashboardSchema.parse(await callApi(getDashboardRoute, { signal }));
}

export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
    refetchInterval: MEMBER_REFRESH_MS,
  });

/** The signed-in member's stats, latest bids and the auctions they bid on (spec §2.5). */
export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
