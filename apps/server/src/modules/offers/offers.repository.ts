import { and, asc, count, desc, eq, inArray, max, ne, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { listingPublishedSql } from '../../db/rules/listing-publication.sql.ts';
import { listings } from '../../db/schema/listings.ts';
import { deposits, offers } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';

const offerColumns = {
  id: offers.id,
  listingId: offers.listingId,
  userId: offers.userId,
  amount: offers.amount,
  status: offers.status,
  createdAt: offers.createdAt,
  updatedAt: offers.updatedAt,
};
export type OfferRow = Awaited<ReturnType<typeof selectUserOffers>>[number];

/**
 * An offer listing's timing, with the listing row share-locked so an accept (which updates the
 * row) or a member's early refund (which locks it for update, decision 061) cannot slip between
 * the checks and the insert.
 */
export async function lockOfferContext(tx: Tx, listingId: string) {
  const [row] = await tx
    .select({
      listingType: listings.listingType,
      status: listings.status,
      startsAt: listings.startsAt,
      endsAt: listings.endsAt,
      minOfferAmount: listings.minOfferAmount,
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), listingPublishedSql()))
    .limit(1)
    .for('share');
  return row ?? null;
}

/**
 * The sender's deposit that counts (pending or completed), read after `lockOfferContext`: a
 * statement of its own, so it sees a refund that committed while the lock was awaited.
 */
export async function findDepositStatus(tx: Tx, listingId: string, userId: string) {
  const [row] = await tx
    .select({ status: deposits.status })
    .from(deposits)
    .where(
      and(
        eq(deposits.listingId, listingId),
        eq(deposits.userId, userId),
        inArray(deposits.status, ['pending', 'completed']),
      ),
    )
    .limit(1);
  return row?.status ?? null;
}

export async function findOpenOffer(tx: Tx, listingId: string, userId: string) {
  const [row] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.listingId, listingId),
        eq(offers.userId, userId),
        inArray(offers.status, ['pending', 'accepted']),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertOffer(
  tx: Tx,
  values: { listingId: string; userId: string; amount: number; now: Date },
): Promise<OfferRow> {
  const [row] = await tx
    .insert(offers)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .returning(offerColumns);
  if (!row) throw new Error('offer insert returned no row');
  return row;
}

/**
 * The member's own change to their pending offer (a new amount, or withdrawn). The caller holds
 * the offer's row lock and has seen it pending.
 */
export async function updateOwnOffer(
  tx: Tx,
  offerId: string,
  change: { amount: number } | { status: 'withdrawn' },
  now: Date,
): Promise<OfferRow> {
  const [row] = await tx
    .update(offers)
    .set({ ...change, updatedAt: now })
    .where(and(eq(offers.id, offerId), eq(offers.status, 'pending')))
    .returning(offerColumns);
  if (!row) throw new Error('own offer update found no pending row');
  return row;
}

