import { sql, type SQL } from 'drizzle-orm';
import { listings } from '../schema/listings.ts';

/*
 * The publication gate (issue 28): a firm's listing exists for the public, for trading and for the
 * auction clock only once the operator has published it. Every public read, every trading path
 * and every job of the clock adds this one condition; the operator's own listings are
 * `published` from the start, so for them it changes nothing. The admin's lists do not add it.
 * Written as a literal (no parameter), so prepared statements keep their placeholders.
 */
export function listingPublishedSql(): SQL {
  return sql`${listings.publication} = 'published'`;
}

/** The same rule for hand-written SQL that names the listings row by an alias (`l`). */
export function listingPublishedSqlOf(alias: string): SQL {
  return sql`${sql.identifier(alias)}.publication = 'published'`;
}
