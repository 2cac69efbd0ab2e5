import { changeOfferRoute, withdrawOfferRoute } from '@arsamezat/shared/trading/offers.routes';
import {
  MemberOfferChangeResponseSchema,
  type ChangeOfferInput,
  type MemberOfferChangeResponse,
} from '@arsamezat/shared/trading/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { offerKeys } from './get-my-offers';

/** PUT /api/offers/:id: a pending offer's new amount (kuruş). */
export async function changeOffer(
  offerId: string,
  input: ChangeOfferInput,
): Promise<MemberOfferChangeResponse> {
  const data = await callApi(changeOfferRoute, { params: { id: offerId }, body: input });
  return MemberOfferChangeResponseSchema.parse(data);
}

/** POST /api/offers/:id/withdraw. */
export async function withdrawOffer(offerId: string): Promise<MemberOfferChangeResponse> {
  const data = await callApi(withdrawOfferRoute, { params: { id: offerId } });
  return MemberOfferChangeResponseSchema.parse(data);
}

/** Either change is followed by reading the member's offers on the listing again. */
export function useChangeOffer(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, amount }: { offerId: string; amount: number }) =>
      changeOffer(offerId, { amount }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.mine(listingId) }),
  });
}

export function useWithdrawOffer(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => withdrawOffer(offerId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.mine(listingId) }),
  });
}
