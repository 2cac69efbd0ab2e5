import {
  MyDepositSchema,
  StartDepositPaymentResponseSchema,
  type CardInput,
  type MyDeposit,
  type StartDepositPaymentResponse,
} from '@arsamezat/shared/deposits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const depositKeys = {
  all: ['deposits'] as const,
  mine: (listingId: string) => [...depositKeys.all, 'mine', listingId] as const,
};

const depositPath = (listingId: string) => `/api/listings/${encodeURIComponent(listingId)}/deposit`;

export const myDepositQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: depositKeys.mine(listingId),
    queryFn: async ({ signal }): Promise<MyDeposit> =>
      MyDepositSchema.parse(await apiRequest(depositPath(listingId), { signal })),
    staleTime: 10_000,
  });

/** The signed-in member's deposit on a listing (only asked when someone is signed in). */
export function useMyDeposit(listingId: string, options: { enabled: boolean }) {
  return useQuery({ ...myDepositQueryOptions(listingId), enabled: options.enabled });
}

/** Starts the card payment; the answer's link is the bank's 3-D Secure page. */
export async function startDepositPayment(
  listingId: string,
  card: CardInput,
): Promise<StartDepositPaymentResponse> {
  const data = await apiRequest(`${depositPath(listingId)}/payments`, {
    method: 'POST',
    body: { card },
  });
  return StartDepositPaymentResponseSchema.parse(data);
}
