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
 * completed deposits of everyone but the winner become refund_due. Rows another instance is
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
    ${listings.finalPrice} as final_price
), refunds as (
  update ${deposits} set status = 'refund_due', updated_at = ${at}, refund_due_at = ${at}
  from closed
  where ${deposits.listingId} = closed.id and ${deposits.status} = 'completed'
    and ${deposits.userId} is distinct from closed.winner_id
  returning ${deposits.listingId} as listing_id, ${deposits.userId} as user_id
)
select closed.id, closed.winner_id, closed.final_price,
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
from closed left join ${users} on ${users.id} = closed.winner_id`,
    tx,
  );
  return (result.rows as ClosedRow[]).map((row) => ({
    id: row.id,
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
