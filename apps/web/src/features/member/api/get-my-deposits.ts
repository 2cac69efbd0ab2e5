import { getMemberDepositsRoute } from '@arsamezat/shared/member/member.routes';
import { MyDepositsPageSchema, type MyDepositsPage } from '@arsamezat/shared/member/member-records';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { MEMBER_REFRESH_MS, memberKeys } from './member-keys';

export async function getMyDeposits(page: number, signal?: AbortSignal): Promise<MyDepositsPage> {
  const data = await callApi(getMemberDepositsRoute, { query: { page }, signal });
  return MyDepositsPageSchema.parse(data);
}

export const getMyDepositsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: memberKeys.deposits(page),
    queryFn: ({ signal }) => getMyDeposits(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: MEMBER_REFRESH_MS,
  });

/** One page of the member's deposits, each with its refund dates and receipt. */
export function useMyDeposits(page: number) {
  return useQuery(getMyDepositsQueryOptions(page));
}
