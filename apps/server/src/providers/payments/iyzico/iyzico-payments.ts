import Iyzipay from 'iyzipay';
import { PAYMENT_MESSAGES } from '@arsamezat/shared/trading/payments';
import {
  PaymentDeclinedError,
  PaymentProviderError,
  type PaymentProvider,
  type PaymentVerification,
} from '../payment-provider.ts';
import { completedPayment, throwIfCredentials, type IyzicoLog } from './iyzico-answers.ts';
import { refundPayment } from './iyzico-refund.ts';
import { retrieveStatus } from './iyzico-status.ts';
import {
  callIyzico,
  CompletedSchema,
  FailureSchema,
  initializeRequest,
  InitializedSchema,
  LOCALE,
  unreadable,
  type Failure,
  type IyzipayCalls,
} from './iyzico-wire.ts';

export type IyzicoOptions = {
  apiKey: string;
  secretKey: string;
  /** https://api.iyzipay.com, or https://sandbox-api.iyzipay.com; tests point it at a local fake. */
  baseUrl: string;
  log?: IyzicoLog;
  /** How long one call to iyzico may take: 15 s unless a test needs less. */
  timeoutMs?: number;
  /** Today, for choosing cancel (same day) or refund; the server clock unless a test sets one. */
  clock?: () => Date;
};

const DEFAULT_TIMEOUT_MS = 15_000;
const START_MESSAGE_MAX = 200;
const FAILURE_REASON_MAX = 300;
const GENERIC_START_ERROR = 'Ödeme işlemi sırasında bir hata oluştu.';
const THREE_DS_FAILED = '3-D Secure doğrulaması başarısız oldu.';
const THREE_DS_INCOMPLETE = '3-D Secure doğrulaması tamamlanamadı.';
/** iyzico payment ids are numbers (sent as digit strings); anything else is not one of theirs. */
const IYZICO_PAYMENT_ID = /^\d{1,20}$/;
/**
 * iyzico's error codes from 10000 up carry the bank's answer about the card; lower codes are
 * iyzico's own validation and business errors ("error codes smaller than 10,000 are referred to as
 * validation or business error codes", iyzico's error code docs).
 */
const FIRST_BANK_ERROR_CODE = 10_000;

/**
 * PAYMENT_PROVIDER=iyzico: 3-D Secure card payments through iyzico's API (the iyzipay SDK).
 * `start` opens 3-D Secure (threedsInitialize) and shows the bank's page iyzico hands back;
 * `verify` completes the payment at iyzico (threedsPayment) once the bank's return says the buyer
 * passed, and believes only iyzico's answer. The card goes to iyzico and nowhere else: no log line,
 * error message or error cause of this adapter carries it.
 */
export function createIyzicoPayments(options: IyzicoOptions): PaymentProvider {
  // The cast is the one place the SDK's own (wrong) typings are set aside; see IyzipayCalls.
  const sdk = new Iyzipay({
    apiKey: options.apiKey,
    secretKey: options.secretKey,
    uri: options.baseUrl,
  }) as unknown as IyzipayCalls;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const log = options.log;

  return {
    name: 'iyzico',

    async start(input) {
      const answer = await callIyzico('3-D Secure initialize', timeoutMs, (done) =>
        sdk.threedsInitialize.create(initializeRequest(input), done),
      );
      const failed = FailureSchema.safeParse(answer);
      if (failed.success) {
        throwIfCredentials(failed.data, input.orderId, log);
        throw new PaymentDeclinedError(startFailureMessage(failed.data));
      }
      const started = InitializedSchema.safeParse(answer);
      if (!started.success) throw unreadable('3-D Secure initialize');
      if (started.data.conversationId && started.data.conversationId !== input.orderId) {
        throw new PaymentProviderError('iyzico 3-D Secure initialize answered for another order');
      }
      const html = Buffer.from(started.data.threeDSHtmlContent, 'base64').toString('utf8');
      return { kind: 'html', html };
    },

    async verify({ orderId, amount, fields }): Promise<PaymentVerification> {
      const paymentId = fields.paymentId;
      if (fields.conversationId !== orderId) {
        return { outcome: 'unverified', reason: 'callback is for another order' };
      }
      if (!paymentId || !IYZICO_PAYMENT_ID.test(paymentId)) {
        return { outcome: 'unverified', reason: 'callback carries no iyzico payment id' };
      }
      // A return that says 3-D Secure failed is checked with iyzico before it fails anything:
      // anyone can post one, and it must not fail someone else's attempt in progress. Only
      // iyzico's own word that this payment of this order failed (or was paid) counts.
      if (fields.status !== 'success' || fields.mdStatus !== '1') {
        const status = await retrieveStatus(sdk, timeoutMs, log, {
          orderId,
          amount,
          providerPaymentId: paymentId,
        });
        if (status.outcome === 'completed') return status;
        if (status.outcome === 'failed') {
          const reason = fields.mdStatus === '0' ? THREE_DS_FAILED : THREE_DS_INCOMPLETE;
          return { ...status, reason };
        }
        return { outcome: 'unverified', reason: `iyzico holds this payment as ${status.outcome}` };
      }
      const answer = await callIyzico('3-D Secure auth', timeoutMs, (done) =>
        sdk.threedsPayment.create(
          {
            locale: LOCALE,
            conversationId: orderId,
            paymentId,
            conversationData: fields.conversationData,
          },
          done,
        ),
      );
      const failed = FailureSchema.safeParse(answer);
      if (failed.success) return authFailure(failed.data, { orderId, paymentId }, log);
      const completed = CompletedSchema.safeParse(answer);
      if (!completed.success) throw unreadable('3-D Secure auth');
      return completedPayment(completed.data, { orderId, amount, paymentId }, log);
    },

    status: (query) => retrieveStatus(sdk, timeoutMs, log, query),

    refund: (request) =>
      refundPayment(sdk, timeoutMs, log, (options.clock ?? (() => new Date()))(), request),
  };
}

/** iyzico's own message when it is short, readable and cannot be holding a card number. */
function startFailureMessage(failure: Failure): string {
  const message = failure.errorMessage?.trim() ?? '';
  const readable = message.length > 0 && message.length <= START_MESSAGE_MAX;
  return readable && !/\d{12,}/.test(message) ? message : GENERIC_START_ERROR;
}

// ---------------------------------------------------------------------------------------------
// verify

/**
 * A refused auth. The bank's refusal (codes from 10000) fails the payment. iyzico's own errors
 * (lower codes) mean it does not hold this payment as one awaiting completion: 5087 'ödeme kaydı
 * bulunamadı' for an unknown payment id and for one already completed (a replayed return), 5014
 * for conversation data that is not the payment's. Those prove nothing about this order, so they
 * change nothing: unverified.
 */
function authFailure(
  failure: Failure,
  { orderId, paymentId }: { orderId: string; paymentId: string },
  log: IyzicoOptions['log'],
): PaymentVerification {
  throwIfCredentials(failure, orderId, log);
  const errorCode = String(failure.errorCode ?? '');
  if (Number(errorCode) >= FIRST_BANK_ERROR_CODE) {
    const reason = failure.errorMessage?.trim().slice(0, FAILURE_REASON_MAX);
    return {
      outcome: 'failed',
      providerPaymentId: paymentId,
      reason: reason || PAYMENT_MESSAGES.declined,
    };
  }
  log?.warn({ orderId, paymentId, errorCode }, 'iyzico did not complete the payment of a callback');
  return { outcome: 'unverified', reason: `iyzico refused the auth (code ${errorCode || 'none'})` };
}
