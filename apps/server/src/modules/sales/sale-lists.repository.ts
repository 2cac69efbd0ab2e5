import type { SaleListQuerySchema } from '@arsamezat/shared/sales/sale';
import { and, asc, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { firms } from '../../db/schema/firms.ts';
import { listings } from '../../db/schema/listings.ts';
import { sales } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';

/** The lists of sales: the member's (as buyer and as runner-up), the firm's, the operator's. */

export const SALES_PAGE_SIZE = 20;

export type SaleListFilter = z.infer<typeof SaleListQuerySchema>['filter'];

const OPEN = sql`${sales.step} in ('buyer_confirmation', 'payment_security', 'title_appointment')`;
const overdueAt = (now: Date) =>
  sql`(${OPEN} and ${sales.stepDeadline} is not null and ${sales.stepDeadline} <= ${now.toISOString()})`;

/** Who sees which sales. */
export type SaleListScope =
  | { kind: 'member'; userId: string }
  | { kind: 'firm'; firmId: string }
  | { kind: 'operator'; filter: SaleListFilter };

function scopeWhere(scope: SaleListScope, now: Date): SQL | undefined {
  switch (scope.kind) {
    case 'member':
      return or(
        eq(sales.buyerId, scope.userId),
        and(eq(sales.runnerUpId, scope.userId), isNotNull(sales.runnerUpStatus)),
      );
    case 'firm':
      return eq(sales.firmId, scope.firmId);
    case 'operator':
      switch (scope.filter) {
        case 'open':
          return OPEN;
        case 'overdue':
          return overdueAt(now);
        case 'completed':
          return eq(sales.step, 'completed');
        case 'ended':
          return sql`${sales.step} in ('cancelled', 'defaulted')`;
        case 'all':
          return undefined;
      }
  }
}

function orderOf(scope: SaleListScope, now: Date): SQL[] {
  // The operator's work first: overdue, then by the nearest deadline (ended sales last).
  if (scope.kind === 'operator') {
    return [
      desc(overdueAt(now)),
      sql`${sales.stepDeadline} asc nulls last`,
      desc(sales.createdAt),
      asc(sales.id),
    ];
  }
  return [desc(sales.createdAt), asc(sales.id)];
}

export async function selectSalesPage(db: Db, scope: SaleListScope, page: number, now: Date) {
  const where = scopeWhere(scope, now);
  const rows = await db
    .select({
      sale: sales,
      listingTitle: listings.title,
      province: listings.city,
      district: listings.district,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
      firmTitle: firms.title,
      /** A Pazarlık listing still sold, with no live sale: it may go back on the market. */
      listingRelistable: sql<boolean>`(${listings.listingType} = 'offer' and ${listings.status} = 'sold' and not exists (select 1 from sales as other_sale where other_sale.listing_id = ${sales.listingId} and other_sale.id <> ${sales.id} and other_sale.step not in ('cancelled', 'defaulted')))`,
    })
    .from(sales)
    .innerJoin(listings, eq(listings.id, sales.listingId))
    .innerJoin(users, eq(users.id, sales.buyerId))
    .leftJoin(firms, eq(firms.id, sales.firmId))
    .where(where)
    .orderBy(...orderOf(scope, now))
    .limit(SALES_PAGE_SIZE)
    .offset((page - 1) * SALES_PAGE_SIZE);
  const [total] = await db.select({ value: count() }).from(sales).where(where);
  return { rows, total: total?.value ?? 0 };
}

export type SaleListRow = Awaited<ReturnType<typeof selectSalesPage>>['rows'][number];
