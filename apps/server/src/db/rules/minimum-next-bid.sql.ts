import { DEFAULT_MIN_INCREMENT } from '@arsamezat/shared/listings/listing-phase';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/*
 * The SQL copy of `getMinimumNextBid` (packages/shared/src/listings/listing-phase.ts), the only one
 * (decision 014): the bid statement decides and announces with it. minimum-next-bid.sql.test.ts
 * checks the two agree, a missing, zero and positive increment included. Change them together.
 *
 *   minimum next bid = starting_price while there is no bid, else highest_bid + increment
 *   increment        = min_increment when positive, else DEFAULT_MIN_INCREMENT (1 lira)
 */

/** The prices the rule reads, as columns or expressions. */
export type MinimumNextBidInput = {
  startingPrice: SQLWrapper;
  highestBid: SQLWrapper;
  minIncrement: SQLWrapper;
};

export function bidIncrementSql(minIncrement: SQLWrapper): SQL {
  return sql`(case when ${minIncrement} > 0 then ${minIncrement} else ${DEFAULT_MIN_INCREMENT}::bigint end)`;
}

export function minimumNextBidSql(input: MinimumNextBidInput): SQL<number> {
  return sql<number>`coalesce(${input.highestBid} + ${bidIncrementSql(input.minIncrement)}, ${input.startingPrice})`;
}
