import { NEW_LISTINGS_WINDOW_MS } from '@arsamezat/shared/listings/listings';
import { TURKISH_FOLD_SQL } from '@arsamezat/shared/core/turkish-text';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { listings } from '../schema/listings.ts';
import { listingOpenSql, listingPhaseSql, type NowSql } from './listing-phase.sql.ts';
import { listingPublishedSql } from './listing-publication.sql.ts';
import { keywordMatchSql } from './keyword-search.sql.ts';

/*
 * The SQL copy of `listingMatchesFilters` (packages/shared/src/listings/saved-search-match.ts) for filters
 * stored as JSON (`saved_searches.filters`): whether the `listings` row in scope is among that
 * browse's results at `now` (decision 039). The phases come from `listingPhaseSql`, the only SQL
 * copy of the phase rule. saved-search-match.sql.test.ts checks it agrees with the pure function
 * and with the browse's own query (`browseWhere`) for every tab, phase, province and price
 * boundary, and for the map's box (issue 30). Change them together. Like the browse, it sees only published listings (issue 28).
 */
export function savedSearchMatchSql(filters: SQL, now: NowSql): SQL {
  const newSince = sql`(${now})::timestamptz - make_interval(secs => ${NEW_LISTINGS_WINDOW_MS / 1000})`;
  const phase = sql`(${filters} ->> 'phase')`;
  const box = sql`(${filters} -> 'bbox')`;
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
  and (${filters} ->> 'maxPrice' is null or ${listings.displayPrice} <= (${filters} ->> 'maxPrice')::bigint)
  and ${anyOfStored(filters, 'districts', listings.districtCode)}
  and ${anyOfStored(filters, 'neighbourhoods', listings.neighbourhoodCode)}
  and ${anyOfStored(filters, 'zoning', listings.zoning)}
  and (${filters} ->> 'minArea' is null or ${listings.areaM2} >= (${filters} ->> 'minArea')::numeric)
  and (${filters} ->> 'maxArea' is null or ${listings.areaM2} <= (${filters} ->> 'maxArea')::numeric)
  and (${filters} ->> 'q' is null or ${storedKeywordSql(filters)})
  and (${filters} -> 'bbox' is null or (${listings.minLng} <= (${box} ->> 'maxLng')::float8
    and ${listings.maxLng} >= (${box} ->> 'minLng')::float8
    and ${listings.minLat} <= (${box} ->> 'maxLat')::float8
    and ${listings.maxLat} >= (${box} ->> 'minLat')::float8)))`;
}

/** A stored list filter (issue 30): absent or empty = all; else the column is one of them. */
const anyOfStored = (filters: SQL, key: string, column: AnyPgColumn) =>
  sql`(jsonb_array_length(coalesce(${filters} -> ${key}, '[]'::jsonb)) = 0
    or ${column} in (select jsonb_array_elements_text(${filters} -> ${key})))`;

/**
 * The stored keyword's words as the browse's (`keywordWords`): folded by Turkish rules
 * (`translate`, the SQL twin of `foldTurkish`), split at spaces and ASCII punctuation (the
 * contract already made typographic apostrophes plain), then `keywordMatchSql`.
 */
function storedKeywordSql(filters: SQL): SQL {
  const folded = sql`translate(${filters} ->> 'q', '${sql.raw(TURKISH_FOLD_SQL.from)}', '${sql.raw(TURKISH_FOLD_SQL.to)}')`;
  return keywordMatchSql(sql`array(select word
    from regexp_split_to_table(lower(${folded}), '[[:space:][:punct:]]+') as word where word <> '')`);
}
