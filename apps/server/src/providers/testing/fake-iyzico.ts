import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CallbackFields } from '../payments/payment-provider.ts';
import {
  ERRORS,
  InitializeRequestSchema,
  AuthRequestSchema,
  DetailRequestSchema,
  CancelRequestSchema,
  RefundRequestSchema,
  PAYMENT_STATUS,
  checkSignature,
  bankPage,
  completedPayment,
  failure,
  json,
  parseJson,
  localeOf,
  conversationIdOf,
  toKurus,
  bodiesOf,
  type FakeIyzicoRequest,
  type FakePayment,
  type Answer,
  type Envelope,
  type SignatureCheck,
} from './fake-iyzico-wire.ts';

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
  cancel: '/payment/cancel',
  refund: '/v2/payment/refund',
} as const;

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
    /** The next cancel or refund is refused with this bank answer. */
    refuseNextRefund: null as { errorCode: string; errorMessage: string } | null,
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
    if (path === FAKE_IYZICO_PATHS.cancel) return json(200, giveBack('cancel', body, envelope));
    if (path === FAKE_IYZICO_PATHS.refund) return json(200, giveBack('refund', body, envelope));
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

  /**
   * Cancel (same day) or refund v2 of a completed payment, in full: once. A payment already given
   * back, or never completed, is refused; a refund must name the payment's whole price.
   */
  function giveBack(kind: 'cancel' | 'refund', body: unknown, envelope: Envelope): object {
    const parsed = (kind === 'cancel' ? CancelRequestSchema : RefundRequestSchema).safeParse(body);
    if (!parsed.success) return failure(envelope, ERRORS.invalidRequest);
    const payment = payments.get(parsed.data.paymentId);
    if (!payment) return failure(envelope, ERRORS.paymentNotFound);
    const refused = state.refuseNextRefund;
    state.refuseNextRefund = null;
    if (refused) return failure(envelope, refused);
    if (payment.state !== 'completed') return failure(envelope, ERRORS.notRefundable);
    const price = 'price' in parsed.data ? String(parsed.data.price) : null;
    if (price !== null && toKurus(price) !== payment.paidPrice) {
      return failure(envelope, ERRORS.invalidRequest);
    }
    payment.state = kind === 'cancel' ? 'cancelled' : 'refunded';
    return {
      status: 'success',
      ...envelope,
      paymentId: payment.paymentId,
      price: payment.paidPrice / 100,
      currency: payment.currency,
      hostReference: `mockiade${payment.paymentId}`,
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
    cancelRequests: () => bodiesOf(requests, FAKE_IYZICO_PATHS.cancel, CancelRequestSchema),
    refundRequests: () => bodiesOf(requests, FAKE_IYZICO_PATHS.refund, RefundRequestSchema),
    /** How many payments of `conversationId` were given back (cancelled or refunded). */
    givenBackCount: (conversationId: string) =>
      [...payments.values()].filter(
        (p) =>
          p.conversationId === conversationId &&
          (p.state === 'cancelled' || p.state === 'refunded'),
      ).length,
    /** The next cancel or refund is refused by the bank with this answer. */
    refuseNextRefund(errorMessage = 'Banka iade işlemini onaylamadı', errorCode = '10005') {
      state.refuseNextRefund = { errorCode, errorMessage };
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

export type {
  FakeIyzicoInitializeRequest,
  FakeIyzicoAuthRequest,
  FakeIyzicoDetailRequest,
  FakeIyzicoCancelRequest,
  FakeIyzicoRefundRequest,
  FakeIyzicoRequest,
} from './fake-iyzico-wire.ts';
