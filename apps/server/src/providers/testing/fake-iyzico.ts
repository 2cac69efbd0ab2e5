import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { CallbackFields } from '../payments/payment-provider.ts';

/** Refused when 3-D Secure starts, with iyzico's answer for 'not sufficient funds'. */
export const FAKE_IYZICO_DECLINED_CARD = '4000000000000002';
/**
 * Starts and passes 3-D Secure, then the bank refuses the charge when the payment is completed
 * (iyzico's sandbox card for 'do not honour').
 */
export const FAKE_IYZICO_BANK_REFUSES_CARD = '4129111111111111';

export const FAKE_IYZICO_PATHS = {
  initialize: '/payment/3dsecure/initialize',
  auth: '/payment/3dsecure/auth',
  detail: '/payment/detail',
} as const;

/**
 * The errors the fake answers, with iyzico's codes and texts. Codes from 10000 up are the bank's
 * answer; lower ones are iyzico's own validation and business errors.
 */
const ERRORS = {
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
  doNotHonour: {
    errorCode: '10005',
    errorGroup: 'DO_NOT_HONOUR',
    errorMessage: 'İşlem onaylanmadı',
  },
} as const;

// Requests as the iyzipay SDK sends them (lib/requests/model/*.js), checked about as strictly as
// iyzico does: required fields present, card fields well formed.
const text = z.string().min(1);
const decimal = z.string().regex(/^\d+(\.\d+)?$/);

