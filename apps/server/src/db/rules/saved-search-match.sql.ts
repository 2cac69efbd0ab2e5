import { NEW_LISTINGS_WINDOW_MS } from '@arsamezat/shared/listings/listings';
import { sql, type SQL } from 'drizzle-orm';
import { listings } from '../schema/listings.ts';
import { listingOpenSql, listingPhaseSql, type NowSql } from './listing-phase.sql.ts';
import { listingPublishedSql } from './listing-publication.sql.ts';

/*
 * The SQL copy of `listingMatchesFilters` (packages/shared/src/listings/saved-search-match.ts) for filters
 * stored as JSON (`saved_searches.filters`): whether the `listings` row in scope is among that
 * browse's results at `now` (decision 039). The phases come from `listingPhaseSql`, the only SQL
 * copy of the phase rule. saved-search-match.sql.test.ts checks it agrees with the pure function
 * and with the browse's own query (`browseWhere`) for every tab, phase, province and price
 * boundary. Change them together. Like the browse, it sees only published listings (issue 28).
 */
export function savedSearchMatchSql(filters: SQL, now: NowSql): SQL {
  const newSince = sql`(${now})::timestamptz - make_interval(secs => ${NEW_LISTINGS_WINDOW_MS / 1000})`;
  const phase = sql`(${filters} ->> 'phase')`;
  return sql`(case ${filters} ->> 'tab'
    when 'new' then ${listings.createdAt} >= ${newSince}
    when 'auctions' then ${listings.listingType} = 'auction' and (
      (${phase} = 'upcoming' and ${listingPhaseSql('upcoming', now)})
      or (${phase} = 'active' and ${listingPhaseSql('active', now)})
      or (${phase} = 'ended' and ${listingPhaseSql('ended', now)}))
    when 'offers' then ${listings.listingType} = 'offer' and ${listingOpenSql(now)}
    else false end
  and ${listingPublishedSql()}
  and (jsonb_array_length(coalesce(${filters} -> 'cities', '[]'::jsonb)) = 0
    or ${listings.city} in (select jsonb_array_elements_text(${filters} -> 'cities')))
  and (${filters} ->> 'minPrice' is null or ${listings.displayPrice} >= (${filters} ->> 'minPrice')::bigint)
  and (${filters} ->> 'maxPrice' is null or ${listings.displayPrice} <= (${filters} ->> 'maxPrice')::bigint))`;
}
