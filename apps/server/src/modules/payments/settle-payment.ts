import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type PaymentStatus,
  type PaymentVerification,
} from '../../providers/payments/payment-provider.ts';
import { completePayment, failPayment, type PaymentRow } from './payments.repository.ts';

/** Why an attempt that may no longer take money was closed (shown on the result screen). */
export const ATTEMPT_TEXTS = {
  superseded: 'Bu ödeme denemesinin yerine yeni bir ödeme başlatıldı; bu denemeden ücret alınmadı.',
  /** Spec 02 §8, the deposit's "completed exists" text. */
  paid: 'Bu ilan için depozito ödemesi zaten tamamlanmış.',
  /** The provider never finished it within the reconciliation's grace period. */
  expired: 'Ödeme zamanında tamamlanmadı; kartınızdan ücret alınmadı.',
} as const;

export type SettleDeps = { db: Db; provider: PaymentProvider; log: FastifyBaseLogger };
export type Settled = 'completed' | 'failed' | 'unchanged';

/**
 * Moves a pending payment (and its deposit) as the provider's answer says: completed only for the
 * amount we asked, failed when the provider says it failed; anything else changes nothing. The
 * repository's `where status = 'pending'` makes it happen once, whoever calls first.
 */
export async function recordProviderAnswer(
  { db, log }: Pick<SettleDeps, 'db' | 'log'>,
  payment: PaymentRow,
  answer: PaymentVerification | PaymentStatus,
  now: Date,
): Promise<Settled> {
  if (answer.outcome === 'completed') {
    if (answer.paidAmount !== payment.amount) {
      log.warn({ orderId: payment.orderId }, 'payment: provider amount differs; ignored');
      return 'unchanged';
    }
    return (await completePayment(db, payment, answer, now)) ? 'completed' : 'unchanged';
  }
  if (answer.outcome === 'failed') {
    return (await failPayment(db, payment, answer, now)) ? 'failed' : 'unchanged';
  }
  return 'unchanged';
}

/**
 * Closes an attempt that must not take money now (superseded, its deposit paid, or expired)
 * without completing anything at the provider. The provider is still asked first (read only):
 * if it says the money was taken (a completion whose answer we lost), that is recorded — the
 * buyer paid, and the record must say so. If it says the attempt failed, it fails with the
 * provider's reason; otherwise with `reason`. When the
 * provider cannot be asked the payment stays pending for the next try.
 */
export async function closeAttempt(
  deps: SettleDeps,
  payment: PaymentRow,
  reason: string,
  now: Date,
): Promise<Settled> {
  let status: PaymentStatus;
  try {
    status = await deps.provider.status({
      orderId: payment.orderId,
      amount: payment.amount,
      providerPaymentId: payment.providerPaymentId,
    });
  } catch (error) {
    logUnreachable(deps.log, payment.orderId, error);
    return 'unchanged';
  }
  if (status.outcome === 'completed') {
    const settled = await recordProviderAnswer(deps, payment, status, now);
    if (settled === 'completed') {
      deps.log.warn(
        { orderId: payment.orderId },
        'payment completed at the provider for an attempt that was closed; check for a refund',
      );
    }
    return settled;
  }
  // The provider's own failure keeps its reason; an attempt it never finished gets ours.
  const failure = status.outcome === 'failed' ? status : { providerPaymentId: null, reason };
  return (await failPayment(deps.db, payment, failure, now)) ? 'failed' : 'unchanged';
}

/** The provider could not be asked: only the error's name (and an adapter's card-free text). */
export function logUnreachable(log: FastifyBaseLogger, orderId: string, error: unknown): void {
  const name = error instanceof Error ? error.name : 'unknown';
  const message = error instanceof PaymentProviderError ? error.message : undefined;
  log.error({ orderId, err: { name, message } }, 'payment: the provider could not be asked');
}
