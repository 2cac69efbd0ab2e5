import { OVERDUE_SALES_SHOWN, type OverdueSales } from '@arsamezat/shared/sales/sale-default';
import { and, asc, count, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { sales } from '../../db/schema/sales.ts';

const OPEN = ['buyer_confirmation', 'payment_security', 'title_appointment'] as const;

/**
 * Sales whose open step's deadline has passed (issue 29): the operator's overview ('Bugün
 * Yapılacaklar') shows how many and the longest overdue first — each waits for the operator's
 * decision (a default, or a word with the party that is late).
 */
export async function countOverdueSales(db: Db, now: Date): Promise<OverdueSales> {
  const overdue = and(inArray(sales.step, [...OPEN]), lt(sales.stepDeadline, now));
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(sales).where(overdue),
    db
      .select({
        id: sales.id,
        number: sales.number,
        listingTitle: listings.title,
        step: sales.step,
        stepDeadline: sales.stepDeadline,
      })
      .from(sales)
      .innerJoin(listings, eq(listings.id, sales.listingId))
      .where(overdue)
      .orderBy(asc(sales.stepDeadline))
      .limit(OVERDUE_SALES_SHOWN),
  ]);
  return {
    count: total[0]?.n ?? 0,
    items: rows.flatMap((row) =>
      row.stepDeadline === null || !(OPEN as readonly string[]).includes(row.step)
        ? []
        : [
            {
              id: row.id,
              number: row.number,
              listingTitle: row.listingTitle,
              step: row.step as (typeof OPEN)[number],
              stepDeadline: row.stepDeadline.toISOString(),
            },
          ],
    ),
  };
}
