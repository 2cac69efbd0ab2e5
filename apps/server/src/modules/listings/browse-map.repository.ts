import type { ListingsQuery } from '@arsamezat/shared/listings/listings';
import { and, count, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { browseWhere } from './browse.repository.ts';
import { listingSummaryColumns } from './listing-summary-columns.ts';

/**
 * The browse's matches that are on the map (issue 30), cheapest first, at most `limit`, with the
 * count of all of them. Built per request: the map is opened far less often than the list.
 */
export async function selectBrowseMap(db: Db, query: ListingsQuery, now: Date, limit: number) {
  const where = and(...browseWhere(query, now), isNotNull(listings.lat));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...listingSummaryColumns,
        lat: listings.lat,
        lng: listings.lng,
        parcelGeometry: listings.parcelGeometry,
      })
      .from(listings)
      .where(where)
      .orderBy(listings.displayPrice, listings.id)
      .limit(limit),
    db.select({ total: count() }).from(listings).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
