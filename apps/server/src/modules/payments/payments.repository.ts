import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { deposits, payments } from '../../db/schema/trading.ts';
import {
  completePackagePurchase,
  failPackagePurchase,
  packagePurchaseStanding,
} from '../listing-packages/index.ts';
import { recordDepositChanged } from '../notifications/index.ts';

/** Payment rows: one per card attempt. Card data is never among their columns. */

export async function insertPayment(
  tx: Tx,
  values: {
    userId: string;
    /** A deposit's listing, or null for a listing package's purchase (`packagePurchaseId`). */
    listingId: string | null;
    depositId: string | null;
    packagePurchaseId?: string | null;
    orderId: string;
    provider: string;
    amount: number;
    now: Date;
  },
): Promise<string> {
  const { now, ...fields } = values;
  const [row] = await tx
    .insert(payments)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: payments.id });
  if (!row) throw new Error('payment insert returned no row');
  return row.id;
}

const paymentColumns = {
  id: payments.id,
  userId: payments.userId,
  listingId: payments.listingId,
  depositId: payments.depositId,
  packagePurchaseId: payments.packagePurchaseId,
  orderId: payments.orderId,
  provider: payments.provider,
  amount: payments.amount,
  netAmount: payments.netAmount,
  status: payments.status,
  providerPaymentId: payments.providerPaymentId,
  authCode: payments.authCode,
  failureReason: payments.failureReason,
  completedAt: payments.completedAt,
  createdAt: payments.createdAt,
};
export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPaymentByOrderId>>>;

export async function findPaymentByOrderId(db: Db, orderId: string) {
  const [row] = await db.select(paymentColumns).from(payments).where(eq(payments.orderId, orderId));
  return row ?? null;
}

export async function findPaymentById(db: Db, id: string) {
  const [row] = await db.select(paymentColumns).from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/**
 * Completes a pending payment and its pending deposit (or its listing package's purchase, with
 * the credits), once: a replayed confirmation finds the payment no longer pending and changes
 * nothing. Answers whether this call completed it.
 */
export async function completePayment(
  db: Db,
  payment: { id: string; depositId: string | null; packagePurchaseId?: string | null },
  result: { providerPaymentId: string; netAmount: number | null; authCode: string | null },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(payments)
      .set({ status: 'completed', ...result, threeDsPage: null, completedAt: now, updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (done.length === 0) return false;
    if (payment.depositId) {
      const [deposit] = await tx
        .update(deposits)
        .set({ status: 'completed', updatedAt: now })
        .where(and(eq(deposits.id, payment.depositId), eq(deposits.status, 'pending')))
        .returning({
          id: deposits.id,
          userId: deposits.userId,
          listingId: deposits.listingId,
          amount: deposits.amount,
        });
      if (deposit) {
        await recordDepositChanged(tx, {
          event: 'deposit_completed',
          depositId: deposit.id,
          userId: deposit.userId,
          listingId: deposit.listingId,
          amount: deposit.amount,
          now,
        });
      }
    }
    if (payment.packagePurchaseId) {
      await completePackagePurchase(tx, { purchaseId: payment.packagePurchaseId, now });
    }
    return true;
  });
}

/**
 * Fails a pending payment, once; its deposit fails too when this was the deposit's latest
 * attempt (an older attempt failing must not fail a newer one in progress).
 */
export async function failPayment(
  db: Db,
  payment: {
    id: string;
    depositId: string | null;
    orderId: string;
    packagePurchaseId?: string | null;
  },
  result: { providerPaymentId: string | null; reason: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(payments)
      .set({
        status: 'failed',
        failureReason: result.reason.slice(0, 300),
        ...(result.providerPaymentId ? { providerPaymentId: result.providerPaymentId } : {}),
        threeDsPage: null,
        updatedAt: now,
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (done.length === 0) return false;
    if (payment.depositId) {
      await tx
        .update(deposits)
        .set({ status: 'failed', updatedAt: now })
        .where(
          and(
            eq(deposits.id, payment.depositId),
            eq(deposits.status, 'pending'),
            eq(deposits.paymentId, payment.orderId),
          ),
        );
    }
    if (payment.packagePurchaseId) {
      await failPackagePurchase(tx, { purchaseId: payment.packagePurchaseId, now });
    }
    return true;
  });
}

export async function storeThreeDsPage(db: Db, paymentId: string, sealed: string): Promise<void> {
  await db.update(payments).set({ threeDsPage: sealed }).where(eq(payments.id, paymentId));
}

/** The sealed 3-D Secure page of a pending payment, if it still has one. */
export async function findThreeDsPage(db: Db, paymentId: string) {
  const [row] = await db
    .select({ userId: payments.userId, createdAt: payments.createdAt, page: payments.threeDsPage })
    .from(payments)
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'pending'),
        isNotNull(payments.threeDsPage),
      ),
    );
  return row?.page ? { ...row, page: row.page } : null;
}

/** Clears the page as it is shown; only the first of two concurrent readers gets true. */
export async function clearThreeDsPage(db: Db, paymentId: string): Promise<boolean> {
  const cleared = await db
    .update(payments)
    .set({ threeDsPage: null })
    .where(and(eq(payments.id, paymentId), isNotNull(payments.threeDsPage)))
    .returning({ id: payments.id });
  return cleared.length > 0;
}

/**
 * Where an attempt stands with its deposit. Only the deposit's live attempt (the deposit pending
 * and this its latest order id) may take money; any other is superseded (a newer attempt was
 * started, e.g. in another tab) or its deposit is already paid.
 */
export async function findAttemptStanding(
  db: Db,
  payment: { depositId: string | null; orderId: string; packagePurchaseId?: string | null },
): Promise<'live' | 'superseded' | 'paid'> {
  // A package purchase has one payment: it is live while the purchase is pending.
  if (payment.packagePurchaseId) return packagePurchaseStanding(db, payment.packagePurchaseId);
  if (!payment.depositId) return 'superseded';
  const [deposit] = await db
    .select({ status: deposits.status, paymentId: deposits.paymentId })
    .from(deposits)
    .where(eq(deposits.id, payment.depositId));
  if (!deposit) return 'superseded';
  if (deposit.status === 'completed') return 'paid';
  return deposit.status === 'pending' && deposit.paymentId === payment.orderId
    ? 'live'
    : 'superseded';
}

/**
 * Claims up to `batch` payments of `provider` pending since before `startedBefore` and not asked
 * about since `askedBefore`: marks them asked now and answers them. Rows another instance is
 * claiming are skipped (SKIP LOCKED) and the update re-checks the row it locked, so one payment
 * is claimed by one run at a time, across instances.
 */
export async function claimStalePayments(
  db: Db,
  claim: { provider: string; now: Date; startedBefore: Date; askedBefore: Date; batch: number },
): Promise<PaymentRow[]> {
  const due = and(
    eq(payments.status, 'pending'),
    eq(payments.provider, claim.provider),
    sql`${payments.createdAt} <= ${claim.startedBefore.toISOString()}::timestamptz`,
    sql`(${payments.reconciledAt} is null or ${payments.reconciledAt} <= ${claim.askedBefore.toISOString()}::timestamptz)`,
  );
  return db
    .update(payments)
    .set({ reconciledAt: claim.now })
    .where(
      and(
        due,
        sql`${payments.id} in (select ${payments.id} from ${payments} where ${due} order by ${payments.createdAt} limit ${claim.batch} for update skip locked)`,
      ),
    )
    .returning(paymentColumns);
}
