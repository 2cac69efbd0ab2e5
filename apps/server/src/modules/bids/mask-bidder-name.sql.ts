import { sql, type SQL } from 'drizzle-orm';

/**
 * The SQL copy of `maskBidderName` (packages/shared/src/trading/bids.ts) for a statement that names a
 * leader it found under the row lock: each word's first two characters and '***', '***' for no
 * word. mask-bidder-name.sql.test.ts checks the two agree; change them together.
 */
export function maskBidderNameSql(fullName: SQL): SQL<string> {
  return sql<string>`coalesce((select string_agg(left(w.word, 2) || '***', ' ' order by w.n)
    from regexp_split_to_table(${fullName}, '\\s+') with ordinality as w(word, n)
    where w.word <> ''), '***')`;
}
