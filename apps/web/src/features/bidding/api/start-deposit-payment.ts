import { startDepositPaymentRoute } from '@arsamezat/shared/trading/deposits.routes';
import {
  StartDepositPaymentResponseSchema,
  type StartDepositPaymentInput,
  type StartDepositPaymentResponse,
} from '@arsamezat/shared/trading/deposits';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { depositKeys } from './get-my-deposit';

/** POST /api/listings/:id/deposit/payments: the answer's link is the bank's 3-D Secure page. */
export async function startDepositPayment(
  listingId: string,
  input: StartDepositPaymentInput,
): Promise<StartDepositPaymentResponse> {
  const data = await callApi(startDepositPaymentRoute, { params: { id: listingId }, body: input });
  return StartDepositPaymentResponseSchema.parse(data);
}

/**
 * Without a link (a 0 ₺ deposit) the deposit is completed at once: the member's deposit is read
 * again before the mutation settles. With a link the page leaves for the bank.
 */
export const startDepositPaymentMutationOptions = (queryClient: QueryClient, listingId: string) =>
  mutationOptions({
    mutationFn: (input: StartDepositPaymentInput) => startDepositPayment(listingId, input),
    onSuccess: async (started) => {
      if (!started.paymentLink) {
        await queryClient.invalidateQueries({ queryKey: depositKeys.mine(listingId) });
      }
    },
  });

export function useStartDepositPayment(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation(startDepositPaymentMutationOptions(queryClient, listingId));
}
