import type { ListingType } from '@arsamezat/shared/listings/listing-types';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { bids, deposits } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';
import { listingPhaseSql } from '../../db/rules/listing-phase.sql.ts';
import { listingPublishedSql } from '../../db/rules/listing-publication.sql.ts';

const nowSql = (now: Date) => sql`${now.toISOString()}::timestamptz`;
/**
 * A status the clock has not closed yet. With the phase rule (db/rules/listing-phase.sql.ts):
 * due to close = such a status and phase ended by the clock; due to open = upcoming and active.
 */
const stillOpenStatus = sql`${listings.status} in ('upcoming', 'active')`;

/** Drizzle types a raw result per driver (unknown here); both drivers answer `{ rows }`. */
async function execute(query: SQL, tx: Tx): Promise<{ rows: unknown[] }> {
  const result: unknown = await tx.execute(query);
  return result as { rows: unknown[] };
}

type ClosedRow = {
  id: string;
  firm_id: string | null;
  listing_type: ListingType;
  runner_up_id: string | null;
  runner_up_amount: number | string | null;
  runner_up_deposit_id: string | null;
  winner_deposit_id: string | null;
  winner_id: string | null;
  final_price: number | string | null;
  first_name: string | null;
  last_name: string | null;
  refunds: number | string;
  winner_deposit: number | string | null;
  /** JSON array of user ids (one decoding for both drivers). */
  depositors_without_bids: string[] | string;
};

export type ClosedListing = {
  id: string;
  firmId: string | null;
  listingType: ListingType;
  /** The winner's completed deposit's id (kept as the service fee); null without one. */
  winnerDepositId: string | null;
  /** The runner-up whose deposit stays held (issue 29); null with no other bidder holding one. */
  runnerUp: { userId: string; amount: number; depositId: string } | null;
  winnerId: string | null;
  winnerFullName: string | null;
  finalPrice: number | null;
  /** The winner's completed deposit, kept as the service fee (terms 8.4); null without one. */
  winnerDeposit: number | null;
  /** Completed deposits of the others, now refund_due. */
  refundsDue: number;
  /** The members among them who never bid (the bidders are told by 'auction lost'). */
  depositorsWithoutBids: string[];
};

/**
 * Ends up to `batch` listings whose end has come, in one statement: auctions get their winner
 * (the highest bidder) and final price (the highest bid), offer listings end unsold; the
 * completed deposits of everyone but the winner and the runner-up (issue 29: the highest other
 * bidder still holding a deposit, whose deposit stays held) become refund_due. Rows another instance is
 * closing are skipped (SKIP LOCKED), and the UPDATE re-checks `closed_at is null` on the row it
 * locked, so each listing is closed exactly once however many instances run this.
 */
