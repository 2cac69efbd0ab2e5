import type { ListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { listings } from '../schema/listings.ts';

/*
 * The SQL copy of `getListingPhase` (packages/shared/src/listings/listing-phase.ts), so browse, the admin
 * table, the bid statement and the closing job can filter by phase in the database. It is the
 * only SQL copy of that rule (decision 014); listing-phase.sql.test.ts checks the two agree for
 * every status at each boundary. Change them together.
 *
 *   ended    = status in (ended, sold, cancelled) or ends_at <= now
 *   active   = not ended and (status = active or starts_at <= now)
 *   upcoming = not ended and status = upcoming and starts_at > now
 */

/** The server time: a Date bound as a parameter, or an SQL expression (a placeholder). */
export type NowSql = Date | SQL;

/** Not ended: status upcoming or active, and the end still ahead. */
export function listingOpenSql(now: NowSql): SQL {
  return sql`(${inArray(listings.status, ['upcoming', 'active'])} and ${gt(listings.endsAt, now)})`;
}

export function listingPhaseSql(phase: ListingPhase, now: NowSql): SQL {
  switch (phase) {
    case 'ended':
      return sql`not ${listingOpenSql(now)}`;
    case 'active':
      return sql`(${listingOpenSql(now)} and (${eq(listings.status, 'active')} or ${lte(listings.startsAt, now)}))`;
    case 'upcoming':
      return sql`(${listingOpenSql(now)} and ${eq(listings.status, 'upcoming')} and ${gt(listings.startsAt, now)})`;
  }
}
