import { requestDepositRefundRoute } from '@arsamezat/shared/trading/deposits.routes';
import {
  RequestDepositRefundResponseSchema,
  type RequestDepositRefundResponse,
} from '@arsamezat/shared/trading/deposits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { depositKeys } from '../../../lib/listing-keys';
import { memberKeys } from './member-keys';

/** POST /api/me/deposits/:id/refund: the member asks for a deposit back early (decision 061). */
export async function requestDepositRefund(
  depositId: string,
): Promise<RequestDepositRefundResponse> {
  const data = await callApi(requestDepositRefundRoute, { params: { id: depositId } });
  return RequestDepositRefundResponseSchema.parse(data);
}

/**
 * Afterwards — refunded, or refused because something changed meanwhile — the member's records
 * and the listing's deposit gate are read again.
 */
export function useRequestDepositRefund(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (depositId: string) => requestDepositRefund(depositId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all }),
        queryClient.invalidateQueries({ queryKey: depositKeys.mine(listingId) }),
      ]),
  });
}
