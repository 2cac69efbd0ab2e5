import { and, count, desc, asc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { deposits, payments } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The refund queue's queries. A refund is claimed before the provider is asked: one conditional
 * UPDATE takes the deposit's claim (status refund_due, no live claim), so two clicks or two
 * instances cannot both ask the provider; a claim older than the stale limit is taken over.
 */

/** When the deposit became refund_due: its own column, else its last write (rows marked before). */
export const dueSince = sql<Date>`coalesce(${deposits.refundDueAt}, ${deposits.updatedAt})`.mapWith(
  deposits.refundDueAt,
);

/** The deposit's completed payment (the latest, should there be two). */
const completedPaymentId = sql`(
  select p.id from ${payments} p
  where p.deposit_id = ${deposits.id} and p.status = 'completed'
  order by p.completed_at desc nulls last, p.created_at desc
  limit 1
)`;

const refundColumns = {
  depositId: deposits.id,
  amount: deposits.amount,
  status: deposits.status,
  dueSince,
  refundClaimedAt: deposits.refundClaimedAt,
  refundError: deposits.refundError,
  refundedAt: deposits.refundedAt,
  memberId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  email: users.email,
  listingId: listings.id,
  listingTitle: listings.title,
  paymentId: payments.id,
  orderId: payments.orderId,
  provider: payments.provider,
  providerPaymentId: payments.providerPaymentId,
  paymentAmount: payments.amount,
  manualNote: payments.manualNote,
  paidAt: payments.completedAt,
};
export type RefundRow = Awaited<ReturnType<typeof selectRefunds>>[number];

function refundsQuery(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(refundColumns)
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .innerJoin(listings, eq(listings.id, deposits.listingId))
    .leftJoin(payments, eq(payments.id, completedPaymentId))
    .where(where);
}

export type RefundFilter = { view: 'due' | 'refunded'; listingId?: string | undefined };

function whereOf({ view, listingId }: RefundFilter): SQL | undefined {
  return and(
    eq(deposits.status, view === 'due' ? 'refund_due' : 'refunded'),
    listingId ? eq(deposits.listingId, listingId) : undefined,
  );
}

/** Due refunds oldest first (the promise runs out first); refunded ones newest first. */
export function selectRefunds(db: Db, filter: RefundFilter, limit: number, offset: number) {
  const order =
    filter.view === 'due'
      ? [asc(dueSince), asc(deposits.id)]
      : [desc(deposits.refundedAt), desc(deposits.id)];
  return refundsQuery(db, whereOf(filter))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export async function countRefunds(db: Db, filter: RefundFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(deposits).where(whereOf(filter));
  return row?.n ?? 0;
}

/** Every due refund in short (for the totals and the per-listing groups). */
export function selectDueRefundsBrief(db: Db, limit: number) {
  return db
    .select({
      depositId: deposits.id,
      amount: deposits.amount,
      dueSince,
      listingId: listings.id,
      listingTitle: listings.title,
    })
    .from(deposits)
    .innerJoin(listings, eq(listings.id, deposits.listingId))
    .where(eq(deposits.status, 'refund_due'))
    .orderBy(asc(dueSince))
    .limit(limit);
}

export function findRefund(db: Db | Tx, depositId: string) {
  return refundsQuery(db, eq(deposits.id, depositId))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** The ids of a listing's due refunds, oldest first. */
export async function selectListingDueRefundIds(db: Db, listingId: string): Promise<string[]> {
  const rows = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.listingId, listingId), eq(deposits.status, 'refund_due')))
    .orderBy(asc(deposits.createdAt), asc(deposits.id));
  return rows.map((row) => row.id);
}

/**
 * Takes the refund of one deposit: only while it is refund_due with no claim younger than
 * `staleBefore`. Returns whether this caller holds it now.
 */
export async function claimRefund(
  db: Db,
  depositId: string,
  { claimId, now, staleBefore }: { claimId: string; now: Date; staleBefore: Date },
): Promise<boolean> {
  const rows = await db
    .update(deposits)
    .set({
      refundClaimId: claimId,
      refundClaimedAt: now,
      // Fix the date the promise counts from before anything else writes the row.
      refundDueAt: sql`coalesce(${deposits.refundDueAt}, ${deposits.updatedAt})`,
    })
    .where(
      and(
        eq(deposits.id, depositId),
        eq(deposits.status, 'refund_due'),
        or(isNull(deposits.refundClaimedAt), lt(deposits.refundClaimedAt, staleBefore)),
      ),
    )
    .returning({ id: deposits.id });
  return rows.length === 1;
}

/** The provider confirmed: refunded, whoever holds the claim now (the money went back once). */
export async function markRefunded(
  tx: Tx,
  depositId: string,
  { reference, now }: { reference: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(deposits)
    .set({
      status: 'refunded',
      refundedAt: now,
      updatedAt: now,
      refundReference: reference,
      refundError: null,
      refundClaimId: null,
      refundClaimedAt: null,
    })
    .where(and(eq(deposits.id, depositId), eq(deposits.status, 'refund_due')))
    .returning({ id: deposits.id });
  return rows.length === 1;
}

/** The provider refused, or could not be asked: the claim is let go and the reason kept. */
export async function releaseRefund(
  tx: Tx,
  depositId: string,
  { claimId, error }: { claimId: string; error: string },
): Promise<boolean> {
  const rows = await tx
    .update(deposits)
    .set({ refundError: error.slice(0, 300), refundClaimId: null, refundClaimedAt: null })
    .where(and(eq(deposits.id, depositId), eq(deposits.refundClaimId, claimId)))
    .returning({ id: deposits.id });
  return rows.length === 1;
}

/** A completed deposit the admin sends to the refund queue. */
export async function lockDeposit(tx: Tx, depositId: string) {
  const [row] = await tx
    .select({ id: deposits.id, status: deposits.status, amount: deposits.amount })
    .from(deposits)
    .where(eq(deposits.id, depositId))
    .for('update');
  return row ?? null;
}

export async function markRefundDue(tx: Tx, depositId: string, now: Date): Promise<void> {
  await tx
    .update(deposits)
    .set({ status: 'refund_due', refundDueAt: now, updatedAt: now, refundError: null })
    .where(eq(deposits.id, depositId));
}
