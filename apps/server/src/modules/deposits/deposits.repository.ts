import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { listingPublishedSql } from '../../db/rules/listing-publication.sql.ts';
import { listings } from '../../db/schema/listings.ts';
import { deposits } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';
import { earlyRefundBlockerSql } from './early-refund.sql.ts';

/** The listing a deposit is for, share-locked so it cannot close or vanish mid-payment. */
export async function lockDepositListing(tx: Tx, listingId: string) {
  const [row] = await tx
    .select({
      id: listings.id,
      title: listings.title,
      listingType: listings.listingType,
      status: listings.status,
      startsAt: listings.startsAt,
      endsAt: listings.endsAt,
      depositAmount: listings.depositAmount,
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), listingPublishedSql()))
    .limit(1)
    .for('share');
  return row ?? null;
}

/** The deposit that counts (spec §4): the newest pending or completed one. */
export async function findCountingDeposit(tx: Tx, listingId: string, userId: string) {
  const [row] = await tx
    .select({ id: deposits.id, status: deposits.status })
    .from(deposits)
    .where(
      and(
        eq(deposits.listingId, listingId),
        eq(deposits.userId, userId),
        inArray(deposits.status, ['pending', 'completed']),
      ),
    )
    .orderBy(desc(deposits.createdAt))
    .limit(1);
  return row ?? null;
}

/** A pending deposit is reused: it takes the new attempt's order id (and today's amount). */
export async function preparePendingDeposit(
  tx: Tx,
  values: {
    existingId: string | null;
    listingId: string;
    userId: string;
    amount: number;
    paymentId: string | null;
    status: 'pending' | 'completed';
    now: Date;
  },
): Promise<string> {
  const { existingId, now, ...fields } = values;
  if (existingId) {
    await tx
      .update(deposits)
      .set({
        amount: fields.amount,
        paymentId: fields.paymentId,
        status: fields.status,
        updatedAt: now,
      })
      .where(eq(deposits.id, existingId));
    return existingId;
  }
  const [row] = await tx
    .insert(deposits)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: deposits.id });
  if (!row) throw new Error('deposit insert returned no row');
  return row.id;
}

/** The caller's latest deposits on a listing, newest first. */
export function selectUserDeposits(db: Db, listingId: string, userId: string) {
  return db
    .select({
      id: deposits.id,
      status: deposits.status,
      amount: deposits.amount,
      updatedAt: deposits.updatedAt,
    })
    .from(deposits)
    .where(and(eq(deposits.listingId, listingId), eq(deposits.userId, userId)))
    .orderBy(desc(deposits.createdAt))
    .limit(20);
}

export async function selectDepositAmount(db: Db, listingId: string) {
  const [row] = await db
    .select({ depositAmount: listings.depositAmount })
    .from(listings)
    .where(and(eq(listings.id, listingId), listingPublishedSql()))
    .limit(1);
  return row ?? null;
}

/** What the payment provider needs to know about the buyer. */
export async function selectBuyer(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      email: users.email,
      city: users.city,
      address: users.address,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

// A member's early refund (issue 26, decision 061). Locks go listing, then deposit: the order of
// the bid statement, the bids' transaction path and the closing job, so none of them deadlocks.

/** A deposit's member and listing, read without a lock (someone else's is refused first). */
export async function findDepositOwner(db: Db, depositId: string) {
  const [row] = await db
    .select({ userId: deposits.userId, listingId: deposits.listingId })
    .from(deposits)
    .where(eq(deposits.id, depositId))
    .limit(1);
  return row ?? null;
}

/** The listing row locked for update: bids, offers and the closing on it wait for the decision. */
export async function lockListingForRefund(tx: Tx, listingId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
  return rows.length === 1;
}

/**
 * The deposit locked for update, with what stands in the way of its early refund now. Read after
 * the listing's lock, so it sees every bid and offer that committed before.
 */
export async function lockDepositForRefund(tx: Tx, depositId: string, now: Date) {
  const [row] = await tx
    .select({
      id: deposits.id,
      listingId: deposits.listingId,
      amount: deposits.amount,
      status: deposits.status,
      blocker: earlyRefundBlockerSql(now),
    })
    .from(deposits)
    .innerJoin(listings, eq(listings.id, deposits.listingId))
    .where(eq(deposits.id, depositId))
    .for('update', { of: deposits });
  return row ?? null;
}

/** The completed deposit joins the refund queue (decision 024), as at a listing's end. */
export async function markEarlyRefundDue(tx: Tx, depositId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(deposits)
    .set({ status: 'refund_due', refundDueAt: now, updatedAt: now, refundError: null })
    .where(and(eq(deposits.id, depositId), eq(deposits.status, 'completed')))
    .returning({ id: deposits.id });
  return rows.length === 1;
}
