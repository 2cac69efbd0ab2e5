import type { ListingPhase } from '@arsamezat/shared/listing-phase';
import { eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';

/*
 * The SQL twin of `getListingPhase` (packages/shared/src/listing-phase.ts), so browse can filter
 * and count by phase in the database. listing-phase.sql.test.ts checks the two agree for every
 * status at each boundary; change them together.
 *
 *   ended    = status in (ended, sold, cancelled) or ends_at <= now
 *   active   = not ended and (status = active or starts_at <= now)
 *   upcoming = not ended and status = upcoming and starts_at > now
 */

/** Not ended: status upcoming or active, and the end still ahead. */
export function listingOpenSql(now: Date): SQL {
  return sql`(${inArray(listings.status, ['upcoming', 'active'])} and ${gt(listings.endsAt, now)})`;
}

export function listingPhaseSql(phase: ListingPhase, now: Date): SQL {
  switch (phase) {
    case 'ended':
      return sql`not ${listingOpenSql(now)}`;
    case 'active':
      return sql`(${listingOpenSql(now)} and (${eq(listings.status, 'active')} or ${lte(listings.startsAt, now)}))`;
    case 'upcoming':
      return sql`(${listingOpenSql(now)} and ${eq(listings.status, 'upcoming')} and ${gt(listings.startsAt, now)})`;
  }
}
