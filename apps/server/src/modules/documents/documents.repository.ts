import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { listingDocumentDownloads, listingDocuments } from '../../db/schema/documents.ts';
import { listingPublishedSql } from '../../db/rules/listing-publication.sql.ts';
import { listings } from '../../db/schema/listings.ts';
import { users } from '../../db/schema/users.ts';

export type DocumentRow = typeof listingDocuments.$inferSelect;
export type NewDocumentRow = typeof listingDocuments.$inferInsert;

/** Locks the listing row (as every admin write does); false when there is no such listing. */
export async function lockListingRow(tx: Tx, listingId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
  return row !== undefined;
}

/** `publishedOnly`: a member's read, which sees only published listings (issue 28). */
export async function listingExists(
  db: Db | Tx,
  listingId: string,
  publishedOnly: boolean,
): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), publishedOnly ? listingPublishedSql() : undefined));
  return row !== undefined;
}

/*
 * Every document of the listing, a firm's authorisation over the parcel (`yetki_belgesi`, issue
 * 28) included: the service keeps that one from members (`list`, `download`); the firm and the
 * operator read and remove it.
 */

export async function selectDocuments(db: Db | Tx, listingId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(listingDocuments)
    .where(eq(listingDocuments.listingId, listingId))
    .orderBy(listingDocuments.createdAt, listingDocuments.id);
}

export async function countDocuments(tx: Tx, listingId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(listingDocuments)
    .where(eq(listingDocuments.listingId, listingId));
  return row?.n ?? 0;
}

export async function selectDocument(
  db: Db | Tx,
  listingId: string,
  documentId: string,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(listingDocuments)
    .where(and(eq(listingDocuments.listingId, listingId), eq(listingDocuments.id, documentId)));
  return row ?? null;
}

export async function insertDocument(tx: Tx, values: NewDocumentRow): Promise<DocumentRow> {
  const [row] = await tx.insert(listingDocuments).values(values).returning();
  if (!row) throw new Error('document insert returned no row');
  return row;
}

export async function deleteDocument(tx: Tx, documentId: string): Promise<void> {
  await tx.delete(listingDocuments).where(eq(listingDocuments.id, documentId));
}

export async function insertDownload(
  db: Db,
  values: typeof listingDocumentDownloads.$inferInsert,
): Promise<void> {
  await db.insert(listingDocumentDownloads).values(values);
}

/** The newest downloads of a listing's documents, with who downloaded them. */
export async function selectDownloads(db: Db, listingId: string, limit: number) {
  return db
    .select({
      id: listingDocumentDownloads.id,
      documentId: listingDocumentDownloads.documentId,
      fileName: listingDocumentDownloads.fileName,
      kind: listingDocumentDownloads.kind,
      userId: listingDocumentDownloads.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      downloadedAt: listingDocumentDownloads.downloadedAt,
    })
    .from(listingDocumentDownloads)
    .innerJoin(users, eq(users.id, listingDocumentDownloads.userId))
    .where(eq(listingDocumentDownloads.listingId, listingId))
    .orderBy(desc(listingDocumentDownloads.downloadedAt), desc(listingDocumentDownloads.id))
    .limit(limit);
}
