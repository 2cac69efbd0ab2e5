import { PAYMENT_MESSAGES } from '@arsamezat/shared/trading/payments';
import type { PaymentStatus, PaymentStatusQuery } from '../payment-provider.ts';
import { completedPayment, throwIfCredentials, type IyzicoLog } from './iyzico-answers.ts';
import {
  callIyzico,
  DetailSchema,
  FailureSchema,
  LOCALE,
  unreadable,
  type IyzipayCalls,
} from './iyzico-wire.ts';

const THREE_DS_FAILED = '3-D Secure doğrulaması başarısız oldu.';
/** iyzico payment ids are numbers (sent as digit strings); anything else is not one of theirs. */
const IYZICO_PAYMENT_ID = /^\d{1,20}$/;

/**
 * What iyzico holds about one of our orders, from its payment detail (`payment.retrieve`, POST
 * /payment/detail), by its payment id when we know one, else by our order id (the conversation id
 * the payment was started with). Read only: nothing here moves money.
 *
 * - SUCCESS, for this order, payment and amount: completed (the money was taken).
 * - FAILURE, or the bank's return recorded with an mdStatus other than 1: failed.
 * - INIT_THREEDS, or CALLBACK_THREEDS with mdStatus 1 (passed, never completed): pending.
 * - iyzico's own error (a code under 10000; it answers 5087 for a payment it does not hold), or
 *   an answer about another order or payment: unknown. Our keys refused: an error (we are wrong,
 *   not the order).
 */
export async function retrieveStatus(
  sdk: IyzipayCalls,
  timeoutMs: number,
  log: IyzicoLog | undefined,
  { orderId, amount, providerPaymentId }: PaymentStatusQuery,
): Promise<PaymentStatus> {
  if (providerPaymentId != null && !IYZICO_PAYMENT_ID.test(providerPaymentId)) {
    return { outcome: 'unknown' };
  }
  const answer = await callIyzico('payment detail', timeoutMs, (done) =>
    sdk.payment.retrieve(
      {
        locale: LOCALE,
        conversationId: orderId,
        paymentId: providerPaymentId ?? undefined,
        paymentConversationId: orderId,
      },
      done,
    ),
  );
  const failed = FailureSchema.safeParse(answer);
  if (failed.success) {
    throwIfCredentials(failed.data, orderId, log);
    return { outcome: 'unknown' };
  }
  const detail = DetailSchema.safeParse(answer);
  if (!detail.success) throw unreadable('payment detail');
  const paymentId = String(detail.data.paymentId);
  if (providerPaymentId != null && paymentId !== providerPaymentId) return { outcome: 'unknown' };
  const paymentStatus = detail.data.paymentStatus ?? '';
  const mdStatus = detail.data.mdStatus == null ? null : String(detail.data.mdStatus);

  if (paymentStatus === 'SUCCESS') {
    const completed = completedPayment(detail.data, { orderId, amount, paymentId }, log);
    if (completed.outcome === 'completed') return completed;
    return { outcome: 'unknown' };
  }
  // Anything that is not this order's, whatever its state, tells us nothing about our order.
  if (detail.data.basketId != null && detail.data.basketId !== orderId) {
    return { outcome: 'unknown' };
  }
  if (paymentStatus === 'FAILURE') {
    return { outcome: 'failed', providerPaymentId: paymentId, reason: PAYMENT_MESSAGES.declined };
  }
  if (paymentStatus === 'CALLBACK_THREEDS' && mdStatus !== null && mdStatus !== '1') {
    return { outcome: 'failed', providerPaymentId: paymentId, reason: THREE_DS_FAILED };
  }
  return { outcome: 'pending' };
}
