import { z } from 'zod';
import { PaymentProviderError, type StartPayment } from '../payment-provider.ts';

/**
 * iyzico's side of the wire: the SDK's calls and answers as we type them, the 3-D Secure
 * request built from a payment, money in iyzico's lira strings, and one call with a deadline.
 * `iyzico-payments.ts` holds what the answers mean for a payment.
 */

export const LOCALE = 'tr';
const COUNTRY = 'Turkey';
const NOT_GIVEN = 'Belirtilmedi';
const BASKET_CATEGORY = 'Arsa Teminatı';
const ITEM_NAME_MAX = 100;

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

/** Payment detail (POST /payment/detail): by iyzico's payment id, or by our order id. */
type RetrievePaymentRequest = {
  locale: string;
  conversationId: string;
  paymentId: string | undefined;
  paymentConversationId: string;
};

/** Cancel (POST /payment/cancel): a payment of the same day, before the bank's day-end. */
type CancelRequest = { locale: string; conversationId: string; paymentId: string; ip: string };

/** Refund v2 (POST /v2/payment/refund): the whole payment by its id, on any later day. */
type RefundV2Request = {
  locale: string;
  conversationId: string;
  paymentId: string;
  price: string;
  currency: 'TRY';
  ip: string;
};

export type IyzipayCalls = {
  threedsInitialize: { create(request: ThreedsInitializeRequest, done: SdkCallback): void };
  threedsPayment: { create(request: ThreedsAuthRequest, done: SdkCallback): void };
  payment: { retrieve(request: RetrievePaymentRequest, done: SdkCallback): void };
  cancel: { create(request: CancelRequest, done: SdkCallback): void };
  refundV2: { create(request: RefundV2Request, done: SdkCallback): void };
};

// What we read of iyzico's answers; everything else in them is ignored.
const code = z.union([z.string(), z.number()]);
const money = z.union([z.number(), z.string()]);

export const FailureSchema = z.object({
  status: z.literal('failure'),
  errorCode: code.nullish(),
  errorMessage: z.string().nullish(),
});
export type Failure = z.infer<typeof FailureSchema>;

export const InitializedSchema = z.object({
  status: z.literal('success'),
  conversationId: z.string().nullish(),
  threeDSHtmlContent: z.string().min(1),
});

export const CompletedSchema = z.object({
  status: z.literal('success'),
  paymentId: code,
  conversationId: z.string().nullish(),
  basketId: z.string().nullish(),
  paidPrice: money,
  currency: z.string().nullish(),
  authCode: z.string().nullish(),
  itemTransactions: z.array(z.object({ merchantPayoutAmount: money.nullish() })).nullish(),
});
export type Completed = z.infer<typeof CompletedSchema>;

/**
 * A payment's detail. `paymentStatus` is where the payment stands: INIT_THREEDS (3-D Secure
 * started), CALLBACK_THREEDS (the bank returned, with its mdStatus), SUCCESS (money taken),
 * FAILURE.
 */
export const DetailSchema = CompletedSchema.extend({
  paidPrice: money.nullish(),
  paymentStatus: z.string().nullish(),
  mdStatus: code.nullish(),
});
export type Detail = z.infer<typeof DetailSchema>;

/** A cancel's or refund's answer: the payment it gave back, and the amount when iyzico says. */
export const RefundedSchema = z.object({
  status: z.literal('success'),
  paymentId: code,
  price: money.nullish(),
  hostReference: z.string().nullish(),
});

// ---------------------------------------------------------------------------------------------
// start

export function initializeRequest({
  orderId,
  amount,
  card,
  buyer,
  item,
  callbackUrl,
}: StartPayment): ThreedsInitializeRequest {
  const price = liraOf(amount);
  const { name, surname } = splitFullName(buyer.fullName);
  const city = buyer.city;
  const address = buyer.address;
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
      // The member's verified identity number (issue 27): iyzico requires the buyer's.
      identityNumber: buyer.identityNumber,
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
        category1: item.category ?? BASKET_CATEGORY,
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
export function liraOf(kurus: number): string {
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

/** iyzico's lira amount (a number or a decimal string) in kuruş, or null when it is not one. */
export function kurusOf(lira: number | string | null | undefined): number | null {
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
export function callIyzico(
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

export function unreadable(step: string): PaymentProviderError {
  return new PaymentProviderError(`iyzico ${step}: unreadable answer`);
}
