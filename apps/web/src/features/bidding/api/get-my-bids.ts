import { getMyListingBidsRoute } from '@arsamezat/shared/trading/bids.routes';
import type { MyListingBids } from '@arsamezat/shared/trading/bids';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiParsed } from '../../../lib/call-api';
import { listingKeys } from '../../../lib/listing-keys';

/** GET /api/listings/:id/bids/mine: the member's own bids here (`isHighest`: they lead). */
export async function getMyBids(listingId: string, signal?: AbortSignal): Promise<MyListingBids> {
  return callApiParsed(
    getMyListingBidsRoute,
    () => import('@arsamezat/shared/trading/bids').then((m) => m.MyListingBidsSchema),
    { params: { id: listingId }, signal },
  );
}

/**
 * Keyed under the listing's bids, so whatever refreshes the bid history (a bid accepted, ours
 * or anyone's) refreshes this too.
 */
export const myBidsQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: [...listingKeys.bids(listingId), 'mine'] as const,
    queryFn: ({ signal }) => getMyBids(listingId, signal),
  });

export function useMyBids(listingId: string, options: { enabled: boolean }) {
  return useQuery({ ...myBidsQueryOptions(listingId), enabled: options.enabled });
}
