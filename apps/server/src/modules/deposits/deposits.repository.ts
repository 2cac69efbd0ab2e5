import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { deposits } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';

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
    .where(eq(listings.id, listingId))
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
    .where(eq(listings.id, listingId))
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
