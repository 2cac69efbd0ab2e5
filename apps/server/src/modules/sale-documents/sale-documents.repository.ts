import { and, asc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { firms } from '../../db/schema/firms.ts';
import { listings } from '../../db/schema/listings.ts';
import { saleDocuments, sales } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';

type Queryable = Db | Tx;

export type SaleDocumentRow = typeof saleDocuments.$inferSelect;
export type NewSaleDocument = typeof saleDocuments.$inferInsert;

/** A document the job owes: the sale's result document, or a completed sale's summary. */
export type DueDocument = { saleId: string; buyerId: string; kind: 'result' | 'summary' };

const hasDocument = (kind: 'result' | 'summary') =>
  notExists(
    sql`(select 1 from ${saleDocuments} where ${saleDocuments.saleId} = ${sales.id} and ${saleDocuments.kind} = ${kind})`,
  );

/**
 * Sales lacking a generated document, oldest first: every sale its result document (İhale /
 * Satış Sonuç Belgesi), a completed one its 'Satış Özeti'. Read without locks; each is claimed
 * under the sale's row lock before it is made (`lockSaleForDocument`).
 */
export async function selectDueDocuments(db: Queryable, limit: number): Promise<DueDocument[]> {
  const rows = await db
    .select({
      saleId: sales.id,
      buyerId: sales.buyerId,
      step: sales.step,
      needsResult: sql<boolean>`${hasDocument('result')}`,
    })
    .from(sales)
    .where(or(hasDocument('result'), and(eq(sales.step, 'completed'), hasDocument('summary'))))
    .orderBy(asc(sales.createdAt), asc(sales.id))
    .limit(limit);
  return rows.map((row) => ({
    saleId: row.saleId,
    buyerId: row.buyerId,
    kind: row.needsResult ? 'result' : 'summary',
  }));
}

/**
 * The sale locked for making its document, or undefined when another instance holds it (SKIP
 * LOCKED: that instance is making it) or it is gone. Every sale step takes the same lock, so
 * the snapshot read after it is the sale as it stands.
 */
export async function lockSaleForDocument(tx: Tx, saleId: string) {
  const [row] = await tx
    .select()
    .from(sales)
    .where(eq(sales.id, saleId))
    .for('update', { skipLocked: true });
  return row;
}

export async function findDocumentOfKind(
  tx: Queryable,
  saleId: string,
  kind: string,
): Promise<SaleDocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(saleDocuments)
    .where(and(eq(saleDocuments.saleId, saleId), eq(saleDocuments.kind, kind)))
    .limit(1);
  return row;
}

/** What a document says about the listing, the buyer and the seller firm. */
export async function selectDocumentFacts(tx: Queryable, listingId: string, buyerId: string) {
  const [listing] = await tx
    .select({
      title: listings.title,
      listingType: listings.listingType,
      city: listings.city,
      district: listings.district,
      neighborhood: listings.neighborhood,
      adaNo: listings.adaNo,
      parselNo: listings.parselNo,
      ilanSahibi: listings.ilanSahibi,
      firmTitle: firms.title,
    })
    .from(listings)
    .leftJoin(firms, eq(firms.id, listings.firmId))
    .where(eq(listings.id, listingId));
  const [buyer] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, buyerId));
  if (!listing || !buyer) return null;
  return { listing, buyer };
}

export async function insertSaleDocument(tx: Tx, values: NewSaleDocument) {
  const [row] = await tx.insert(saleDocuments).values(values).returning();
  if (!row) throw new Error('sale document insert returned no row');
  return row;
}

export async function findSaleDocument(
  db: Queryable,
  saleId: string,
  documentId: string,
): Promise<SaleDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(saleDocuments)
    .where(and(eq(saleDocuments.id, documentId), eq(saleDocuments.saleId, saleId)));
  return row;
}

/** A generated document by its public verification code. */
export async function findDocumentByCode(
  db: Queryable,
  code: string,
): Promise<SaleDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(saleDocuments)
    .where(
      and(
        eq(saleDocuments.verificationCode, code),
        inArray(saleDocuments.kind, ['result', 'summary']),
      ),
    );
  return row;
}
