import type { ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { type ImageVariant, type ListingSort } from '@arsamezat/shared/listings/listings';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { listingImages, listings, listingVerifications } from '../../db/schema/listings.ts';
import { bids } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';
import { listingOpenSql, listingPhaseSql } from '../../db/rules/listing-phase.sql.ts';
import { listingPublishedSql } from '../../db/rules/listing-publication.sql.ts';
import { firms } from '../../db/schema/firms.ts';
import { listingSummaryColumns } from './listing-summary-columns.ts';

/** The buyer: the recorded winner, else (ended, not yet closed) the highest bidder. */
const buyers = alias(users, 'buyer');

const detailColumns = {
  ...listingSummaryColumns,
  description: listings.description,
  district: listings.district,
  neighborhood: listings.neighborhood,
  districtCode: listings.districtCode,
  neighbourhoodCode: listings.neighbourhoodCode,
  adaNo: listings.adaNo,
  parselNo: listings.parselNo,
  ilanSahibi: listings.ilanSahibi,
  propertyType: listings.propertyType,
  documentType: listings.documentType,
  antiSnipeMinutes: listings.antiSnipeMinutes,
  buyerFirstName: buyers.firstName,
  buyerLastName: buyers.lastName,
  publication: listings.publication,
  firmSlug: firms.slug,
  firmTitle: firms.title,
  verificationMethod: listingVerifications.method,
  lat: listings.lat,
  lng: listings.lng,
  parcelGeometry: listings.parcelGeometry,
  registryMahalleId: listings.registryMahalleId,
};

/** Which listings a read may see: the public's (published only) or the operator's (all). */
export type ListingAudience = 'public' | 'operator';
const audienceWhere = (audience: ListingAudience): SQL[] =>
  audience === 'public' ? [listingPublishedSql()] : [];

export type ListingSummaryRow = Awaited<ReturnType<typeof selectListingPage>>[number];
export type ListingDetailRow = NonNullable<Awaited<ReturnType<typeof findListingById>>>;
export type CoverImageRow = {
  listingId: string;
  url: string;
  thumbnailUrl: string;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
};

/** The listings of one phase at `now`, or all of them. */
export function phaseWhere(phase: ListingPhase | 'all', now: Date): SQL[] {
  return phase === 'all' ? [] : [listingPhaseSql(phase, now)];
}

/** Auctions still open whose end comes before `endsBefore` (the admin's "ending today"). */
export function endingBeforeWhere(now: Date, endsBefore: Date): SQL[] {
  return [
    eq(listings.listingType, 'auction'),
    listingOpenSql(now),
    sql`${listings.endsAt} < ${endsBefore}`,
  ];
}

/** The card's price per square metre; null without an area. */
const pricePerM2 = sql`(${listings.displayPrice}::numeric / nullif(${listings.areaM2}, 0))`;

export const orderBySort: Record<ListingSort, SQL[]> = {
  newest: [desc(listings.createdAt), desc(listings.id)],
  priceAsc: [asc(listings.displayPrice), desc(listings.createdAt), desc(listings.id)],
  priceDesc: [desc(listings.displayPrice), desc(listings.createdAt), desc(listings.id)],
  endingSoon: [asc(listings.endsAt), desc(listings.createdAt), desc(listings.id)],
  // Price per m² (issue 30): listings without an area last, in either direction.
  pricePerM2Asc: [sql`${pricePerM2} asc nulls last`, desc(listings.createdAt), desc(listings.id)],
  pricePerM2Desc: [sql`${pricePerM2} desc nulls last`, desc(listings.createdAt), desc(listings.id)],
};

export function selectListingPage(
  db: Db,
  where: SQL[],
  options: { sort: ListingSort; limit: number; offset: number },
) {
  return db
    .select(listingSummaryColumns)
    .from(listings)
    .where(and(...where))
    .orderBy(...orderBySort[options.sort])
    .limit(options.limit)
    .offset(options.offset);
}

/** The cards of these listings, in no particular order (the caller orders them). */
export function selectListingsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(listingSummaryColumns).from(listings).where(inArray(listings.id, ids));
}

export async function countListings(db: Db, where: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(listings)
    .where(and(...where));
  return row?.total ?? 0;
}

/** The first image (lowest position) of each listing given. */
export async function selectCoverImages(db: Db, listingIds: string[]): Promise<CoverImageRow[]> {
  if (listingIds.length === 0) return [];
  return db
    .selectDistinctOn([listingImages.listingId], {
      listingId: listingImages.listingId,
      url: listingImages.url,
      thumbnailUrl: listingImages.thumbnailUrl,
      width: listingImages.width,
      height: listingImages.height,
      variants: listingImages.variants,
    })
    .from(listingImages)
    .where(inArray(listingImages.listingId, listingIds))
    .orderBy(listingImages.listingId, listingImages.position, listingImages.id);
}

/** The admin-only minimum acceptable offer; kept out of the public detail's columns. */
export async function findMinOfferAmount(db: Db, id: string): Promise<number | null> {
  const [row] = await db
    .select({ minOfferAmount: listings.minOfferAmount })
    .from(listings)
    .where(eq(listings.id, id));
  return row?.minOfferAmount ?? null;
}

/**
 * One listing with the name of its buyer or leader (the winner once closed, else the highest
 * bidder); the mapper shows it only for an ended, sold listing.
 */
export async function findListingById(db: Db, id: string, audience: ListingAudience) {
  const [row] = await db
    .select(detailColumns)
    .from(listings)
    .leftJoin(
      buyers,
      eq(buyers.id, sql`coalesce(${listings.winnerId}, ${listings.highestBidderId})`),
    )
    .leftJoin(firms, eq(firms.id, listings.firmId))
    .leftJoin(listingVerifications, eq(listingVerifications.listingId, listings.id))
    .where(and(eq(listings.id, id), ...audienceWhere(audience)));
  return row ?? null;
}

export function selectListingImages(db: Db, listingId: string) {
  return db
    .select({
      id: listingImages.id,
      url: listingImages.url,
      thumbnailUrl: listingImages.thumbnailUrl,
      width: listingImages.width,
      height: listingImages.height,
      variants: listingImages.variants,
    })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.position), asc(listingImages.id));
}

export async function listingExists(
  db: Db,
  id: string,
  audience: ListingAudience,
): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, id), ...audienceWhere(audience)));
  return row !== undefined;
}

/** The latest bids first, in the order they were accepted (`seq`; times may tie). */
export function selectListingBids(db: Db, listingId: string, limit: number) {
  return db
    .select({
      id: bids.id,
      amount: bids.amount,
      automatic: bids.automatic,
      createdAt: bids.createdAt,
      bidderId: bids.bidderId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.bidderId))
    .where(eq(bids.listingId, listingId))
    .orderBy(desc(bids.seq))
    .limit(limit);
}

export async function countListingBids(db: Db, listingId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(bids).where(eq(bids.listingId, listingId));
  return row?.total ?? 0;
}
