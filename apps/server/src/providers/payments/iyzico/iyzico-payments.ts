import Iyzipay from 'iyzipay';
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '@arsamezat/shared/payments';
import {
  PaymentDeclinedError,
  PaymentProviderError,
  type PaymentProvider,
  type PaymentVerification,
  type StartPayment,
} from '../payment-provider.ts';

export type IyzicoOptions = {
  apiKey: string;
  secretKey: string;
  /** https://api.iyzipay.com, or https://sandbox-api.iyzipay.com; tests point it at a local fake. */
  baseUrl: string;
  log?: { warn(obj: object, msg: string): void };
  /** How long one call to iyzico may take: 15 s unless a test needs less. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 15_000;
const LOCALE = 'tr';
/**
 * iyzico requires the buyer's TC kimlik number; we do not collect it. iyzico's documentation
 * gives this placeholder for merchants who do not hold one.
 */
const PLACEHOLDER_IDENTITY_NUMBER = '11111111111';
const COUNTRY = 'Turkey';
const NOT_GIVEN = 'Belirtilmedi';
const BASKET_CATEGORY = 'Arsa Teminatı';
const ITEM_NAME_MAX = 100;
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
/** 1000 'Geçersiz imza', 1001 'api bilgileri bulunamadı': our keys are wrong, not the card. */
const CREDENTIAL_ERROR_CODES = new Set(['1000', '1001']);

// ---------------------------------------------------------------------------------------------
// The SDK, typed from its source (lib/requests/*.js, lib/IyzipayResource.js) rather than from
// @types/iyzipay, which disagrees with it ('TR' for 'tr', `installments` for `installment`,
// a numeric registerCard, a card alias required) and types the answers loosely.

type SdkCallback = (error: Error | null, answer: unknown) => void;

type ThreedsInitializeRequest = {
  locale: string;
  conversationId: string;
  price: string;
  paidPrice: string;
  currency: 'TRY';
  installment: string;
  basketId: string;
  paymentChannel: 'WEB';
  paymentGroup: 'PRODUCT';
  callbackUrl: string;
  paymentCard: {
    cardHolderName: string;
    cardNumber: string;
    expireMonth: string;
    expireYear: string;
    cvc: string;
    registerCard: '0';
  };
  buyer: {
    id: string;
    name: string;
    surname: string;
    gsmNumber: string;
    email: string;
    identityNumber: string;
    registrationAddress: string;
    city: string;
    country: string;
    ip: string;
  };
  billingAddress: { contactName: string; city: string; country: string; address: string };
  basketItems: {
    id: string;
    name: string;
    category1: string;
    itemType: 'VIRTUAL';
    price: string;
  }[];
};

type ThreedsAuthRequest = {
  locale: string;
  conversationId: string;
  paymentId: string;
  conversationData: string | undefined;
};

type IyzipayCalls = {
  threedsInitialize: { create(request: ThreedsInitializeRequest, done: SdkCallback): void };
  threedsPayment: { create(request: ThreedsAuthRequest, done: SdkCallback): void };
};

// What we read of iyzico's answers; everything else in them is ignored.
const code = z.union([z.string(), z.number()]);
const money = z.union([z.number(), z.string()]);

const FailureSchema = z.object({
  status: z.literal('failure'),
  errorCode: code.nullish(),
  errorMessage: z.string().nullish(),
});
type Failure = z.infer<typeof FailureSchema>;

const InitializedSchema = z.object({
  status: z.literal('success'),
  conversationId: z.string().nullish(),
  threeDSHtmlContent: z.string().min(1),
});

const CompletedSchema = z.object({
  status: z.literal('success'),
  paymentId: code,
  conversationId: z.string().nullish(),
  basketId: z.string().nullish(),
  paidPrice: money,
  currency: z.string().nullish(),
  authCode: z.string().nullish(),
  itemTransactions: z.array(z.object({ merchantPayoutAmount: money.nullish() })).nullish(),
});
type Completed = z.infer<typeof CompletedSchema>;

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
      // A return that says 3-D Secure failed is taken at its word without asking iyzico: a failure
      // takes no money, so the most a forged one can do is fail a payment that is still pending.
      if (fields.status !== 'success' || fields.mdStatus !== '1') {
        return {
          outcome: 'failed',
          providerPaymentId: paymentId,
          reason: fields.mdStatus === '0' ? THREE_DS_FAILED : THREE_DS_INCOMPLETE,
        };
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
  };
}

// ---------------------------------------------------------------------------------------------
// start

