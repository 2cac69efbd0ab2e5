import {
  ADMIN_INVOICES_PAGE_SIZE,
  formatInvoiceNumber,
  INVOICE_SERIES,
  invoiceAmounts,
  invoiceYear,
  type InvoiceStatus,
} from '@arsamezat/shared/sales/invoices';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { invoices, sales } from '../../db/schema/sales.ts';
import { deposits } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
type Queryable = Db | Tx;

/** One numbering at a time, across instances: GİB's running number has no gaps (decision 076). */
const NUMBERING_LOCK = sql`select pg_advisory_xact_lock(hashtext('invoice-numbering'))`;

/**
 * The next GİB number of the year, in the caller's transaction under the numbering lock: one more
 * than the highest of the year's invoices and return invoices, 1 on a new year. A sequence would
 * neither restart each year nor stay free of gaps when a transaction rolls back.
 */
export async function nextInvoiceNumber(tx: Tx, now: Date): Promise<string> {
  await tx.execute(NUMBERING_LOCK);
  const prefix = `${INVOICE_SERIES}${invoiceYear(now)}`;
  const result = await tx.execute(sql`
    select coalesce(max(right(n, 9)::bigint), 0) as last from (
      select ${invoices.number} as n from ${invoices} where ${invoices.number} like ${`${prefix}%`}
      union all
      select ${invoices.reversalNumber} from ${invoices} where ${invoices.reversalNumber} like ${`${prefix}%`}
    ) numbers`);
  const [row] = (result as { rows: { last: number | string }[] }).rows;
  return formatInvoiceNumber(INVOICE_SERIES, invoiceYear(now), Number(row?.last ?? 0) + 1);
}

/**
 * Opens the invoice of each sale whose service fee is kept and has none yet (not a sale cancelled
 * before it got one), numbered in order. `invoices_sale_key` keeps it to one per sale; the
 * numbering lock makes a second instance wait and then find nothing left to open.
 */
export async function openDueInvoices(db: Db, now: Date, batch: number): Promise<InvoiceRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(NUMBERING_LOCK);
    const due = await tx
      .select({
        id: sales.id,
        buyerId: sales.buyerId,
        depositId: sales.depositId,
        serviceFee: sales.serviceFee,
      })
      .from(sales)
      .where(
        and(
          sql`${sales.serviceFee} > 0`,
          sql`${sales.step} <> 'cancelled'`,
          sql`not exists (select 1 from ${invoices} where ${invoices.saleId} = ${sales.id})`,
        ),
      )
      .orderBy(asc(sales.createdAt), asc(sales.number))
      .limit(batch);
    const opened: InvoiceRow[] = [];
    for (const sale of due) {
      const [row] = await tx
        .insert(invoices)
        .values({
          saleId: sale.id,
          depositId: sale.depositId,
          userId: sale.buyerId,
          status: 'queued',
          number: await nextInvoiceNumber(tx, now),
          // UBL-TR's ETTN is the issuer's to choose: sending it again is then the same document.
          ettn: randomUUID(),
          ...invoiceAmounts(sale.serviceFee),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (row) opened.push(row);
    }
    return opened;
  });
}

/**
 * Claims a batch of invoices in `status` whose wait is over (`dueSql`), one claimant per row
 * across instances (FOR UPDATE SKIP LOCKED): the claim counts an attempt and stamps the time, so
 * the next claim waits its backoff. The integrator is called after this commits.
 */
export async function claimInvoices(
  db: Db,
  claim: {
    status: InvoiceStatus;
    due: SQL;
    extra?: SQL;
    now: Date;
    batch: number;
    /** Whether this claim is a try that counts towards the backoff (not a status query). */
    countsAttempt: boolean;
  },
): Promise<InvoiceRow[]> {
  const where = and(eq(invoices.status, claim.status), claim.due, claim.extra);
  return db
    .update(invoices)
    .set({
      attempts: claim.countsAttempt ? sql`${invoices.attempts} + 1` : invoices.attempts,
      updatedAt: claim.now,
    })
    .where(
      and(
        where,
        sql`${invoices.id} in (select ${invoices.id} from ${invoices} where ${where} order by ${invoices.createdAt} limit ${claim.batch} for update skip locked)`,
      ),
    )
    .returning();
}

/** Whether `ms` have passed since the invoice's last change. */
export function quietFor(now: Date, ms: number): SQL {
  return sql`${invoices.updatedAt} <= ${new Date(now.getTime() - ms).toISOString()}::timestamptz`;
}

/** Whether the wait after `attempts` tries has passed: 0, then 1, 2, 4 … minutes, at most 60. */
export function backoffOver(now: Date): SQL {
  return sql`${invoices.updatedAt} <= ${now.toISOString()}::timestamptz - make_interval(mins => case when ${invoices.attempts} = 0 then 0 else least(60, power(2, ${invoices.attempts} - 1)::int) end)`;
}

/** The invoice's sale was cancelled and the deposit it was kept from goes back (refund). */
export const feeRefundedSql = sql`exists (select 1 from ${sales} join ${deposits} on ${deposits.id} = ${sales.depositId} where ${sales.id} = ${invoices.saleId} and ${sales.step} = 'cancelled' and ${deposits.status} in ('refund_due', 'refunded'))`;

/** A change that holds only if the invoice is still in `from` (another claimant may have moved it). */
export async function moveInvoice(
  tx: Queryable,
  id: string,
  from: InvoiceStatus,
  values: Partial<typeof invoices.$inferInsert>,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .update(invoices)
    .set(values)
    .where(and(eq(invoices.id, id), eq(invoices.status, from)))
    .returning();
  return row;
}

export async function findInvoice(db: Queryable, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export async function lockInvoice(tx: Tx, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

/** The buyer's names and the sale's number, for the document and the operator's list. */
export async function invoiceContext(db: Queryable, saleId: string) {
  const [row] = await db
    .select({
      saleNumber: sales.number,
      listingId: sales.listingId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(sales)
    .innerJoin(users, eq(users.id, sales.buyerId))
    .where(eq(sales.id, saleId));
  return row;
}

/** The operator's list: failed first, then newest first; optionally one status. */
export async function listInvoices(db: Db, status: InvoiceStatus | undefined, page: number) {
  const where = status ? eq(invoices.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        invoice: invoices,
        saleNumber: sales.number,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(invoices)
      .innerJoin(sales, eq(sales.id, invoices.saleId))
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(where)
      .orderBy(
        sql`case when ${invoices.status} = 'failed' then 0 else 1 end`,
        desc(invoices.createdAt),
        desc(invoices.id),
      )
      .limit(ADMIN_INVOICES_PAGE_SIZE)
      .offset((page - 1) * ADMIN_INVOICES_PAGE_SIZE),
    db.select({ value: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
