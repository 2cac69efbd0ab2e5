import type { AdminPaymentsFilter } from '@arsamezat/shared/admin/admin-payments';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { firms } from '../../db/schema/firms.ts';
import { packagePurchases } from '../../db/schema/listing-packages.ts';
import { listings } from '../../db/schema/listings.ts';
import { deposits, payments } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';

/** The payments table's queries: the filtered list, its CSV rows, and the manual payment. */

const paymentColumns = {
  id: payments.id,
  orderId: payments.orderId,
  amount: payments.amount,
  status: payments.status,
  provider: payments.provider,
  manualNote: payments.manualNote,
  failureReason: payments.failureReason,
  createdAt: payments.createdAt,
  completedAt: payments.completedAt,
  memberId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  email: users.email,
  listingId: listings.id,
  listingTitle: listings.title,
  depositId: deposits.id,
  depositStatus: deposits.status,
  depositPaymentId: deposits.paymentId,
  purchaseId: packagePurchases.id,
  packageName: packagePurchases.packageName,
  firmId: firms.id,
  firmTitle: firms.title,
};
export type PaymentRow = Awaited<ReturnType<typeof selectPayments>>[number];

function whereOf(filter: AdminPaymentsFilter): SQL | undefined {
  return and(
    filter.status === 'all' ? undefined : eq(payments.status, filter.status),
    filter.listingId ? eq(payments.listingId, filter.listingId) : undefined,
    filter.kind === 'package'
      ? isNotNull(payments.packagePurchaseId)
      : filter.kind === 'deposit'
        ? isNull(payments.packagePurchaseId)
        : undefined,
  );
}

function paymentsQuery(db: Db | Tx, where: SQL | undefined) {
  return (
    db
      .select(paymentColumns)
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      // A package sale (issue 28) has no listing: its firm and package instead.
      .leftJoin(listings, eq(listings.id, payments.listingId))
      .leftJoin(packagePurchases, eq(packagePurchases.id, payments.packagePurchaseId))
      .leftJoin(firms, eq(firms.id, packagePurchases.firmId))
      .leftJoin(deposits, eq(deposits.id, payments.depositId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
  );
}

/** One page of the filtered payments, newest first. */
export function selectPayments(db: Db, filter: AdminPaymentsFilter, limit: number, offset: number) {
  return paymentsQuery(db, whereOf(filter)).limit(limit).offset(offset);
}

export async function countPayments(db: Db, filter: AdminPaymentsFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(whereOf(filter));
  return row?.n ?? 0;
}

/** Listings that have payments, for the filter: the newest payment's listing first. */
export function selectPaymentListings(db: Db, limit: number) {
  return db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(
      inArray(
        listings.id,
        db
          .selectDistinct({ id: payments.listingId })
          .from(payments)
          .where(isNotNull(payments.listingId)),
      ),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit);
}

export function findPayment(db: Db | Tx, paymentId: string) {
  return paymentsQuery(db, eq(payments.id, paymentId))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** The payment and its deposit, both locked: deposit first, as the callback does. */
export async function lockPaymentAndDeposit(tx: Tx, paymentId: string) {
  const [unlocked] = await tx
    .select({ depositId: payments.depositId })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!unlocked) return null;
  const [deposit] = unlocked.depositId
    ? await tx
        .select({ id: deposits.id, status: deposits.status, paymentId: deposits.paymentId })
        .from(deposits)
        .where(eq(deposits.id, unlocked.depositId))
        .for('update')
    : [];
  const [payment] = await tx
    .select({
      id: payments.id,
      orderId: payments.orderId,
      amount: payments.amount,
      status: payments.status,
    })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  return payment ? { payment, deposit: deposit ?? null } : null;
}

/** A bank transfer received: the payment and its deposit completed, in the caller's transaction. */
export async function completeManually(
  tx: Tx,
  ids: { paymentId: string; depositId: string },
  values: { note: string; adminId: string; now: Date },
): Promise<void> {
  await tx
    .update(payments)
    .set({
      status: 'completed',
      completedAt: values.now,
      manualNote: values.note,
      manualBy: values.adminId,
      failureReason: null,
      updatedAt: values.now,
    })
    .where(eq(payments.id, ids.paymentId));
  await tx
    .update(deposits)
    .set({ status: 'completed', updatedAt: values.now })
    .where(eq(deposits.id, ids.depositId));
}
