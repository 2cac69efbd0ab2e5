import { getMemberWinsRoute } from '@arsamezat/shared/member/member.routes';
import { MyWinsPageSchema, type MyWinsPage } from '@arsamezat/shared/member/member-records';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { MEMBER_REFRESH_MS, memberKeys } from './member-keys';

export async function getMyWins(page: number, signal?: AbortSignal): Promise<MyWinsPage> {
  const data = await callApi(getMemberWinsRoute, { query: { page }, signal });
  return MyWinsPageSchema.parse(data);
}

export const getMyWinsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: memberKeys.wins(page),
    queryFn: ({ signal }) => getMyWins(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: MEMBER_REFRESH_MS,
  });

/** One page of the auctions the member won and offers of theirs that were accepted. */
export function useMyWins(page: number) {
  return useQuery(getMyWinsQueryOptions(page));
}
