import { getMemberOffersRoute } from '@arsamezat/shared/member/member.routes';
import { MyOffersPageSchema, type MyOffersPage } from '@arsamezat/shared/member/member-records';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { MEMBER_REFRESH_MS, memberKeys } from './member-keys';

export async function getMyOffers(page: number, signal?: AbortSignal): Promise<MyOffersPage> {
  const data = await callApi(getMemberOffersRoute, { query: { page }, signal });
  return MyOffersPageSchema.parse(data);
}

export const getMyOffersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: memberKeys.offers(page),
    queryFn: ({ signal }) => getMyOffers(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: MEMBER_REFRESH_MS,
  });

/** One page of the member's offers on pazarlık listings. */
export function useMyOffers(page: number) {
  return useQuery(getMyOffersQueryOptions(page));
}