function initializeRequest({
  orderId,
  amount,
  card,
  buyer,
  item,
  callbackUrl,
}: StartPayment): ThreedsInitializeRequest {
  const price = liraOf(amount);
  const { name, surname } = splitFullName(buyer.fullName);
  const city = buyer.city ?? NOT_GIVEN;
  const address = buyer.address ?? NOT_GIVEN;
  return {
    locale: LOCALE,
    conversationId: orderId,
    price,
    paidPrice: price,
    currency: 'TRY',
    installment: '1',
    basketId: orderId,
    paymentChannel: 'WEB',
    paymentGroup: 'PRODUCT',
    callbackUrl,
    paymentCard: {
      cardHolderName: card.cardHolderName,
      cardNumber: card.cardNumber,
      expireMonth: card.expireMonth.padStart(2, '0'),
      // The card form takes '29' or '2029'; iyzico wants the year in full.
      expireYear: card.expireYear.length === 2 ? `20${card.expireYear}` : card.expireYear,
      cvc: card.cvc,
      registerCard: '0',
    },
    buyer: {
      id: buyer.id,
      name,
      surname,
      gsmNumber: `+90${buyer.phone}`,
      // iyzico requires an email; a buyer without one gets an address that can never receive mail.
      email: buyer.email ?? `${buyer.id}@uye.arsamezat.invalid`,
      identityNumber: PLACEHOLDER_IDENTITY_NUMBER,
      registrationAddress: address,
      city,
      country: COUNTRY,
      ip: buyer.ip,
    },
    billingAddress: { contactName: buyer.fullName, city, country: COUNTRY, address },
    basketItems: [
      {
        id: item.id,
        name: truncate(item.name, ITEM_NAME_MAX),
        category1: BASKET_CATEGORY,
        itemType: 'VIRTUAL',
        price,
      },
    ],
  };
}

/**
 * Our kuruş as iyzico's price: lira as a decimal string (150000 → '1500.00'). iyzico takes
 * decimal lira strings, never integer minor units; building the string from integers keeps
 * floating point out of it (the SDK then writes it in its own form, '1500.0').
 */
function liraOf(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus <= 0) {
    throw new RangeError('payment amount must be a positive whole number of kuruş');
  }
  return `${Math.floor(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`;
}

/**
 * At most `max` UTF-16 units (the strictest way to count iyzico's limit), cut between whole
 * characters so no half of a pair or combining mark is left at the end.
 */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const { segment } of new Intl.Segmenter('tr', { granularity: 'grapheme' }).segment(text)) {
    if (kept.length + segment.length > max) break;
    kept += segment;
  }
  return kept;
}

/** iyzico wants a name and a surname: the last word is the surname, the rest the name. */
function splitFullName(fullName: string): { name: string; surname: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const surname = words.pop() ?? NOT_GIVEN;
  // A single-word name fills both rather than sending iyzico an empty field.
  return { name: words.length > 0 ? words.join(' ') : surname, surname };
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

/** iyzico took the money: it counts for this order only if iyzico's answer describes this order. */
function completedPayment(
  answer: Completed,
  expected: { orderId: string; amount: number; paymentId: string },
  log: IyzicoOptions['log'],
): PaymentVerification {
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
  answer: Completed,
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
function netAmountOf(answer: Completed): number | null {
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

/** iyzico's lira amount (a number or a decimal string) in kuruş, or null when it is not one. */
function kurusOf(lira: number | string | null | undefined): number | null {
  if (lira == null || lira === '') return null;
  const value = Number(lira);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
}

// ---------------------------------------------------------------------------------------------
// calling iyzico

/**
 * One SDK call as a promise with a deadline. The SDK's errors may hold the request (and with it
 * the card), so none of them is passed on: the error we throw says which step failed and, for a
 * network error, only its code.
 */
function callIyzico(
  step: string,
  timeoutMs: number,
  send: (done: SdkCallback) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new PaymentProviderError(`iyzico ${step}: no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const done: SdkCallback = (error, answer) => {
      clearTimeout(timer);
      if (error)
        reject(new PaymentProviderError(`iyzico ${step}: unreachable (${networkCodeOf(error)})`));
      else resolve(answer);
    };
    try {
      send(done);
    } catch {
      clearTimeout(timer);
      reject(new PaymentProviderError(`iyzico ${step}: the request could not be built`));
    }
  });
}

/** 'ECONNREFUSED', 'ETIMEDOUT'…: a fixed word that cannot carry request data. */
function networkCodeOf(error: Error): string {
  const errorCode = (error as NodeJS.ErrnoException).code;
  return typeof errorCode === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(errorCode)
    ? errorCode
    : 'network error';
}

function unreadable(step: string): PaymentProviderError {
  return new PaymentProviderError(`iyzico ${step}: unreadable answer`);
}

/** iyzico refusing our keys is our configuration, not the buyer's card: no decline, no failure. */
function throwIfCredentials(failure: Failure, orderId: string, log: IyzicoOptions['log']): void {
  const errorCode = String(failure.errorCode ?? '');
  if (!CREDENTIAL_ERROR_CODES.has(errorCode)) return;
  log?.warn({ orderId, errorCode }, 'iyzico refused our API credentials');
  throw new PaymentProviderError(`iyzico refused the API credentials (code ${errorCode})`);
}
