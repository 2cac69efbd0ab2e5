import { getBidHistoryRoute } from '@arsamezat/shared/member/me.routes';
import { BidHistoryResponseSchema, type BidHistoryResponse } from '@arsamezat/shared/member/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { memberKeys } from './member-keys';

/** GET /api/me/bid-history?page= — my bids, newest first. */
export async function getBidHistory(
  page: number,
  signal?: AbortSignal,
): Promise<BidHistoryResponse> {
  const data = await callApi(getBidHistoryRoute, { query: { page }, signal });
  return BidHistoryResponseSchema.parse(data);
}

export const bidHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: memberKeys.bidHistory(page),
    queryFn: ({ signal }) => getBidHistory(page, signal),
    placeholderData: keepPreviousData,
  });

export function useBidHistory(page: number) {
  return useQuery(bidHistoryQueryOptions(page));
}
