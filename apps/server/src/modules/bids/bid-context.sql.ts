import type { ListingStatus } from '@arsamezat/shared/listings/listing-phase';
import type { ListingType } from '@arsamezat/shared/listings/listing-types';
import { sql, type Placeholder } from 'drizzle-orm';
import { listingPublishedSql } from '../../db/rules/listing-publication.sql.ts';
import { listings } from '../../db/schema/listings.ts';
import { deposits } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';
import type { BidContext } from './bids.repository.ts';

/**
 * Everything a bid is checked against: the listing and the bidder's deposit, as the reading
 * statement sees them (a read of its own after a refusal, a CTE of the bid statement, or the
 * transaction path's lock read with `forUpdate`: the listing's row is locked first and comes back
 * as it stands once locked, its leader's name included, and then the deposit is share-locked and
 * read as it stands too — a refund that committed while the lock was awaited is seen, decision
 * 061). An unpublished listing has no row here: it answers 404. `leader_maximum` is the leader's secret maximum: for the server's rule only, never in an
 * answer.
 */
export function bidContextSql(
  listingId: Placeholder,
  bidderId: Placeholder,
  { forUpdate = false }: { forUpdate?: boolean } = {},
) {
  const columns = sql`select ${listings.listingType} as listing_type, ${listings.status} as status,
  (extract(epoch from ${listings.startsAt}) * 1000)::bigint as starts_at_ms,
  (extract(epoch from ${listings.endsAt}) * 1000)::bigint as ends_at_ms,
  ${listings.startingPrice} as starting_price, ${listings.highestBid} as highest_bid,
  ${listings.highestBidderId} as highest_bidder_id, ${listings.minIncrement} as min_increment,
  ${listings.leaderMaximum} as leader_maximum, ${listings.antiSnipeMinutes} as anti_snipe_minutes,
  ${listings.bidCount} as bid_count,
  (select ${users.firstName} || ' ' || ${users.lastName} from ${users}
    where ${users.id} = ${listings.highestBidderId}) as leader_full_name,
  (select ${deposits.status} from ${deposits}
    where ${deposits.listingId} = ${listings.id} and ${deposits.userId} = ${bidderId}::uuid
      and ${deposits.status} in ('pending', 'completed')
    limit 1${forUpdate ? sql` for share` : sql``}) as deposit_status`;
  if (!forUpdate) {
    return sql`${columns}
from ${listings} where ${listings.id} = ${listingId}::uuid and ${listingPublishedSql()}`;
  }
  // The locked row under the table's own name, so the columns above read it.
  return sql`with locked_listing as (
  select * from ${listings}
  where ${listings.id} = ${listingId}::uuid and ${listingPublishedSql()}
  for update
)
${columns}
from locked_listing as ${listings}`;
}

/** Drivers type bigint differently; these rows are read with Number(). */
type Int8 = number | string;
const orNull = (value: Int8 | null) => (value === null ? null : Number(value));

export type BidContextRow = {
  listing_type: ListingType;
  status: ListingStatus;
  starts_at_ms: Int8;
  ends_at_ms: Int8;
  starting_price: Int8;
  highest_bid: Int8 | null;
  highest_bidder_id: string | null;
  min_increment: Int8 | null;
  leader_maximum: Int8 | null;
  anti_snipe_minutes: number;
  bid_count: Int8;
  leader_full_name: string | null;
  deposit_status: 'pending' | 'completed' | null;
};

export function toBidContext(row: BidContextRow): BidContext {
  return {
    listingType: row.listing_type,
    status: row.status,
    startsAt: new Date(Number(row.starts_at_ms)),
    endsAt: new Date(Number(row.ends_at_ms)),
    startingPrice: Number(row.starting_price),
    highestBid: orNull(row.highest_bid),
    highestBidderId: row.highest_bidder_id,
    minIncrement: orNull(row.min_increment),
    depositStatus: row.deposit_status,
    leaderMaximum: orNull(row.leader_maximum),
    antiSnipeMinutes: row.anti_snipe_minutes,
  };
}
