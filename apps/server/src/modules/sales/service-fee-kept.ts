import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sales } from '../../db/schema/sales.ts';
import { deposits } from '../../db/schema/trading.ts';

/**
 * The buyer's deposit becomes the kept service fee (issue 29, decision 079): `completed` →
 * `kept` when the sale ends at 'Tamamlandı' or 'Temerrüt'. A kept deposit is no longer a
 * completed deposit on the listing, so no path that refunds a listing's completed deposits
 * (a cancel, an offer's acceptance, an early refund, the end of a reopened listing) reaches it,
 * and the listing may be put back on the market after a default. Returns whether it moved.
 */
export async function keepServiceFee(
  tx: Tx,
  depositId: string | null,
  now: Date,
): Promise<boolean> {
  if (depositId === null) return false;
  const moved = await tx
    .update(deposits)
    .set({ status: 'kept', updatedAt: now })
    .where(and(eq(deposits.id, depositId), eq(deposits.status, 'completed')))
    .returning({ id: deposits.id });
  return moved.length > 0;
}

/**
 * The fees of sales that ended before migration 0021 (their deposits still `completed`) become
 * `kept`, once, at start-up (decision 079): idempotent, so any instance may run it again.
 */
export async function keepEndedSalesFees(db: Db | Tx, now: Date): Promise<number> {
  const moved = await db
    .update(deposits)
    .set({ status: 'kept', updatedAt: now })
    .where(
      and(
        eq(deposits.status, 'completed'),
        inArray(
          deposits.id,
          db
            .select({ id: sql<string>`${sales.depositId}` })
            .from(sales)
            .where(
              and(inArray(sales.step, ['completed', 'defaulted']), isNotNull(sales.depositId)),
            ),
        ),
      ),
    )
    .returning({ id: deposits.id });
  return moved.length;
}
