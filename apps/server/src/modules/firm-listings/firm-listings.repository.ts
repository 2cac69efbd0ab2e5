import {
  FIRM_LISTINGS_PAGE_SIZE,
  type FirmListingTab,
} from '@arsamezat/shared/firms/firm-listings';
import { AUTHORISATION_DOCUMENT_KIND } from '@arsamezat/shared/listings/listing-documents';
import { and, asc, count, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { listingOpenSql } from '../../db/rules/listing-phase.sql.ts';
import { listingDocuments } from '../../db/schema/documents.ts';
import { packageCredits } from '../../db/schema/listing-packages.ts';
import { listingImages, listings } from '../../db/schema/listings.ts';

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;

/** The condition of each panel tab (firm-listings.ts `firmListingTab` is its twin per row). */
function tabSql(tab: FirmListingTab, now: Date): SQL {
  const published = eq(listings.publication, 'published');
  switch (tab) {
    case 'draft':
      return inArray(listings.publication, ['draft', 'returned']);
    case 'submitted':
      return eq(listings.publication, 'submitted');
    case 'rejected':
      return eq(listings.publication, 'rejected');
    case 'sold':
      return sql`(${published} and ${eq(listings.status, 'sold')})`;
    case 'published':
      return sql`(${published} and ${listingOpenSql(now)})`;
    case 'ended':
      return sql`(${published} and ${ne(listings.status, 'sold')} and not ${listingOpenSql(now)})`;
  }
}

/** How many of the firm's listings each tab holds, in one statement. */
export async function countByTab(
  db: Db,
  firmId: string,
  now: Date,
): Promise<Record<FirmListingTab, number>> {
  const countOf = (tab: FirmListingTab) =>
    sql<number>`count(*) filter (where ${tabSql(tab, now)})`.mapWith(Number);
  const [row] = await db
    .select({
      draft: countOf('draft'),
      submitted: countOf('submitted'),
      published: countOf('published'),
      ended: countOf('ended'),
      sold: countOf('sold'),
      rejected: countOf('rejected'),
    })
    .from(listings)
    .where(eq(listings.firmId, firmId));
  return row ?? { draft: 0, submitted: 0, published: 0, ended: 0, sold: 0, rejected: 0 };
}

/** One page of a tab: the newest change first (a draft being worked on stays on top). */
export async function selectTabPage(
  db: Db,
  firmId: string,
  tab: FirmListingTab,
  page: number,
  now: Date,
): Promise<(ListingRow & { coverUrl: string | null })[]> {
  const cover = sql<string | null>`(
    select ${listingImages.thumbnailUrl} from ${listingImages}
    where ${listingImages.listingId} = ${listings.id}
    order by ${listingImages.position} limit 1)`;
  const rows = await db
    .select({ listing: listings, coverUrl: cover })
    .from(listings)
    .where(and(eq(listings.firmId, firmId), tabSql(tab, now)))
    .orderBy(desc(listings.updatedAt), desc(listings.id))
    .limit(FIRM_LISTINGS_PAGE_SIZE)
    .offset((page - 1) * FIRM_LISTINGS_PAGE_SIZE);
  return rows.map((row) => ({ ...row.listing, coverUrl: row.coverUrl }));
}

/** The firm's listing, or null (another firm's listing is not found: never a firm id from outside). */
export async function selectFirmListing(
  db: Db | Tx,
  firmId: string,
  id: string,
): Promise<ListingRow | null> {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.firmId, firmId)));
  return row ?? null;
}

/** The firm's listing locked until the transaction ends, or null. */
export async function lockFirmListing(
  tx: Tx,
  firmId: string,
  id: string,
): Promise<ListingRow | null> {
  const [row] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.firmId, firmId)))
    .for('update');
  return row ?? null;
}

export async function insertFirmListing(tx: Tx, values: NewListingRow): Promise<ListingRow> {
  const [row] = await tx.insert(listings).values(values).returning();
  if (!row) throw new Error('listing insert returned no row');
  return row;
}

export async function updateFirmListing(
  tx: Tx,
  id: string,
  values: Partial<NewListingRow>,
): Promise<ListingRow> {
  const [row] = await tx.update(listings).set(values).where(eq(listings.id, id)).returning();
  if (!row) throw new Error('listing update returned no row');
  return row;
}

export async function deleteFirmListingRow(tx: Tx, id: string): Promise<void> {
  await tx.delete(listings).where(eq(listings.id, id));
}

export async function selectImages(db: Db | Tx, listingId: string) {
  return db
    .select()
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.position));
}

/** Whether the listing holds the firm's authorisation document ('Yetki Belgesi'). */
export async function hasAuthorisationDocument(tx: Tx, listingId: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(listingDocuments)
    .where(
      and(
        eq(listingDocuments.listingId, listingId),
        eq(listingDocuments.kind, AUTHORISATION_DOCUMENT_KIND),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * The firm's listing credits it may still use ('Kalan ilan hakkı'): available and unexpired.
 * Read here (the panel's one number); the credits change only through listing-packages.
 */
export async function countAvailableCredits(db: Db, firmId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(packageCredits)
    .where(
      and(
        eq(packageCredits.firmId, firmId),
        eq(packageCredits.state, 'available'),
        gt(packageCredits.expiresAt, now),
      ),
    );
  return row?.n ?? 0;
}
