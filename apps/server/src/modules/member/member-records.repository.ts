import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { MyDepositInvoice } from '@arsamezat/shared/sales/invoices';
import { listings } from '../../db/schema/listings.ts';
import { invoices } from '../../db/schema/sales.ts';
import { deposits, offers, payments } from '../../db/schema/trading.ts';
import { earlyRefundBlockerSql } from '../deposits/index.ts';
import { failedAttemptsSql, shownAsDepositSql } from './deposit-attempts.sql.ts';
import { recordListingColumns } from './member-bids.repository.ts';
import { salePriceSql, wonByUserSql } from './member-sql.ts';

/**
 * The member's deposits, offers and wins; every query is scoped to one member. A deposit's
 * failed payment attempts are counted on it, not listed as deposits (deposit-attempts.sql.ts).
 */

type Page = { limit: number; offset: number };

export function selectMyDeposits(db: Db, userId: string, page: Page, now: Date) {
  return db
    .select({
      id: deposits.id,
      amount: deposits.amount,
      status: deposits.status,
      createdAt: deposits.createdAt,
      updatedAt: deposits.updatedAt,
      failedAttempts: failedAttemptsSql,
      listing: recordListingColumns,
      /** What stands in the way of asking for it back now (null: nothing; decision 061). */
      refundBlocker: earlyRefundBlockerSql(now),
      /** The invoice of the service fee kept from it (issue 29), if any. */
      invoice: sql<MyDepositInvoice | null>`(select json_build_object('id', ${invoices.id}, 'number', ${invoices.number}, 'status', ${invoices.status}) from ${invoices} where ${invoices.depositId} = ${deposits.id} and ${invoices.userId} = ${deposits.userId} limit 1)`,
    })
    .from(deposits)
    .innerJoin(listings, eq(listings.id, deposits.listingId))
    .where(and(eq(deposits.userId, userId), shownAsDepositSql))
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type MyDepositRow = Awaited<ReturnType<typeof selectMyDeposits>>[number];

export async function countMyDeposits(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), shownAsDepositSql));
  return row?.total ?? 0;
}

/** The completed payments of the deposits given (the member's own), newest first. */
export function selectCompletedPayments(db: Db, userId: string, depositIds: string[]) {
  if (depositIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: payments.id,
      depositId: payments.depositId,
      orderId: payments.orderId,
      authCode: payments.authCode,
      providerPaymentId: payments.providerPaymentId,
      amount: payments.amount,
      completedAt: payments.completedAt,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        inArray(payments.depositId, depositIds),
        eq(payments.status, 'completed'),
      ),
    )
    .orderBy(desc(payments.completedAt), desc(payments.id));
}
export type CompletedPaymentRow = Awaited<ReturnType<typeof selectCompletedPayments>>[number];

export function selectMyOffers(db: Db, userId: string, page: Page) {
  return db
    .select({
      id: offers.id,
      amount: offers.amount,
      status: offers.status,
      createdAt: offers.createdAt,
      updatedAt: offers.updatedAt,
      listing: recordListingColumns,
    })
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .where(eq(offers.userId, userId))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type MyOfferRow = Awaited<ReturnType<typeof selectMyOffers>>[number];

export async function countMyOffers(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(offers).where(eq(offers.userId, userId));
  return row?.total ?? 0;
}

/** When the sale happened: the closing (or the accept), else the end time. */
const wonAtSql = sql<Date>`coalesce(${listings.closedAt}, ${listings.endsAt})`;

export function selectMyWins(db: Db, userId: string, page: Page & { now: Date }) {
  return db
    .select({
      listing: { ...recordListingColumns, adaNo: listings.adaNo, parselNo: listings.parselNo },
      price: salePriceSql.mapWith(Number),
      /**
       * The member's deposit there kept as the service fee: `completed` while the sale runs,
       * `kept` once it ended (decision 079); the newest, as a reopened listing may hold two.
       * The outer row is named in full (Drizzle writes a selected column unqualified).
       */
      deposit: sql<number>`coalesce((select d.amount from ${deposits} d
        where d.listing_id = "listings"."id" and d.user_id = ${userId}
          and d.status in ('completed', 'kept')
        order by d.created_at desc limit 1), 0)`.mapWith(Number),
      wonAt: sql<Date>`${wonAtSql}`.mapWith(listings.endsAt),
    })
    .from(listings)
    .where(wonByUserSql(userId, page.now))
    .orderBy(desc(wonAtSql), desc(listings.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type MyWinRow = Awaited<ReturnType<typeof selectMyWins>>[number];

export async function countMyWins(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(listings).where(wonByUserSql(userId, now));
  return row?.total ?? 0;
}
