import { placeOfferRoute } from '@arsamezat/shared/trading/offers.routes';
import {
  PlaceOfferResponseSchema,
  type PlaceOfferInput,
  type PlaceOfferResponse,
} from '@arsamezat/shared/trading/offers';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { noteEngagement } from '../../../lib/app-install/engagement';
import { callApi } from '../../../lib/call-api';
import { offerKeys } from './get-my-offers';

/** POST /api/listings/:id/offers: the amount typed, in kuruş. */
export async function placeOffer(
  listingId: string,
  input: PlaceOfferInput,
): Promise<PlaceOfferResponse> {
  const data = await callApi(placeOfferRoute, { params: { id: listingId }, body: input });
  return PlaceOfferResponseSchema.parse(data);
}

/** A sent offer becomes the member's current one: their offers are read again before it settles. */
export const placeOfferMutationOptions = (queryClient: QueryClient, listingId: string) =>
  mutationOptions({
    mutationFn: (input: PlaceOfferInput) => placeOffer(listingId, input),
    onSuccess: () => {
      noteEngagement();
      return queryClient.invalidateQueries({ queryKey: offerKeys.mine(listingId) });
    },
  });

export function usePlaceOffer(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation(placeOfferMutationOptions(queryClient, listingId));
}
