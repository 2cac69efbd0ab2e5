import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { listingDocuments } from '../../db/schema/documents.ts';
import { firmMembers, firms } from '../../db/schema/firms.ts';
import { listings } from '../../db/schema/listings.ts';

/** The queue: firms' listings waiting for the operator, the longest waiting first. */
export function selectSubmitted(db: Db, limit: number, offset: number) {
  return db
    .select({
      id: listings.id,
      title: listings.title,
      listingType: listings.listingType,
      city: listings.city,
      submittedAt: listings.submittedAt,
      startsAt: listings.startsAt,
      endsAt: listings.endsAt,
      firmId: firms.id,
      firmSlug: firms.slug,
      firmTitle: firms.title,
      firmStatus: firms.status,
    })
    .from(listings)
    .innerJoin(firms, eq(firms.id, listings.firmId))
    .where(eq(listings.publication, 'submitted'))
    .orderBy(asc(listings.submittedAt), asc(listings.id))
    .limit(limit)
    .offset(offset);
}

export async function countSubmitted(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(listings)
    .where(eq(listings.publication, 'submitted'));
  return row?.total ?? 0;
}

/** A firm's listing with its firm and what the firm declared; null for an operator's listing. */
export async function findFirmListing(db: Db, listingId: string) {
  const [row] = await db
    .select({
      publication: listings.publication,
      tasinmazNo: listings.tasinmazNo,
      authorisationBasis: listings.authorisationBasis,
      reviewNotes: listings.reviewNotes,
      submittedAt: listings.submittedAt,
      depositAmount: listings.depositAmount,
      minOfferAmount: listings.minOfferAmount,
      firmId: firms.id,
      firmSlug: firms.slug,
      firmTitle: firms.title,
      firmStatus: firms.status,
    })
    .from(listings)
    .innerJoin(firms, eq(firms.id, listings.firmId))
    .where(eq(listings.id, listingId));
  return row ?? null;
}

/** Every document of the listing, the authorisation (`yetki_belgesi`) included. */
export function selectListingDocuments(db: Db, listingId: string) {
  return db
    .select()
    .from(listingDocuments)
    .where(eq(listingDocuments.listingId, listingId))
    .orderBy(asc(listingDocuments.createdAt), asc(listingDocuments.id));
}

export async function findListingDocument(db: Db, listingId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(listingDocuments)
    .where(and(eq(listingDocuments.listingId, listingId), eq(listingDocuments.id, documentId)));
  return row ?? null;
}

/** The firm's listing row, locked for the decision (bids and the clock lock the same row). */
export async function lockFirmListing(tx: Tx, listingId: string) {
  const [row] = await tx.select().from(listings).where(eq(listings.id, listingId)).for('update');
  return row && row.firmId !== null ? row : null;
}

export type ReviewedColumns = Pick<
  typeof listings.$inferInsert,
  'publication' | 'reviewNotes' | 'publishedAt' | 'depositAmount' | 'updatedAt'
>;

export async function updateReviewed(tx: Tx, listingId: string, values: ReviewedColumns) {
  const [row] = await tx.update(listings).set(values).where(eq(listings.id, listingId)).returning();
  if (!row) throw new Error('listing review update returned no row');
  return row;
}

/** Who acts for the firm: each is told of the operator's decision. */
export async function selectFirmMemberIds(tx: Tx, firmId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: firmMembers.userId })
    .from(firmMembers)
    .where(eq(firmMembers.firmId, firmId));
  return rows.map((row) => row.userId);
}
