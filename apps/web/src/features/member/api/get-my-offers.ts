import { MyOffersPageSchema, type MyOffersPage } from '@arsamezat/shared/member-records';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_REFRESH_MS, memberKeys } from './member-keys';

export async function getMyOffers(page: number, signal?: AbortSignal): Promise<MyOffersPage> {
  const data = await apiRequest(`/api/me/offers?page=${page}`, signal ? { signal } : {});
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
