import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listingOpenSql } from '../../db/rules/listing-phase.sql.ts';
import { listings } from '../../db/schema/listings.ts';
import { accountDeletionRequests } from '../../db/schema/member.ts';
import { contactMessages } from '../../db/schema/messages.ts';
import { bids, deposits, offers, payments } from '../../db/schema/trading.ts';

/** The overview's counts, each one aggregate query over its table (issue 11). */

const n = sql<number>`count(*)`.mapWith(Number);
const sumOf = (column: typeof payments.amount | typeof deposits.amount) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

export async function sumCompletedPayments(db: Db) {
  const [row] = await db
    .select({ count: n, amount: sumOf(payments.amount) })
    .from(payments)
    .where(eq(payments.status, 'completed'));
  return row ?? { count: 0, amount: 0 };
}

export async function countBidsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bids).where(gte(bids.createdAt, since));
  return row?.n ?? 0;
}

/** Deposits owed back (losers of a closed auction, rejected offers, cancelled listings). */
export async function sumRefundsDue(db: Db) {
  const [row] = await db
    .select({ count: n, amount: sumOf(deposits.amount) })
    .from(deposits)
    .where(eq(deposits.status, 'refund_due'));
  return row ?? { count: 0, amount: 0 };
}

export async function countPendingOffers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(offers).where(eq(offers.status, 'pending'));
  return row?.n ?? 0;
}

/** Firms' listings sent for approval and not yet decided (issue 28). */
export async function countListingsAwaitingReview(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(eq(listings.publication, 'submitted'));
  return row?.n ?? 0;
}

/** Auctions still open whose end is before the end of the day (`dayEnd`). */
export async function countAuctionsEndingBefore(db: Db, now: Date, dayEnd: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(
      and(eq(listings.listingType, 'auction'), listingOpenSql(now), lt(listings.endsAt, dayEnd)),
    );
  return row?.n ?? 0;
}

export async function countPaymentsPendingSince(db: Db, before: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before)));
  return row?.n ?? 0;
}

export async function countUnhandledMessages(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return row?.n ?? 0;
}

/** Open KVKK applications, and how many of them were filed before `dueBefore` (overdue). */
export async function countOpenKvkk(db: Db, dueBefore: Date) {
  const [row] = await db
    .select({
      count: n,
      overdue:
        sql<number>`count(*) filter (where ${accountDeletionRequests.createdAt} < ${dueBefore})`.mapWith(
          Number,
        ),
    })
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.status, 'received'));
  return row ?? { count: 0, overdue: 0 };
}