export async function closeDueListings(tx: Tx, now: Date, batch: number): Promise<ClosedListing[]> {
  const at = nowSql(now);
  const result = await execute(
    sql`
with due as (
  select ${listings.id} as id from ${listings}
  where ${stillOpenStatus} and ${listingPhaseSql('ended', at)}
    and ${listings.closedAt} is null and ${listingPublishedSql()}
  order by ${listings.endsAt}
  limit ${batch}
  for update skip locked
), closed as (
  update ${listings} set
    status = 'ended',
    winner_id = case when ${listings.listingType} = 'auction' then ${listings.highestBidderId} end,
    final_price = case when ${listings.listingType} = 'auction' then ${listings.highestBid} end,
    closed_at = ${at},
    updated_at = ${at}
  from due
  where ${listings.id} = due.id
    and ${stillOpenStatus} and ${listingPhaseSql('ended', at)}
    and ${listings.closedAt} is null
  returning ${listings.id} as id, ${listings.winnerId} as winner_id,
    ${listings.finalPrice} as final_price, ${listings.firmId} as firm_id,
    ${listings.listingType} as listing_type
), runner as (
  -- The runner-up (issue 29): the highest other bidder whose deposit is still held, at their
  -- highest bid (not their secret maximum). Their deposit stays held, not refunded.
  select closed.id as listing_id, r.user_id, r.amount, r.deposit_id
  from closed cross join lateral (
    select ${bids.bidderId} as user_id, max(${bids.amount}) as amount, min(${deposits.id}::text) as deposit_id
    from ${bids} join ${deposits} on ${deposits.listingId} = ${bids.listingId}
      and ${deposits.userId} = ${bids.bidderId} and ${deposits.status} = 'completed'
    where ${bids.listingId} = closed.id and ${bids.bidderId} <> closed.winner_id
    group by ${bids.bidderId}
    order by max(${bids.amount}) desc, min(${bids.createdAt})
    limit 1
  ) r
  where closed.winner_id is not null
), refunds as (
  update ${deposits} set status = 'refund_due', updated_at = ${at}, refund_due_at = ${at}
  from closed
  where ${deposits.listingId} = closed.id and ${deposits.status} = 'completed'
    and ${deposits.userId} is distinct from closed.winner_id
    and not exists (select 1 from runner
      where runner.listing_id = closed.id and runner.user_id = ${deposits.userId})
  returning ${deposits.listingId} as listing_id, ${deposits.userId} as user_id
)
select closed.id, closed.winner_id, closed.final_price, closed.firm_id, closed.listing_type,
  runner.user_id as runner_up_id, runner.amount as runner_up_amount,
  runner.deposit_id as runner_up_deposit_id,
  (select ${deposits.id} from ${deposits}
    where ${deposits.listingId} = closed.id and ${deposits.userId} = closed.winner_id
      and ${deposits.status} = 'completed') as winner_deposit_id,
  ${users.firstName} as first_name, ${users.lastName} as last_name,
  (select count(*) from refunds where refunds.listing_id = closed.id) as refunds,
  (select ${deposits.amount} from ${deposits}
    where ${deposits.listingId} = closed.id and ${deposits.userId} = closed.winner_id
      and ${deposits.status} = 'completed') as winner_deposit,
  (select coalesce(json_agg(distinct refunds.user_id), '[]'::json) from refunds
    where refunds.listing_id = closed.id
      and not exists (select 1 from ${bids}
        where ${bids.listingId} = closed.id and ${bids.bidderId} = refunds.user_id)
  ) as depositors_without_bids
from closed left join ${users} on ${users.id} = closed.winner_id
  left join runner on runner.listing_id = closed.id`,
    tx,
  );
  return (result.rows as ClosedRow[]).map((row) => ({
    id: row.id,
    firmId: row.firm_id,
    listingType: row.listing_type,
    winnerDepositId: row.winner_deposit_id,
    runnerUp:
      row.runner_up_id === null || row.runner_up_deposit_id === null
        ? null
        : {
            userId: row.runner_up_id,
            amount: Number(row.runner_up_amount),
            depositId: row.runner_up_deposit_id,
          },
    winnerId: row.winner_id,
    winnerFullName: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`,
    finalPrice: row.final_price === null ? null : Number(row.final_price),
    winnerDeposit: row.winner_deposit === null ? null : Number(row.winner_deposit),
    refundsDue: Number(row.refunds),
    depositorsWithoutBids: (typeof row.depositors_without_bids === 'string'
      ? JSON.parse(row.depositors_without_bids)
      : row.depositors_without_bids) as string[],
  }));
}

/** Upcoming listings whose start has come become active (their end still ahead); their ids. */
export async function openDueListings(tx: Tx, now: Date, batch: number): Promise<string[]> {
  const at = nowSql(now);
  const result = await execute(
    sql`
update ${listings} set status = 'active', updated_at = ${at}
where ${listings.id} in (
  select ${listings.id} from ${listings}
  where ${listings.status} = 'upcoming' and ${listingPhaseSql('active', at)}
    and ${listingPublishedSql()}
  order by ${listings.startsAt}
  limit ${batch}
  for update skip locked)
  and ${listings.status} = 'upcoming'
returning ${listings.id} as id`,
    tx,
  );
  return (result.rows as { id: string }[]).map((row) => row.id);
}
