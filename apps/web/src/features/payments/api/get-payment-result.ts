import { getPaymentResultRoute } from '@arsamezat/shared/trading/payments.routes';
import { PaymentResultSchema, type PaymentResult } from '@arsamezat/shared/trading/payments';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { ApiError } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

/** What identifies one payment on the result screen: our id, the order id, or both. */
export type PaymentResultQuery = { uid: string | null; orderId: string | null };

/** While the bank's return may still be in flight, a pending payment is asked again this often… */
export const PENDING_REFETCH_MS = 3_000;
/** …for about this long after the first answer; then the screen stays on "pending". */
export const PENDING_REFETCH_LIMIT_MS = 30_000;

export const paymentKeys = {
  all: ['payments'] as const,
  result: (query: PaymentResultQuery) =>
    [...paymentKeys.all, 'result', { uid: query.uid, orderId: query.orderId }] as const,
};

/** GET /api/payments/result: the signed-in caller's own payment (spec 02 §2.4). */
export async function getPaymentResult(
  query: PaymentResultQuery,
  signal?: AbortSignal,
): Promise<PaymentResult> {
  const params = new URLSearchParams();
  if (query.uid) params.set('uid', query.uid);
  if (query.orderId) params.set('orderId', query.orderId);
  const data = await callApi(getPaymentResultRoute, {
    query: params,
    ...(signal ? { signal } : {}),
  });
  return PaymentResultSchema.parse(data);
}

/**
 * For `refetchInterval`: every 3 s while the payment is pending, until about 30 s of answers
 * (the first one plus ten more); a completed or failed payment no longer changes.
 */
export function pendingRefetchInterval(query: {
  state: { data?: PaymentResult | undefined; dataUpdateCount: number };
}): number | false {
  if (query.state.data?.payment.status !== 'pending') return false;
  const answers = query.state.dataUpdateCount;
  return answers <= PENDING_REFETCH_LIMIT_MS / PENDING_REFETCH_MS ? PENDING_REFETCH_MS : false;
}

/** The payment result; nothing is fetched when neither `uid` nor `orderId` is given. */
export function usePaymentResult(query: PaymentResultQuery) {
  return useQuery({
    queryKey: paymentKeys.result(query),
    queryFn: ({ signal }) => getPaymentResult(query, signal),
    enabled: Boolean(query.uid || query.orderId),
    retry: retryUnlessClientError,
    refetchInterval: pendingRefetchInterval,
    refetchIntervalInBackground: false,
  });
}

/** Why the result could not be shown, as the screen tells it (spec §8 Payment result). */
export type PaymentResultFailure = 'sign-in' | 'no-data' | 'check-failed';

export function paymentResultFailure(error: unknown): PaymentResultFailure {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'sign-in';
    // 404: not found or not theirs; 400: an id that cannot be a payment's. Asking again won't help.
    if (error.status === 404 || error.status === 400) return 'no-data';
  }
  return 'check-failed';
}
