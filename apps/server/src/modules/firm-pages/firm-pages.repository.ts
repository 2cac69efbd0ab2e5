import { FIRM_PAGE_LISTING_LIMIT } from '@arsamezat/shared/listings/firm-page';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listingOpenSql } from '../../db/rules/listing-phase.sql.ts';
import { listingPublishedSql } from '../../db/rules/listing-publication.sql.ts';
import { firms } from '../../db/schema/firms.ts';
import { listings } from '../../db/schema/listings.ts';

/**
 * A firm that has a public page: approved, or suspended after approval (its listings stay).
 * A pending, incomplete or rejected application has none.
 */
export async function findPublicFirm(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: firms.id,
      slug: firms.slug,
      title: firms.title,
      address: firms.address,
      status: firms.status,
      approvedAt: firms.approvedAt,
      createdAt: firms.createdAt,
    })
    .from(firms)
    .where(and(eq(firms.slug, slug), inArray(firms.status, ['approved', 'suspended'])));
  return row ?? null;
}

/** The firm's current listings: published and not ended, the soonest ending first. */
export async function selectCurrentListingIds(db: Db, firmId: string, now: Date) {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.firmId, firmId), listingPublishedSql(), listingOpenSql(now)))
    .orderBy(asc(listings.endsAt), asc(listings.id))
    .limit(FIRM_PAGE_LISTING_LIMIT);
  return rows.map((row) => row.id);
}
