import {
  formatSaleNumber,
  SALE_SETTINGS_DEFAULTS,
  type SaleSettings,
} from '@arsamezat/shared/sales/sale';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { saleEvents, saleSettings, sales } from '../../db/schema/sales.ts';

type Queryable = Db | Tx;

export type SaleRow = typeof sales.$inferSelect;
export type NewSale = typeof sales.$inferInsert;

/** The operator's deadlines and strike rule (the defaults if the row is missing). */
export async function readSaleSettings(db: Queryable): Promise<SaleSettings> {
  const [row] = await db.select().from(saleSettings).where(eq(saleSettings.id, 1));
  if (!row) return { ...SALE_SETTINGS_DEFAULTS };
  return {
    buyerConfirmationHours: row.buyerConfirmationHours,
    paymentSecurityDays: row.paymentSecurityDays,
    titleAppointmentDays: row.titleAppointmentDays,
    runnerUpAnswerHours: row.runnerUpAnswerHours,
    strikeLimit: row.strikeLimit,
    strikeWindowMonths: row.strikeWindowMonths,
  };
}

/** The next number of a sequence (sale, document, invoice), read in the caller's transaction. */
export async function nextSequenceValue(
  tx: Tx,
  sequence: 'sale_number_seq' | 'sale_document_number_seq' | 'invoice_number_seq',
): Promise<number> {
  // Drizzle types a raw result per driver (unknown here); both drivers answer `{ rows }`.
  const result: unknown = await tx.execute(sql`select nextval(${sequence}) as value`);
  return Number((result as { rows: { value: number | string }[] }).rows[0]?.value);
}

/** 'SAT-2026-000001': the sale's number, read by people. */
export async function nextSaleNumber(tx: Tx, now: Date): Promise<string> {
  return formatSaleNumber(
    'SAT',
    now.getUTCFullYear(),
    await nextSequenceValue(tx, 'sale_number_seq'),
  );
}

export async function insertSale(tx: Tx, values: NewSale): Promise<SaleRow> {
  const [row] = await tx.insert(sales).values(values).returning();
  if (!row) throw new Error('sale insert returned no row');
  return row;
}

/** A sale locked for a step (FOR UPDATE): every change of a sale goes through this lock. */
export async function lockSale(tx: Tx, saleId: string): Promise<SaleRow | undefined> {
  const [row] = await tx.select().from(sales).where(eq(sales.id, saleId)).for('update');
  return row;
}

export async function findSale(db: Queryable, saleId: string): Promise<SaleRow | undefined> {
  const [row] = await db.select().from(sales).where(eq(sales.id, saleId));
  return row;
}

/** The listing's live sale (not cancelled or defaulted), if any. */
export async function findLiveSaleOfListing(
  db: Queryable,
  listingId: string,
): Promise<SaleRow | undefined> {
  const [row] = await db
    .select()
    .from(sales)
    .where(
      and(eq(sales.listingId, listingId), sql`${sales.step} not in ('cancelled', 'defaulted')`),
    );
  return row;
}

export type SaleEventInput = {
  saleId: string;
  kind: string;
  actorId: string | null;
  actorRole: 'buyer' | 'runner_up' | 'firm' | 'operator' | 'system';
  detail?: Record<string, unknown>;
  now: Date;
};

/** One line of the sale's timeline, in the transaction that made the change. */
export async function appendSaleEvent(tx: Tx, event: SaleEventInput): Promise<void> {
  await tx.insert(saleEvents).values({
    saleId: event.saleId,
    kind: event.kind,
    actorId: event.actorId,
    actorRole: event.actorRole,
    detail: event.detail ?? null,
    createdAt: event.now,
  });
}
