import { PAYMENT_MESSAGES, type PaymentResult } from '@arsamezat/shared/trading/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { CallbackFields, PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { openPage } from '../../providers/payments/three-ds-seal.ts';
import {
  clearThreeDsPage,
  findAttemptStanding,
  findPaymentById,
  findPaymentByOrderId,
  findThreeDsPage,
  type PaymentRow,
} from './payments.repository.ts';
import {
  ATTEMPT_TEXTS,
  closeAttempt,
  logUnreachable,
  recordProviderAnswer,
} from './settle-payment.ts';

const ORDER_ID = /^[\w-]{1,50}$/;
/** How long the provider's 3-D Secure page may be opened after the payment started. */
const THREE_DS_PAGE_MINUTES = 15;

type Deps = { db: Db; clock: () => Date; provider: PaymentProvider; log: FastifyBaseLogger };

/** The provider's return (callback), the 3-D Secure page link and the result screen's query. */
export function createPaymentService(deps: Deps) {
  const { db, clock, provider, log } = deps;
  /**
   * The bank's return. Its fields prove nothing: the provider is asked what happened to the
   * order, and only its answer moves a pending payment (once). Only the deposit's live attempt
   * may take money: the return of an attempt superseded by a newer one (another tab), or whose
   * deposit is already paid, closes it without completing it at the provider. Answers where to
   * send the browser.
   */
  async function handleCallback(fields: CallbackFields): Promise<string> {
    const orderId = fields.conversationId ?? '';
    if (!ORDER_ID.test(orderId)) return '/payment-callback';
    const payment = await findPaymentByOrderId(db, orderId);
    if (!payment) return `/payment-callback?orderId=${encodeURIComponent(orderId)}`;
    if (payment.status === 'pending' && payment.provider === provider.name) {
      try {
        const standing = await findAttemptStanding(db, payment);
        if (standing === 'live') {
          await settle(payment, fields);
        } else {
          await closeAttempt(deps, payment, ATTEMPT_TEXTS[standing], clock());
        }
      } catch (error) {
        // A bank's return must never end on an error page: the payment stays pending, the
        // result screen says so, and the reconciliation job settles it later.
        const name = error instanceof Error ? error.name : 'unknown';
        log.error({ orderId, err: { name } }, 'payment callback could not be settled');
      }
    }
    return `/payment-callback?uid=${payment.id}&orderId=${encodeURIComponent(orderId)}`;
  }

  async function settle(payment: PaymentRow, fields: CallbackFields): Promise<void> {
    let verification;
    try {
      verification = await provider.verify({
        orderId: payment.orderId,
        amount: payment.amount,
        fields,
      });
    } catch (error) {
      // The provider could not be asked: the payment stays pending and the result screen says
      // so (and asks again; the reconciliation job settles it if the answer was lost). A bank's
      // return must never end on an error page.
      logUnreachable(log, payment.orderId, error);
      return;
    }
    const settled = await recordProviderAnswer(deps, payment, verification, clock());
    if (verification.outcome === 'unverified') {
      log.warn(
        { orderId: payment.orderId, reason: verification.reason },
        'payment callback not confirmed by the provider; nothing changed',
      );
    } else if (settled === 'unchanged' && verification.outcome === 'completed') {
      log.warn({ orderId: payment.orderId }, 'payment callback: completion not recorded');
    }
  }

  /** The caller's own payment, by our id (uid) or the order id; anyone else's is "not found". */
  async function getResult(
    userId: string,
    query: { uid?: string | undefined; orderId?: string | undefined },
  ): Promise<PaymentResult> {
    const payment = query.uid
      ? await findPaymentById(db, query.uid)
      : await findPaymentByOrderId(db, query.orderId ?? '');
    const matches =
      payment &&
      payment.userId === userId &&
      (query.orderId === undefined || payment.orderId === query.orderId);
    if (!payment || !matches) throw notFound(PAYMENT_MESSAGES.notFound, 'PAYMENT_NOT_FOUND');
    const message =
      payment.status === 'completed'
        ? PAYMENT_MESSAGES.successText
        : payment.status === 'failed'
          ? (payment.failureReason ?? PAYMENT_MESSAGES.failureText)
          : PAYMENT_MESSAGES.pendingText;
    return {
      paymentSuccessful: payment.status === 'completed',
      message,
      payment: {
        uid: payment.id,
        orderId: payment.orderId,
        listingId: payment.listingId,
        status: payment.status,
        amount: payment.amount,
        netAmount: payment.netAmount,
        authCode: payment.authCode,
        transactionId: payment.providerPaymentId,
        failureReason: payment.failureReason,
        createdAt: payment.createdAt.toISOString(),
        completedAt: payment.completedAt?.toISOString() ?? null,
      },
    };
  }

  /** The provider's 3-D Secure page, once, to the member who started the payment. */
  async function takeThreeDsPage(userId: string | undefined, paymentId: string, key: string) {
    const found = await findThreeDsPage(db, paymentId);
    if (!found || found.userId !== userId) return null;
    if (clock().getTime() - found.createdAt.getTime() > THREE_DS_PAGE_MINUTES * 60_000) return null;
    const page = openPage(found.page, key);
    if (page === null || !(await clearThreeDsPage(db, paymentId))) return null;
    return page;
  }

  return { handleCallback, getResult, takeThreeDsPage };
}
