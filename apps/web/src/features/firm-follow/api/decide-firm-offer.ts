import {
  acceptFirmOfferRoute,
  rejectFirmOfferRoute,
} from '@arsamezat/shared/firms/firm-activity.routes';
import { FirmOfferDecisionResponseSchema } from '@arsamezat/shared/firms/firm-activity';
import type { AcceptOfferInput } from '@arsamezat/shared/trading/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { listingKeys } from '../../../lib/listing-keys';
import { firmFollowKeys } from './get-firm-listing-activity';

/**
 * The firm accepts an offer on its own listing, by the operator's rules (decision 072): below a
 * higher pending offer only with `acknowledgedHigherAmount`, the highest one it confirmed.
 */
export async function acceptFirmOffer({
  listingId,
  offerId,
  ...body
}: { listingId: string; offerId: string } & AcceptOfferInput) {
  return FirmOfferDecisionResponseSchema.parse(
    await callApi(acceptFirmOfferRoute, {
      params: { id: listingId, offerId },
      ...(body.acknowledgedHigherAmount === undefined ? {} : { body }),
    }),
  );
}

export async function rejectFirmOffer({
  listingId,
  offerId,
}: {
  listingId: string;
  offerId: string;
}) {
  return FirmOfferDecisionResponseSchema.parse(
    await callApi(rejectFirmOfferRoute, { params: { id: listingId, offerId } }),
  );
}

/** Both decisions on one listing; each, decided or refused, reads the follow page again. */
export function useFirmOfferDecisions(listingId: string) {
  const queryClient = useQueryClient();
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: firmFollowKeys.activity(listingId) }),
      queryClient.invalidateQueries({ queryKey: listingKeys.all }),
    ]);
  const accept = useMutation({
    mutationFn: (input: { offerId: string } & AcceptOfferInput) =>
      acceptFirmOffer({ listingId, ...input }),
    onSettled,
  });
  const reject = useMutation({
    mutationFn: (offerId: string) => rejectFirmOffer({ listingId, offerId }),
    onSettled,
  });
  return { accept, reject };
}