/** A user's offers on one listing, newest first. */
export function selectUserOffers(db: Db, listingId: string, userId: string, limit: number) {
  return db
    .select(offerColumns)
    .from(offers)
    .where(and(eq(offers.listingId, listingId), eq(offers.userId, userId)))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// Admin

const adminOfferColumns = {
  ...offerColumns,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
};
export type AdminOfferRow = Awaited<ReturnType<typeof selectListingOffers>>[number];

export function selectListingOffers(db: Db | Tx, listingId: string, limit: number) {
  return db
    .select(adminOfferColumns)
    .from(offers)
    .innerJoin(users, eq(users.id, offers.userId))
    .where(eq(offers.listingId, listingId))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(limit);
}

export async function findAdminOffer(db: Db | Tx, offerId: string) {
  const [row] = await db
    .select(adminOfferColumns)
    .from(offers)
    .innerJoin(users, eq(users.id, offers.userId))
    .where(eq(offers.id, offerId));
  return row ?? null;
}

export async function findOffer(db: Db | Tx, offerId: string) {
  const [row] = await db.select(offerColumns).from(offers).where(eq(offers.id, offerId));
  return row ?? null;
}

/** The listing row, locked for the change an accept makes to it. */
export async function lockListing(tx: Tx, listingId: string) {
  const [row] = await tx
    .select({
      id: listings.id,
      listingType: listings.listingType,
      status: listings.status,
      startsAt: listings.startsAt,
      endsAt: listings.endsAt,
      firmId: listings.firmId,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('no key update');
  return row ?? null;
}

export async function lockOffer(tx: Tx, offerId: string) {
  const [row] = await tx
    .select(offerColumns)
    .from(offers)
    .where(eq(offers.id, offerId))
    .for('update');
  return row ?? null;
}

export async function setOfferStatus(
  tx: Tx,
  offerId: string,
  change: { status: 'accepted' | 'rejected'; decidedBy: string; now: Date },
) {
  await tx
    .update(offers)
    .set({ status: change.status, decidedBy: change.decidedBy, updatedAt: change.now })
    .where(eq(offers.id, offerId));
}

/**
 * The highest pending offer of a listing other than `offerId` (kuruş), or null. Read under the
 * listing's lock: a member's new or changed offer takes a share lock on the same row first.
 */
export async function highestOtherPendingAmount(
  tx: Tx,
  listingId: string,
  offerId: string,
): Promise<number | null> {
  const [row] = await tx
    .select({ highest: max(offers.amount) })
    .from(offers)
    .where(
      and(eq(offers.listingId, listingId), eq(offers.status, 'pending'), ne(offers.id, offerId)),
    );
  return row?.highest ?? null;
}

/**
 * The runner-up of an accepted offer (issue 29): the next-highest other pending offer whose
 * sender still holds a completed deposit on the listing (earliest first on a tie).
 */
export async function findRunnerUpOffer(
  tx: Tx,
  listingId: string,
  acceptedOfferId: string,
): Promise<{ userId: string; amount: number; depositId: string } | null> {
  const [row] = await tx
    .select({ userId: offers.userId, amount: offers.amount, depositId: deposits.id })
    .from(offers)
    .innerJoin(
      deposits,
      and(
        eq(deposits.listingId, offers.listingId),
        eq(deposits.userId, offers.userId),
        eq(deposits.status, 'completed'),
      ),
    )
    .where(
      and(
        eq(offers.listingId, listingId),
        eq(offers.status, 'pending'),
        ne(offers.id, acceptedOfferId),
      ),
    )
    .orderBy(desc(offers.amount), asc(offers.createdAt))
    .limit(1);
  return row ?? null;
}

/** The buyer's completed deposit on a listing (kept as the service fee at the sale). */
export async function findCompletedDeposit(
  tx: Tx,
  listingId: string,
  userId: string,
): Promise<{ id: string; amount: number } | null> {
  const [row] = await tx
    .select({ id: deposits.id, amount: deposits.amount })
    .from(deposits)
    .where(
      and(
        eq(deposits.listingId, listingId),
        eq(deposits.userId, userId),
        eq(deposits.status, 'completed'),
      ),
    );
  return row ?? null;
}

/** Rejects every pending offer of a listing; the ids rejected. */
export async function rejectPendingOffers(
  tx: Tx,
  listingId: string,
  change: { decidedBy: string; now: Date },
): Promise<string[]> {
  const rows = await tx
    .update(offers)
    .set({ status: 'rejected', decidedBy: change.decidedBy, updatedAt: change.now })
    .where(and(eq(offers.listingId, listingId), eq(offers.status, 'pending')))
    .returning({ id: offers.id });
  return rows.map((row) => row.id);
}

/** An accepted offer sells the listing: winner, final price, closed now. */
export async function markListingSold(
  tx: Tx,
  listingId: string,
  sale: { winnerId: string; finalPrice: number; now: Date },
) {
  await tx
    .update(listings)
    .set({
      status: 'sold',
      winnerId: sale.winnerId,
      finalPrice: sale.finalPrice,
      closedAt: sale.now,
      updatedAt: sale.now,
    })
    .where(eq(listings.id, listingId));
}

/**
 * Completed deposits of everyone but the buyer become refund_due (spec: refunded if no sale); the
 * members whose deposit moved.
 */
export async function markOtherDepositsRefundDue(
  tx: Tx,
  listingId: string,
  keptFor: readonly string[],
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(deposits)
    .set({ status: 'refund_due', updatedAt: now, refundDueAt: now })
    .where(
      and(
        eq(deposits.listingId, listingId),
        eq(deposits.status, 'completed'),
        notInArray(deposits.userId, [...keptFor]),
      ),
    )
    .returning({ userId: deposits.userId });
  return rows.map((row) => row.userId);
}

/** Pending offers across listings, oldest first, with their listing; and how many there are. */
export async function selectPendingOffers(db: Db, limit: number, offset: number) {
  const pending = eq(offers.status, 'pending');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...adminOfferColumns,
        listingTitle: listings.title,
        listingEndsAt: listings.endsAt,
      })
      .from(offers)
      .innerJoin(users, eq(users.id, offers.userId))
      .innerJoin(listings, eq(listings.id, offers.listingId))
      .where(pending)
      .orderBy(asc(offers.createdAt), asc(offers.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(offers).where(pending),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The firm that owns a listing (issue 28), or null: the operator's or no firm's listing. */
export async function findListingFirm(db: Db | Tx, listingId: string): Promise<string | null> {
  const [row] = await db
    .select({ firmId: listings.firmId })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row?.firmId ?? null;
}
