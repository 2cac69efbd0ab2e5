import { placeBidRoute } from '@arsamezat/shared/trading/bids.routes';
import {
  PlaceBidResponseSchema,
  type PlaceBidInput,
  type PlaceBidResponse,
} from '@arsamezat/shared/trading/bids';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { noteEngagement } from '../../../lib/app-install/engagement';
import { callApi } from '../../../lib/call-api';
import { applyBidToCache } from '../../../lib/listing-cache';
import { listingKeys } from '../../../lib/listing-keys';

/** POST /api/listings/:id/bids: the amount typed, in kuruş; the server decides. */
export async function placeBid(listingId: string, input: PlaceBidInput): Promise<PlaceBidResponse> {
  const data = await callApi(placeBidRoute, { params: { id: listingId }, body: input });
  return PlaceBidResponseSchema.parse(data);
}

/**
 * An accepted bid goes into the cached listing through the same function as the live stream's
 * bid event (whichever arrives second changes nothing); browse pages read again when shown.
 */
export const placeBidMutationOptions = (queryClient: QueryClient, listingId: string) =>
  mutationOptions({
    mutationFn: (input: PlaceBidInput) => placeBid(listingId, input),
    onSuccess: (placed) => {
      applyBidToCache(queryClient, listingId, placed.listing);
      // A raised maximum changes no count: the member's own view (their maximum) is read again.
      if (placed.bid === null) {
        void queryClient.invalidateQueries({ queryKey: listingKeys.bids(listingId) });
      }
      void queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
      noteEngagement();
    },
  });

export function usePlaceBid(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation(placeBidMutationOptions(queryClient, listingId));
}
