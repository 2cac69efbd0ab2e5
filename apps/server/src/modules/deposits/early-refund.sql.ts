import type { EarlyRefundBlocker } from '@arsamezat/shared/trading/deposits';
import { sql, type SQL } from 'drizzle-orm';
import { listingPhaseSql, type NowSql } from '../../db/rules/listing-phase.sql.ts';
import { listings } from '../../db/schema/listings.ts';
import { deposits, offers } from '../../db/schema/trading.ts';

/**
 * The early-refund rule (issue 26, decision 061) as one SQL expression over a row of `deposits`
 * joined with its `listings` row: null when the member may ask for the deposit back now, else
 * what stands in the way (`EARLY_REFUND_BLOCKERS`, in this order). A deposit backs something
 * while its member leads the auction (only the leader has a maximum that can still bid: a
 * non-leader's maximum is spent) or has a pending (or accepted) offer; an ended listing is left
 * to its closing (the winner's deposit is the service fee, the others' are refunded then). Used
 * by the request under the listing's and the deposit's row locks (`deposits.service.ts`) and by
 * the member's deposit list (`refundable`), so the button and the decision say the same.
 */
export function earlyRefundBlockerSql(now: NowSql): SQL<EarlyRefundBlocker | null> {
  return sql<EarlyRefundBlocker | null>`(case
    when ${deposits.status} = 'kept' then 'fee_kept'
    when ${deposits.status} = 'refund_due' then 'refund_requested'
    when ${deposits.status} = 'refunded' then 'refunded'
    when ${deposits.status} <> 'completed' then 'not_completed'
    when ${deposits.amount} = 0 then 'nothing_to_refund'
    when ${listingPhaseSql('ended', now)} or ${listings.closedAt} is not null then 'listing_ended'
    when ${listings.highestBidderId} = ${deposits.userId} then 'leading'
    when exists (select 1 from ${offers} o
      where o.listing_id = ${deposits.listingId} and o.user_id = ${deposits.userId}
        and o.status in ('pending', 'accepted')) then 'offer'
  end)`;
}