const InitializeRequestSchema = z.object({
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

const AuthRequestSchema = z.object({
  locale: z.enum(['tr', 'en']).optional(),
  conversationId: z.string().optional(),
  paymentId: text,
  conversationData: z.string().optional(),
});
export type FakeIyzicoAuthRequest = z.infer<typeof AuthRequestSchema>;

const DetailRequestSchema = z
  .object({
    locale: z.enum(['tr', 'en']).optional(),
    conversationId: z.string().optional(),
    paymentId: z.string().optional(),
    paymentConversationId: z.string().optional(),
  })
  .refine((r) => r.paymentId !== undefined || r.paymentConversationId !== undefined);
export type FakeIyzicoDetailRequest = z.infer<typeof DetailRequestSchema>;

export type FakeIyzicoRequest = { path: string; signed: boolean; body: unknown };

type FakePayment = {
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
  state: 'awaiting-3ds' | 'authenticated' | '3ds-failed' | 'completed' | 'failed';
};

/** The fake's states as iyzico's payment detail names them (`paymentStatus`). */
const PAYMENT_STATUS = {
  'awaiting-3ds': 'INIT_THREEDS',
  authenticated: 'CALLBACK_THREEDS',
  '3ds-failed': 'CALLBACK_THREEDS',
  completed: 'SUCCESS',
  failed: 'FAILURE',
} as const;

type Answer = { status: number; body: string };

/** iyzico's commission in the fake: 2.99 % plus 0.25 TL a transaction. */
const COMMISSION_RATE = 0.0299;
const COMMISSION_FEE_KURUS = 25;

/**
 * A stand-in for iyzico's 3-D Secure API on a local port (tests never reach the internet). It
 * checks the IYZWSv2 signature of every request as iyzico does, keeps every request, issues
 * payment ids, and plays the bank with `authenticate`: what the buyer's bank would post back to
 * the callback once the buyer passed (or failed) 3-D Secure.
 */
export async function startFakeIyzico(credentials: { apiKey: string; secretKey: string }) {
  const requests: FakeIyzicoRequest[] = [];
  const payments = new Map<string, FakePayment>();
  const state = {
    nextPaymentId: 25_149_157,
    breakNext: null as 'stall' | 'html' | 'lose' | null,
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const signature = checkSignature(req.headers.authorization, path, raw, credentials);
      const body = parseJson(raw);
      requests.push({ path, signed: signature === 'ok', body });
      const broken = state.breakNext;
      state.breakNext = null;
      if (broken === 'stall') return; // answered never: the connection is dropped on close()
      if (broken === 'lose') {
        route(path, signature, body); // done at iyzico, but the answer never reaches us
        return;
      }
      const answer: Answer =
        broken === 'html'
          ? { status: 502, body: '<html><body>502 Bad Gateway</body></html>' }
          : route(path, signature, body);
      res.writeHead(answer.status, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(answer.body);
    });
  });

  function route(path: string, signature: SignatureCheck, body: unknown): Answer {
    const locale = localeOf(body);
    const conversationId = conversationIdOf(body);
    const envelope = { locale, systemTime: Date.now(), conversationId };
    // iyzico answers a refused signature with HTTP 200 and a failure, like any other error.
    if (signature === 'unknown-key') return json(200, failure(envelope, ERRORS.unknownApiKey));
    if (signature !== 'ok') return json(200, failure(envelope, ERRORS.badSignature));
    if (path === FAKE_IYZICO_PATHS.initialize) return json(200, initialize(body, envelope));
    if (path === FAKE_IYZICO_PATHS.auth) return json(200, auth(body, envelope));
    if (path === FAKE_IYZICO_PATHS.detail) return json(200, detail(body, envelope));
    return json(404, { status: 'failure', errorMessage: 'Not Found', path });
  }

  function initialize(body: unknown, envelope: Envelope): object {
    const parsed = InitializeRequestSchema.safeParse(body);
    if (!parsed.success) return failure(envelope, ERRORS.invalidRequest);
    const request = parsed.data;
    const card = request.paymentCard;
    if (card.cardNumber === FAKE_IYZICO_DECLINED_CARD) {
      return failure(envelope, ERRORS.notSufficientFunds);
    }
    const paymentId = String(state.nextPaymentId++);
    const item = request.basketItems[0];
    payments.set(paymentId, {
      paymentId,
      conversationId: request.conversationId ?? '',
      basketId: request.basketId ?? '',
      itemId: item?.id ?? '',
      price: toKurus(request.price),
      paidPrice: toKurus(request.paidPrice),
      currency: request.currency ?? 'TRY',
      binNumber: card.cardNumber.slice(0, 6),
      lastFourDigits: card.cardNumber.slice(-4),
      bankRefuses: card.cardNumber === FAKE_IYZICO_BANK_REFUSES_CARD,
      conversationData: randomBytes(12).toString('base64url'),
      mdStatus: null,
      state: 'awaiting-3ds',
    });
    return {
      status: 'success',
      ...envelope,
      paymentId,
      threeDSHtmlContent: Buffer.from(bankPage(paymentId)).toString('base64'),
    };
  }

  function auth(body: unknown, envelope: Envelope): object {
    const parsed = AuthRequestSchema.safeParse(body);
    if (!parsed.success) return failure(envelope, ERRORS.invalidRequest);
    const payment = payments.get(parsed.data.paymentId);
    if (payment?.state !== 'authenticated') return failure(envelope, ERRORS.paymentNotFound);
    if (parsed.data.conversationData !== payment.conversationData) {
      return failure(envelope, ERRORS.conversationData);
    }
    if (payment.bankRefuses) {
      payment.state = 'failed';
      return { ...failure(envelope, ERRORS.doNotHonour), paymentId: payment.paymentId };
    }
    payment.state = 'completed';
    // The answer describes the payment: its own conversation id, not the one the request carried.
    return completedPayment(payment, { ...envelope, conversationId: payment.conversationId });
  }

  /** The payment's detail, found by iyzico's payment id or by the conversation id it started with. */
  function detail(body: unknown, envelope: Envelope): object {
    const parsed = DetailRequestSchema.safeParse(body);
    if (!parsed.success) return failure(envelope, ERRORS.invalidRequest);
    const { paymentId, paymentConversationId } = parsed.data;
    const payment = paymentId
      ? payments.get(paymentId)
      : [...payments.values()].reverse().find((p) => p.conversationId === paymentConversationId);
    const matches =
      payment &&
      (paymentConversationId === undefined || payment.conversationId === paymentConversationId);
    if (!payment || !matches) return failure(envelope, ERRORS.paymentNotFound);
    const { authCode, ...described } = completedPayment(payment, envelope);
    return {
      ...described,
      ...(payment.state === 'completed' ? { authCode } : {}),
      paymentStatus: PAYMENT_STATUS[payment.state],
      mdStatus: payment.mdStatus === null ? null : Number(payment.mdStatus),
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The bodies the adapter sent to one endpoint, in order, as the fake read them. */
    initializeRequests: () =>
      bodiesOf(requests, FAKE_IYZICO_PATHS.initialize, InitializeRequestSchema),
    authRequests: () => bodiesOf(requests, FAKE_IYZICO_PATHS.auth, AuthRequestSchema),
    detailRequests: () => bodiesOf(requests, FAKE_IYZICO_PATHS.detail, DetailRequestSchema),
    /**
     * The buyer finishes 3-D Secure for the latest payment started for `conversationId`: answers
     * the fields the bank posts back to the callback. With mdStatus '1' (the default) the payment
     * may then be completed once; any other mdStatus leaves nothing to complete.
     */
    authenticate(conversationId: string, { mdStatus = '1' } = {}): Required<CallbackFields> {
      const payment = [...payments.values()]
        .reverse()
        .find((p) => p.conversationId === conversationId && p.state === 'awaiting-3ds');
      if (!payment)
        throw new Error(`fake iyzico: no payment awaiting 3-D Secure for ${conversationId}`);
      payment.mdStatus = mdStatus;
      payment.state = mdStatus === '1' ? 'authenticated' : '3ds-failed';
      return {
        status: mdStatus === '1' ? 'success' : 'failure',
        paymentId: payment.paymentId,
        conversationId: payment.conversationId,
        conversationData: payment.conversationData,
        mdStatus,
      };
    },
    /** iyzico's latest payment started for `conversationId`: its id and state, if any. */
    detailOf(conversationId: string) {
      const payment = [...payments.values()]
        .reverse()
        .find((p) => p.conversationId === conversationId);
      return payment ? { paymentId: payment.paymentId, state: payment.state } : null;
    },
    /** How many payments iyzico completed (took money for) for `conversationId`. */
    completedCount: (conversationId: string) =>
      [...payments.values()].filter(
        (p) => p.conversationId === conversationId && p.state === 'completed',
      ).length,
    /**
     * The next request gets no answer at all ('stall'), a proxy's HTML error page ('html'), or is
     * carried out while its answer is lost on the way back ('lose').
     */
    breakNext(kind: 'stall' | 'html' | 'lose') {
      state.breakNext = kind;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Envelope = { locale: string; systemTime: number; conversationId: string | undefined };

type SignatureCheck = 'ok' | 'unknown-key' | 'bad-signature';

/**
 * IYZWSv2: 'IYZWSv2 ' + base64('apiKey:{key}&randomKey:{random}&signature:{hex}'), the signature
 * being HMAC-SHA256(secretKey, random + path + body as sent), as iyzipay's utils.js builds it.
 */
function checkSignature(
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
function bankPage(paymentId: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8"><title>3-D Secure</title></head>',
    '<body onload="document.forms[0].submit()">',
    `<form method="post" action="https://3dsecure.banka.invalid/acs/${paymentId}">`,
    `<input type="hidden" name="PaReq" value="fake-pareq-${paymentId}">`,
    '<noscript><button type="submit">Devam</button></noscript>',
    '</form></body></html>',
  ].join('');
}

function completedPayment(payment: FakePayment, envelope: Envelope): Record<string, unknown> {
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

function failure(envelope: Envelope, error: { errorCode: string; errorMessage: string }): object {
  return { status: 'failure', ...error, ...envelope };
}

function json(status: number, body: object): Answer {
  return { status, body: JSON.stringify(body) };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const localeOf = (body: unknown) =>
  z.object({ locale: z.enum(['tr', 'en']) }).safeParse(body).data?.locale ?? 'tr';

const conversationIdOf = (body: unknown) =>
  z.object({ conversationId: z.string() }).safeParse(body).data?.conversationId;

const toKurus = (lira: string) => Math.round(Number(lira) * 100);

function bodiesOf<T>(requests: FakeIyzicoRequest[], path: string, schema: z.ZodType<T>): T[] {
  return requests
    .filter((request) => request.path === path)
    .map((request) => schema.parse(request.body));
}
