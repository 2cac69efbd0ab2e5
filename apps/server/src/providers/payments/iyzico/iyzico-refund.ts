import type { RefundRequest, RefundResult } from '../payment-provider.ts';
import { throwIfCredentials, type IyzicoLog } from './iyzico-answers.ts';
import {
  callIyzico,
  FailureSchema,
  kurusOf,
  liraOf,
  LOCALE,
  RefundedSchema,
  unreadable,
  type IyzipayCalls,
} from './iyzico-wire.ts';

const REASON_MAX = 300;
const GENERIC_REFUSAL = 'iyzico iadeyi reddetti.';
const IYZICO_PAYMENT_ID = /^\d{1,20}$/;
const istanbulDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' });

/**
 * Gives a completed payment back in full. A payment of the same Istanbul day is cancelled
 * (`cancel`: it never reaches the buyer's statement, and iyzico keeps no commission); a later one
 * is refunded (`refundV2`, by the payment id, for the whole amount). Only iyzico's success for
 * this payment (and this amount, when it names one) is `refunded`; its refusal is `failed` with
 * its own text; our keys refused, no answer or an unreadable one is an error (the outcome is
 * unknown, and iyzico refuses a second refund of the same money).
 */
export async function refundPayment(
  sdk: IyzipayCalls,
  timeoutMs: number,
  log: IyzicoLog | undefined,
  now: Date,
  { orderId, providerPaymentId, amount, paidAt, ip }: RefundRequest,
): Promise<RefundResult> {
  if (!IYZICO_PAYMENT_ID.test(providerPaymentId)) {
    return { outcome: 'failed', reason: 'iyzico ödeme numarası geçersiz.' };
  }
  const sameDay = istanbulDay.format(paidAt) === istanbulDay.format(now);
  const kind = sameDay ? 'cancel' : 'refund';
  const answer = await callIyzico(kind, timeoutMs, (done) =>
    sameDay
      ? sdk.cancel.create(
          { locale: LOCALE, conversationId: orderId, paymentId: providerPaymentId, ip },
          done,
        )
      : sdk.refundV2.create(
          {
            locale: LOCALE,
            conversationId: orderId,
            paymentId: providerPaymentId,
            price: liraOf(amount),
            currency: 'TRY',
            ip,
          },
          done,
        ),
  );
  const failed = FailureSchema.safeParse(answer);
  if (failed.success) {
    throwIfCredentials(failed.data, orderId, log);
    const message = failed.data.errorMessage?.trim().slice(0, REASON_MAX);
    const code = failed.data.errorCode == null ? '' : ` (${String(failed.data.errorCode)})`;
    return { outcome: 'failed', reason: `${message || GENERIC_REFUSAL}${code}` };
  }
  const refunded = RefundedSchema.safeParse(answer);
  if (!refunded.success) throw unreadable(kind);
  if (String(refunded.data.paymentId) !== providerPaymentId) throw unreadable(kind);
  const price = refunded.data.price == null ? amount : kurusOf(refunded.data.price);
  if (price !== amount) {
    log?.warn({ orderId, providerPaymentId, kind }, 'iyzico refunded another amount; check it');
    return { outcome: 'failed', reason: 'iyzico başka bir tutarı iade ettiğini bildirdi.' };
  }
  return { outcome: 'refunded', reference: `${kind}:${providerPaymentId}` };
}
