import { readMyDepositAnswer } from '@arsamezat/shared/trading/deposit-answer';
import { getMyDepositRoute } from '@arsamezat/shared/trading/deposits.routes';
import type { MyDeposit } from '@arsamezat/shared/trading/deposits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { depositKeys } from '../../../lib/listing-keys';

export { depositKeys };

/**
 * GET /api/listings/:id/deposit: the member's deposit on a listing (the newest that counts). Read
 * by hand, not with zod: the trade panel's first button waits for it (decision 094).
 */
export async function getMyDeposit(listingId: string, signal?: AbortSignal): Promise<MyDeposit> {
  return readMyDepositAnswer(
    await callApi(getMyDepositRoute, { params: { id: listingId }, signal }),
  );
}

export const myDepositQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: depositKeys.mine(listingId),
    queryFn: ({ signal }) => getMyDeposit(listingId, signal),
    staleTime: 10_000,
  });

/** The signed-in member's deposit on a listing (only asked when someone is signed in). */
export function useMyDeposit(listingId: string, options: { enabled: boolean }) {
  return useQuery({ ...myDepositQueryOptions(listingId), enabled: options.enabled });
}
