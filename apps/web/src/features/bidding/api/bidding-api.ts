import { PlaceBidResponseSchema, type PlaceBidResponse } from '@arsamezat/shared/bids';
import {
  MyOffersSchema,
  PlaceOfferResponseSchema,
  type MyOffers,
  type PlaceOfferResponse,
} from '@arsamezat/shared/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const listingPath = (id: string) => `/api/listings/${encodeURIComponent(id)}`;

export const offerKeys = {
  all: ['offers'] as const,
  mine: (listingId: string) => [...offerKeys.all, 'mine', listingId] as const,
};

/** POST a bid of `amount` kuruş: the amount typed, decided by the server. */
export async function placeBid(listingId: string, amount: number): Promise<PlaceBidResponse> {
  const data = await apiRequest(`${listingPath(listingId)}/bids`, {
    method: 'POST',
    body: { amount },
  });
  return PlaceBidResponseSchema.parse(data);
}

export async function placeOffer(listingId: string, amount: number): Promise<PlaceOfferResponse> {
  const data = await apiRequest(`${listingPath(listingId)}/offers`, {
    method: 'POST',
    body: { amount },
  });
  return PlaceOfferResponseSchema.parse(data);
}

export const myOffersQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: offerKeys.mine(listingId),
    queryFn: async ({ signal }): Promise<MyOffers> =>
      MyOffersSchema.parse(await apiRequest(`${listingPath(listingId)}/offers/mine`, { signal })),
  });

/** The signed-in member's offers on an offer listing, with the current one. */
export function useMyOffers(listingId: string) {
  return useQuery(myOffersQueryOptions(listingId));
}
