import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The wire of the local iyzico fake: request shapes, error answers, signature check, answer bodies. */
/**
 * The errors the fake answers, with iyzico's codes and texts. Codes from 10000 up are the bank's
 * answer; lower ones are iyzico's own validation and business errors.
 */
export const ERRORS = {
  invalidRequest: { errorCode: '11', errorMessage: 'Geçersiz istek' },
  badSignature: { errorCode: '1000', errorMessage: 'Geçersiz imza' },
  unknownApiKey: { errorCode: '1001', errorMessage: 'api bilgileri bulunamadı' },
  // What iyzico answers an auth for a payment it holds no pending 3-D Secure record of. How it
  // answers a second auth of a completed payment is not documented; the fake answers the same.
  paymentNotFound: { errorCode: '5087', errorMessage: 'Üye işyerine ait ödeme kaydı bulunamadı' },
  conversationData: {
    errorCode: '5014',
    errorMessage: '3dsecure esnasında conversation data decrypt edilemedi',
  },
  notSufficientFunds: {
    errorCode: '10051',
    errorGroup: 'NOT_SUFFICIENT_FUNDS',
    errorMessage: 'Kart limiti yetersiz, yetersiz bakiye',
  },
  // The fake's own reading for a cancel or refund of money it no longer holds (already given back,
  // or never taken); iyzico documents no single code for it.
  notRefundable: { errorCode: '5093', errorMessage: 'İade edilebilecek tutar bulunamadı' },
  doNotHonour: {
    errorCode: '10005',
    errorGroup: 'DO_NOT_HONOUR',
    errorMessage: 'İşlem onaylanmadı',
  },
} as const;

// Requests as the iyzipay SDK sends them (lib/requests/model/*.js), checked about as strictly as
// iyzico does: required fields present, card fields well formed.
export const text = z.string().min(1);
export const decimal = z.string().regex(/^\d+(\.\d+)?$/);

export const InitializeRequestSchema = z.object({
  locale: z.enum(['tr', 'en']).optional(),
  conversationId: z.string().max(50).optional(),
  price: decimal,
  paidPrice: decimal,
  currency: z.enum(['TRY', 'EUR', 'USD', 'GBP']).optional(),
  installment: z.union([z.string(), z.number()]).optional(),
  basketId: z.string().optional(),
  paymentChannel: z.string().optional(),
  paymentGroup: z.string().optional(),
  callbackUrl: z.url(),
  paymentCard: z.object({
    cardHolderName: text,
    cardNumber: z.string().regex(/^\d{12,19}$/),
    expireMonth: z.string().regex(/^(0?[1-9]|1[0-2])$/),
    expireYear: z.string().regex(/^(\d{2}|\d{4})$/),
    cvc: z.string().regex(/^\d{3,4}$/),
    registerCard: z.union([z.string(), z.number()]).optional(),
  }),
  buyer: z.object({
    id: text,
    name: text,
    surname: text,
    identityNumber: z.string().min(5).max(11),
    email: z.email(),
    gsmNumber: z.string().optional(),
    registrationAddress: text,
    city: text,
    country: text,
    ip: text,
  }),
  billingAddress: z.object({ contactName: text, city: text, country: text, address: text }),
  basketItems: z
    .array(
      z.object({
        id: text,
        name: text,
        category1: text,
        itemType: z.enum(['PHYSICAL', 'VIRTUAL']),
        price: decimal,
      }),
    )
    .min(1),
});
export type FakeIyzicoInitializeRequest = z.infer<typeof InitializeRequestSchema>;

export const AuthRequestSchema = z.object({
  locale: z.enum(['tr', 'en']).optional(),
  conversationId: z.string().optional(),
  paymentId: text,
  conversationData: z.string().optional(),
});
export type FakeIyzicoAuthRequest = z.infer<typeof AuthRequestSchema>;

export const DetailRequestSchema = z
  .object({
    locale: z.enum(['tr', 'en']).optional(),
    conversationId: z.string().optional(),
    paymentId: z.string().optional(),
    paymentConversationId: z.string().optional(),
  })
  .refine((r) => r.paymentId !== undefined || r.paymentConversationId !== undefined);
export type FakeIyzicoDetailRequest = z.infer<typeof DetailRequestSchema>;

export const CancelRequestSchema = z.object({
  locale: z.enum(['tr', 'en']).optional(),
  conversationId: z.string().optional(),
  paymentId: text,
  ip: text,
});
export type FakeIyzicoCancelRequest = z.infer<typeof CancelRequestSchema>;

export const RefundRequestSchema = z.object({
  locale: z.enum(['tr', 'en']).optional(),
  conversationId: z.string().optional(),
  paymentId: text,
  price: decimal,
  currency: z.enum(['TRY', 'EUR', 'USD', 'GBP']).optional(),
  ip: text,
});
export type FakeIyzicoRefundRequest = z.infer<typeof RefundRequestSchema>;

export type FakeIyzicoRequest = { path: string; signed: boolean; body: unknown };

export type FakePayment = {
  paymentId: string;
  conversationId: string;
  basketId: string;
  itemId: string;
  /** Kuruş. */
  price: number;
  paidPrice: number;
  currency: string;
  binNumber: string;
  lastFourDigits: string;
  bankRefuses: boolean;
  conversationData: string;
  /** The bank's 3-D Secure answer once the buyer returned ('1' passed). */
  mdStatus: string | null;
  state:
    | 'awaiting-3ds'
    | 'authenticated'
    | '3ds-failed'
    | 'completed'
    | 'failed'
    | 'cancelled'
    | 'refunded';
};

