import { getMyDepositRoute } from '@arsamezat/shared/trading/deposits.routes';
import type { MyDeposit } from '@arsamezat/shared/trading/deposits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiParsed } from '../../../lib/call-api';
import { depositKeys } from '../../../lib/listing-keys';

export { depositKeys };

/** GET /api/listings/:id/deposit: the member's deposit on a listing (the newest that counts). */
export async function getMyDeposit(listingId: string, signal?: AbortSignal): Promise<MyDeposit> {
  return callApiParsed(
    getMyDepositRoute,
    () => import('@arsamezat/shared/trading/deposits').then((m) => m.MyDepositSchema),
    { params: { id: listingId }, signal },
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
