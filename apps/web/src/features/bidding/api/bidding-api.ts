import {
  MyListingBidsSchema,
  PlaceBidResponseSchema,
  type MyListingBids,
  type PlaceBidResponse,
} from '@arsamezat/shared/bids';
import {
  MyOffersSchema,
  PlaceOfferResponseSchema,
  type MyOffers,
  type PlaceOfferResponse,
} from '@arsamezat/shared/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listingKeys } from '../../../lib/listing-keys';

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

/**
 * The member's own bids on an auction (`isHighest` tells whether they lead). Keyed under the
 * listing's bids, so whatever refreshes the bid history (a live bid event) refreshes this too.
 */
export const myBidsQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: [...listingKeys.bids(listingId), 'mine'] as const,
    queryFn: async ({ signal }): Promise<MyListingBids> =>
      MyListingBidsSchema.parse(
        await apiRequest(`${listingPath(listingId)}/bids/mine`, { signal }),
      ),
  });

export function useMyBids(listingId: string, options: { enabled: boolean }) {
  return useQuery({ ...myBidsQueryOptions(listingId), enabled: options.enabled });
}
