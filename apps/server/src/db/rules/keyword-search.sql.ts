import type { ListingType } from '@arsamezat/shared/listings/listing-types';
import { sql, type SQL } from 'drizzle-orm';
import { listings, listingSearchVector } from '../schema/listings.ts';

/*
 * The keyword search's query (issue 30, decision 081), shared by the browse (`browse.repository`)
 * and the saved-search rule (`saved-search-match.sql`). `listingSearchVector` (the expression of
 * the GIN indexes `listings_search_<type>_idx`) holds every word of the Turkish-folded title, description
 * and place twice: as PostgreSQL's `turkish` snowball stemmer writes it and as written (`simple`). A query word matches either as a
 * prefix: the stem finds other inflections ('arsaları' → 'arsa', which begins 'arsas' of
 * 'arsası'), the word itself what the stemmer cuts unevenly ('tarlalar' → 'tarla', where the
 * stored 'tarla' stems to 'tar'). Every word is required; a stop word ('ve', 'de') is left out,
 * and a query of stop words only finds nothing (PostgreSQL's own rule for an empty query): an
 * "or the query is empty" beside the match would keep the planner from the GIN index.
 *
 * `words` is a text[] of folded words: letters and digits from the browse, words split at ASCII
 * punctuation from a stored keyword, so none holds a text-search operator or a backslash.
 */
export function keywordQuerySql(words: SQL): SQL {
  return sql`(select coalesce(string_agg('(' || stem || ' | ' || quote_literal(word) || ':*)', ' & '), '')::tsquery
    from (select word, to_tsquery('turkish', quote_literal(word) || ':*')::text as stem
      from unnest(${words}) as word) as parts
    where stem <> '')`;
}

/** The listing in scope has every word of the query (one row at a time: the saved-search rule). */
export function keywordMatchSql(words: SQL): SQL {
  return sql`${listingSearchVector(listings)} @@ ${keywordQuerySql(words)}`;
}

/**
 * The same match for a search over many listings, through the GIN indexes: one per listing type,
 * of published listings only (decision 093), so the caller also requires `publication =
 * 'published'`. Each type is written as a literal beside the match, which is what lets the
 * planner prove an index's predicate whatever the statement's parameters: one type is a plain
 * scan of its index, several an OR of them (PostgreSQL and PGlite both plan a BitmapOr).
 */
export function indexedKeywordMatchSql(words: SQL, types: readonly ListingType[]): SQL {
  const match = keywordMatchSql(words);
  const perType = types.map(
    (type) => sql`(${listings.listingType} = '${sql.raw(type)}' and ${match})`,
  );
  return sql`(${sql.join(perType, sql` or `)})`;
}
