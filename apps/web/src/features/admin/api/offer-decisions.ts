import {
  acceptOfferRoute,
  listPendingOffersRoute,
  rejectOfferRoute,
} from '@arsamezat/shared/admin/admin-offers.routes';
import {
  AdminPendingOffersPageSchema,
  OfferDecisionResponseSchema,
  type AcceptOfferInput,
  type AdminPendingOffersPage,
} from '@arsamezat/shared/trading/offers';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from './admin-keys';
import { useInvalidateListings } from './listing-writes';

/**
 * Accepts a pending offer: the listing is sold to its sender at its amount and the other pending
 * offers end with the sale. Below a higher pending offer, `acknowledgedHigherAmount` carries the
 * highest one the operator confirmed selling below (the server refuses without it).
 */
export async function acceptOffer({ offerId, ...body }: { offerId: string } & AcceptOfferInput) {
  return OfferDecisionResponseSchema.parse(
    await callApi(acceptOfferRoute, {
      params: { id: offerId },
      ...(body.acknowledgedHigherAmount === undefined ? {} : { body }),
    }),
  );
}

export async function rejectOffer(offerId: string) {
  return OfferDecisionResponseSchema.parse(
    await callApi(rejectOfferRoute, { params: { id: offerId } }),
  );
}

export function useAcceptOffer() {
  const invalidate = useInvalidateListings();
  return useMutation({ mutationFn: acceptOffer, onSettled: invalidate });
}

export function useRejectOffer() {
  const invalidate = useInvalidateListings();
  return useMutation({ mutationFn: rejectOffer, onSettled: invalidate });
}

export async function getPendingOffers(
  page: number,
  signal?: AbortSignal,
): Promise<AdminPendingOffersPage> {
  const data = await callApi(listPendingOffersRoute, {
    query: { page },
    ...(signal ? { signal } : {}),
  });
  return AdminPendingOffersPageSchema.parse(data);
}

/** Pending offers across listings, oldest first. */
export function usePendingOffers(page: number) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.pendingOffers(page),
      queryFn: ({ signal }) => getPendingOffers(page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
