import { getMyOffersRoute } from '@arsamezat/shared/trading/offers.routes';
import type { MyOffers } from '@arsamezat/shared/trading/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiParsed } from '../../../lib/call-api';

export const offerKeys = {
  all: ['offers'] as const,
  mine: (listingId: string) => [...offerKeys.all, 'mine', listingId] as const,
};

/** GET /api/listings/:id/offers/mine: the member's offers here, with the current one. */
export async function getMyOffers(listingId: string, signal?: AbortSignal): Promise<MyOffers> {
  return callApiParsed(
    getMyOffersRoute,
    () => import('@arsamezat/shared/trading/offers').then((m) => m.MyOffersSchema),
    { params: { id: listingId }, signal },
  );
}

export const myOffersQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: offerKeys.mine(listingId),
    queryFn: ({ signal }) => getMyOffers(listingId, signal),
  });

/** The signed-in member's offers on an offer listing, with the current one. */
export function useMyOffers(listingId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...myOffersQueryOptions(listingId), enabled: options.enabled ?? true });
}
