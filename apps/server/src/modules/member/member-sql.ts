import type { BidOutcome } from '@arsamezat/shared/member/member-records';
import { sql, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { offers } from '../../db/schema/trading.ts';
import { listingOpenSql } from '../../db/rules/listing-phase.sql.ts';

/*
 * Where a member stands on a listing, in SQL, for filters and counts. The TypeScript twin is
 * `bidOutcome` in member.mapper.ts; member-bids.test.ts checks both on the same rows.
 *
 * The winner of an ended auction is `winner_id`; for the few seconds between the end and the
 * closing job, the highest bidder is the winner-to-be (the job picks exactly them), unless the
 * listing was cancelled.
 */

/** The winner, or the winner-to-be of an ended auction the closing job has not reached yet. */
export const effectiveWinnerSql = sql`coalesce(${listings.winnerId}, case when ${listings.status} <> 'cancelled' then ${listings.highestBidderId} end)`;

export function outcomeSql(outcome: BidOutcome, userId: string, now: Date): SQL {
  const open = listingOpenSql(now);
  switch (outcome) {
    case 'leading':
      return sql`(${open} and ${listings.highestBidderId} is not distinct from ${userId})`;
    case 'outbid':
      return sql`(${open} and ${listings.highestBidderId} is distinct from ${userId})`;
    case 'won':
      return sql`(not ${open} and ${effectiveWinnerSql} is not distinct from ${userId})`;
    case 'lost':
      return sql`(not ${open} and ${effectiveWinnerSql} is distinct from ${userId})`;
  }
}

/**
 * Listings the member bought: an ended auction they won, or an offer of theirs was accepted
 * (issue 10: offers won count as won).
 */
export function wonByUserSql(userId: string, now: Date): SQL {
  return sql`(${outcomeSql('won', userId, now)} or exists (select 1 from ${offers} where ${offers.listingId} = ${listings.id}
      and ${offers.userId} = ${userId} and ${offers.status} = 'accepted'))`;
}

/** The sale price of a won listing: final price, else the highest bid, else the starting price. */
export const salePriceSql = sql<number>`coalesce(${listings.finalPrice}, ${listings.highestBid}, ${listings.startingPrice}, 0)`;
