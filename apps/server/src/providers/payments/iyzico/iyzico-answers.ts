import { PaymentProviderError, type PaymentVerification } from '../payment-provider.ts';
import { kurusOf, type Detail, type Failure } from './iyzico-wire.ts';

/** What iyzico's answers mean, shared by the auth (verify) and the payment detail (status). */

export type IyzicoLog = { warn(obj: object, msg: string): void };

/** 1000 'Geçersiz imza', 1001 'api bilgileri bulunamadı': our keys are wrong, not the card. */
const CREDENTIAL_ERROR_CODES = new Set(['1000', '1001']);

/** iyzico took the money: it counts for this order only if iyzico's answer describes this order. */
export function completedPayment(
  answer: Detail,
  expected: { orderId: string; amount: number; paymentId: string },
  log: IyzicoLog | undefined,
): Extract<PaymentVerification, { outcome: 'completed' | 'unverified' }> {
  const mismatch = mismatchOf(answer, expected);
  if (mismatch) {
    // Money moved that no order will record: someone has to look at it.
    log?.warn(
      { orderId: expected.orderId, paymentId: expected.paymentId, mismatch },
      'iyzico completed a payment that does not match its order; reconcile it by hand',
    );
    return { outcome: 'unverified', reason: `iyzico's answer is for ${mismatch}` };
  }
  return {
    outcome: 'completed',
    providerPaymentId: String(answer.paymentId),
    paidAmount: expected.amount,
    netAmount: netAmountOf(answer),
    authCode: answer.authCode?.slice(0, 50) ?? null,
  };
}

/**
 * What in iyzico's answer is not this order's, or null. basketId was set when the payment started,
 * so it names the payment's order; the conversation id must agree too when present.
 */
function mismatchOf(
  answer: Detail,
  { orderId, amount, paymentId }: { orderId: string; amount: number; paymentId: string },
): string | null {
  const orders = [answer.basketId, answer.conversationId].filter((id) => id != null);
  if (orders.length === 0 || orders.some((id) => id !== orderId)) return 'another order';
  if (String(answer.paymentId) !== paymentId) return 'another payment';
  if (kurusOf(answer.paidPrice) !== amount) return 'another amount';
  if (answer.currency != null && answer.currency !== 'TRY') return 'another currency';
  return null;
}

/** What reaches us after iyzico's commission: the merchant payouts of the basket items. */
function netAmountOf(answer: Detail): number | null {
  const items = answer.itemTransactions ?? [];
  if (items.length === 0) return null;
  let total = 0;
  for (const item of items) {
    const payout = kurusOf(item.merchantPayoutAmount);
    if (payout === null) return null;
    total += payout;
  }
  return total;
}

/** iyzico refusing our keys is our configuration, not the buyer's card: no decline, no failure. */
export function throwIfCredentials(
  failure: Failure,
  orderId: string,
  log: IyzicoLog | undefined,
): void {
  const errorCode = String(failure.errorCode ?? '');
  if (!CREDENTIAL_ERROR_CODES.has(errorCode)) return;
  log?.warn({ orderId, errorCode }, 'iyzico refused our API credentials');
  throw new PaymentProviderError(`iyzico refused the API credentials (code ${errorCode})`);
}
