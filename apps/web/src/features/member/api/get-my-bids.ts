import { getMemberBidsRoute } from '@arsamezat/shared/member/member.routes';
import {
  MyBidsPageSchema,
  type MyBidsPage,
  type MyBidsQuery,
} from '@arsamezat/shared/member/member-records';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { MEMBER_REFRESH_MS, memberKeys } from './member-keys';

export function myBidsSearchParams(query: MyBidsQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.phase) params.set('phase', query.phase);
  if (query.outcome) params.set('outcome', query.outcome);
  return params;
}

export async function getMyBids(query: MyBidsQuery, signal?: AbortSignal): Promise<MyBidsPage> {
  const data = await callApi(getMemberBidsRoute, { query: myBidsSearchParams(query), signal });
  return MyBidsPageSchema.parse(data);
}

export const getMyBidsQueryOptions = (query: MyBidsQuery) =>
  queryOptions({
    queryKey: memberKeys.bids(query),
    queryFn: ({ signal }) => getMyBids(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: MEMBER_REFRESH_MS,
  });

/** One page of the member's bids, filtered by phase and outcome. */
export function useMyBids(query: MyBidsQuery) {
  return useQuery(getMyBidsQueryOptions(query));
}
