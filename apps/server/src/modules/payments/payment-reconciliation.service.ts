import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider, PaymentStatus } from '../../providers/payments/payment-provider.ts';
import { claimStalePayments } from './payments.repository.ts';
import {
  ATTEMPT_TEXTS,
  closeAttempt,
  logUnreachable,
  recordProviderAnswer,
  type Settled,
} from './settle-payment.ts';

const MINUTE = 60_000;
/** A payment still pending this long after it started is asked about: its answer may be lost. */
export const RECONCILE_AFTER_MS = 5 * MINUTE;
/** How often one payment is asked about again while the provider still says nothing final. */
const ASK_AGAIN_AFTER_MS = MINUTE;
/**
 * A payment the provider never finished (or never saw) this long after it started is failed: no
 * 3-D Secure page or bank session lasts this long, so no money can move for it any more.
 */
export const GIVE_UP_AFTER_MS = 30 * MINUTE;
const BATCH = 20;

type Deps = { db: Db; clock: () => Date; provider: PaymentProvider; log: FastifyBaseLogger };

export type ReconciliationRun = { asked: number; completed: string[]; failed: string[] };

/**
 * Settles payments whose provider answer never reached us (a timeout, a lost callback, a crash
 * between the provider's answer and our write). Each run claims a batch of stale pending payments
 * (one claimant per payment, across instances), asks the provider about each (read only), and
 * records what it says: completed with the deposit, or failed. An attempt that may no longer take
 * money (superseded, deposit paid) or that the provider never finished within the grace period is
 * closed. The repository's `where status = 'pending'` makes every change happen once, even if a
 * late callback races the job.
 */
export function createPaymentReconciliation({ db, clock, provider, log }: Deps) {
  const deps = { db, provider, log };

  async function reconcileOnce(): Promise<ReconciliationRun> {
    const now = clock();
    const claimed = await claimStalePayments(db, {
      provider: provider.name,
      now,
      startedBefore: new Date(now.getTime() - RECONCILE_AFTER_MS),
      askedBefore: new Date(now.getTime() - ASK_AGAIN_AFTER_MS),
      batch: BATCH,
    });
    const run: ReconciliationRun = { asked: claimed.length, completed: [], failed: [] };
    for (const payment of claimed) {
      let settled: Settled;
      if (now.getTime() - payment.createdAt.getTime() >= GIVE_UP_AFTER_MS) {
        settled = await closeAttempt(deps, payment, ATTEMPT_TEXTS.expired, now);
      } else {
        let status: PaymentStatus;
        try {
          status = await provider.status({
            orderId: payment.orderId,
            amount: payment.amount,
            providerPaymentId: payment.providerPaymentId,
          });
        } catch (error) {
          logUnreachable(log, payment.orderId, error);
          continue;
        }
        settled = await recordProviderAnswer(deps, payment, status, now);
      }
      if (settled === 'completed') run.completed.push(payment.orderId);
      if (settled === 'failed') run.failed.push(payment.orderId);
    }
    return run;
  }

  return { reconcileOnce };
}

export type PaymentReconciliation = ReturnType<typeof createPaymentReconciliation>;
