import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sales } from '../../db/schema/sales.ts';
import type { SaleRow } from './sales.repository.ts';

/** One change of a sale's row, in the step's transaction (the row is locked by `lockSale`). */
export async function updateSale(
  tx: Tx,
  sale: SaleRow,
  values: Partial<typeof sales.$inferInsert>,
  now: Date,
): Promise<SaleRow> {
  const [row] = await tx
    .update(sales)
    .set({ ...values, updatedAt: now })
    .where(eq(sales.id, sale.id))
    .returning();
  if (!row) throw new Error(`sale ${sale.id} vanished under its lock`);
  return row;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The row values of a step that begins now, its deadline from the operator's settings read at
 * this moment (a change of the settings applies to the steps that begin after it).
 */
export const stepBegins = (
  step: 'payment_security' | 'title_appointment',
  days: number,
  now: Date,
) => ({
  step,
  stepStartedAt: now,
  stepDeadline: new Date(now.getTime() + days * DAY_MS),
  reminderSent: null,
});

/** The parts of the sale every notice names. */
export const noticeSale = (sale: SaleRow) => ({
  id: sale.id,
  number: sale.number,
  listingId: sale.listingId,
  buyerId: sale.buyerId,
  firmId: sale.firmId,
});