/** The fake's states as iyzico's payment detail names them (`paymentStatus`). */
export const PAYMENT_STATUS = {
  'awaiting-3ds': 'INIT_THREEDS',
  authenticated: 'CALLBACK_THREEDS',
  '3ds-failed': 'CALLBACK_THREEDS',
  completed: 'SUCCESS',
  failed: 'FAILURE',
  // A cancelled or refunded payment was a success; its detail still says so.
  cancelled: 'SUCCESS',
  refunded: 'SUCCESS',
} as const;

export type Answer = { status: number; body: string };

/** iyzico's commission in the fake: 2.99 % plus 0.25 TL a transaction. */
export const COMMISSION_RATE = 0.0299;
export const COMMISSION_FEE_KURUS = 25;

export type Envelope = { locale: string; systemTime: number; conversationId: string | undefined };

export type SignatureCheck = 'ok' | 'unknown-key' | 'bad-signature';

/**
 * IYZWSv2: 'IYZWSv2 ' + base64('apiKey:{key}&randomKey:{random}&signature:{hex}'), the signature
 * being HMAC-SHA256(secretKey, random + path + body as sent), as iyzipay's utils.js builds it.
 */
export function checkSignature(
  header: string | undefined,
  path: string,
  raw: string,
  { apiKey, secretKey }: { apiKey: string; secretKey: string },
): SignatureCheck {
  const encoded = /^IYZWSv2 (\S+)$/.exec(header ?? '')?.[1];
  if (!encoded) return 'bad-signature';
  const params = new Map(
    Buffer.from(encoded, 'base64')
      .toString('utf8')
      .split('&')
      .map((pair) => {
        const at = pair.indexOf(':');
        return [pair.slice(0, at), pair.slice(at + 1)] as const;
      }),
  );
  if (params.get('apiKey') !== apiKey) return 'unknown-key';
  const randomKey = params.get('randomKey') ?? '';
  const expected = createHmac('sha256', secretKey)
    .update(randomKey + path + raw)
    .digest();
  const given = Buffer.from(params.get('signature') ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? 'ok'
    : 'bad-signature';
}

/** The bank's 3-D Secure page as iyzico hands it over: a form that posts itself to the bank. */
export function bankPage(paymentId: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8"><title>3-D Secure</title></head>',
    '<body onload="document.forms[0].submit()">',
    `<form method="post" action="https://3dsecure.banka.invalid/acs/${paymentId}">`,
    `<input type="hidden" name="PaReq" value="fake-pareq-${paymentId}">`,
    '<noscript><button type="submit">Devam</button></noscript>',
    '</form></body></html>',
  ].join('');
}

export function completedPayment(
  payment: FakePayment,
  envelope: Envelope,
): Record<string, unknown> {
  const commission = Math.round(payment.paidPrice * COMMISSION_RATE);
  const payout = payment.paidPrice - commission - COMMISSION_FEE_KURUS;
  const lira = (kurus: number) => kurus / 100;
  return {
    status: 'success',
    ...envelope,
    price: lira(payment.price),
    paidPrice: lira(payment.paidPrice),
    installment: 1,
    paymentId: payment.paymentId,
    fraudStatus: 1,
    merchantCommissionRate: 0,
    merchantCommissionRateAmount: 0,
    iyziCommissionRateAmount: lira(commission),
    iyziCommissionFee: lira(COMMISSION_FEE_KURUS),
    cardType: 'CREDIT_CARD',
    cardAssociation: 'VISA',
    cardFamily: 'Bonus',
    binNumber: payment.binNumber,
    lastFourDigits: payment.lastFourDigits,
    basketId: payment.basketId,
    currency: payment.currency,
    itemTransactions: [
      {
        itemId: payment.itemId,
        paymentTransactionId: String(Number(payment.paymentId) + 1_000_000),
        transactionStatus: 2,
        price: lira(payment.price),
        paidPrice: lira(payment.paidPrice),
        merchantCommissionRate: 0,
        merchantCommissionRateAmount: 0,
        iyziCommissionRateAmount: lira(commission),
        iyziCommissionFee: lira(COMMISSION_FEE_KURUS),
        blockageRate: 0,
        blockageRateAmountMerchant: 0,
        blockageRateAmountSubMerchant: 0,
        blockageResolvedDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 19),
        subMerchantPrice: 0,
        subMerchantPayoutRate: 0,
        subMerchantPayoutAmount: 0,
        merchantPayoutAmount: lira(payout),
      },
    ],
    authCode: String(100_000 + (Number(payment.paymentId) % 900_000)),
    phase: 'AUTH',
    mdStatus: 1,
    hostReference: `mock00${payment.paymentId}`,
  };
}

export function failure(
  envelope: Envelope,
  error: { errorCode: string; errorMessage: string },
): object {
  return { status: 'failure', ...error, ...envelope };
}

export function json(status: number, body: object): Answer {
  return { status, body: JSON.stringify(body) };
}

export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export const localeOf = (body: unknown) =>
  z.object({ locale: z.enum(['tr', 'en']) }).safeParse(body).data?.locale ?? 'tr';

export const conversationIdOf = (body: unknown) =>
  z.object({ conversationId: z.string() }).safeParse(body).data?.conversationId;

export const toKurus = (lira: string) => Math.round(Number(lira) * 100);

export function bodiesOf<T>(
  requests: FakeIyzicoRequest[],
  path: string,
  schema: z.ZodType<T>,
): T[] {
  return requests
    .filter((request) => request.path === path)
    .map((request) => schema.parse(request.body));
}
