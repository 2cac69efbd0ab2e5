import type { SessionUser } from '@arsamezat/shared/auth';
import {
  BID_HISTORY_LIMIT,
  maskBidderName,
  type MyListingBids,
  type PlaceBidResponse,
} from '@arsamezat/shared/bids';
import { getListingPhase, getMinimumNextBid } from '@arsamezat/shared/listing-phase';
import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings';
import type { Db } from '../../db/client.ts';
import type { WithConnection } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { notFound, type AppError } from '../../lib/errors.ts';
import { bidErrors } from './bid-errors.ts';
import { createPerKeyQueue } from './per-key-queue.ts';
import {
  attemptBid,
  findHighestBid,
  selectBidderBids,
  type BidContext,
  type PlacedBid,
} from './bids.repository.ts';

/**
 * Why a bid is refused, checked in the spec's order (02 §5): listing, auction, deposit, amount,
 * active, then the amount against the highest bid. One deliberate change: an auction that is
 * over says so before asking for a deposit (after closing, the losers' deposits are refund_due,
 * and sending them to the deposit dialog of a finished auction would be wrong). Null when
 * nothing is wrong (the listing changed between the statement and this read).
 */
export function diagnoseBid(
  context: BidContext,
  bid: { bidderId: string; amount: number },
  now: Date,
): AppError | null {
  if (context.listingType !== 'auction') return bidErrors.notAnAuction();
  const phase = getListingPhase(context, now);
  if (phase === 'ended') return bidErrors.notActive();
  if (context.depositStatus === 'pending') return bidErrors.depositPending();
  if (context.depositStatus !== 'completed') return bidErrors.depositMissing();
  if (!(bid.amount > 0)) return bidErrors.invalidAmount();
  if (phase !== 'active') return bidErrors.notActive();
  if (context.highestBidderId === bid.bidderId) return bidErrors.alreadyHighest();
  const minimumNextBid = getMinimumNextBid(context);
  if (bid.amount < minimumNextBid) return bidErrors.tooLow(minimumNextBid);
  return null;
}

function toPlaceBidResponse(placed: PlacedBid, amount: number, now: Date): PlaceBidResponse {
  return {
    bid: { id: placed.bidId, amount, createdAt: now.toISOString() },
    listing: {
      highestBid: placed.highestBid,
      minimumNextBid: getMinimumNextBid(placed),
      bidCount: placed.bidCount,
      endsAt: placed.endsAt.toISOString(),
      extended: placed.extended,
    },
  };
}

/** Bids of one listing this instance sends to the database at once (see per-key-queue.ts). */
const BIDS_IN_FLIGHT_PER_LISTING = 2;

/** Placing bids and reading one's own. The database decides; `clock` is the server's time. */
export function createBidService({
  db,
  clock,
  withConnection,
}: {
  db: Db;
  clock: () => Date;
  /** One connection for the statement and its follow-up read (the database's own). */
  withConnection: WithConnection;
}) {
  const perListing = createPerKeyQueue(BIDS_IN_FLIGHT_PER_LISTING);

  /**
   * The success path is the one statement (its live event included); a refusal reads the
   * listing on the same connection to say precisely why. A refusal that the read cannot explain
   * means the listing moved in between: one more try, then BID_CONFLICT.
   */
  async function placeBid(
    user: SessionUser,
    listingId: string,
    amount: number,
  ): Promise<PlaceBidResponse> {
    const request = {
      listingId,
      bidderId: user.id,
      amount,
      bidderName: maskBidderName(user.fullName),
    };
    const refuse = (context: BidContext | null, now: Date) => {
      if (!context) return notFound(LISTING_NOT_FOUND);
      return diagnoseBid(context, { bidderId: user.id, amount }, now);
    };
    for (let round = 0; round < 2; round++) {
      let attempt;
      try {
        attempt = await perListing(listingId, () => attemptBid(withConnection, request, clock));
      } catch (error) {
        if (isUniqueViolation(error)) throw bidErrors.conflict();
        throw error;
      }
      if (attempt.placed) return toPlaceBidResponse(attempt.placed, amount, attempt.now);
      const refusal = refuse(attempt.context, attempt.now);
      if (refusal) throw refusal;
    }
    throw bidErrors.conflict();
  }

  async function getMyListingBids(userId: string, listingId: string): Promise<MyListingBids> {
    const [rows, listing] = await Promise.all([
      selectBidderBids(db, listingId, userId, BID_HISTORY_LIMIT),
      findHighestBid(db, listingId),
    ]);
    if (!listing) throw notFound(LISTING_NOT_FOUND);
    return {
      items: rows.map((row) => ({
        id: row.id,
        amount: row.amount,
        createdAt: row.createdAt.toISOString(),
        isHighest: listing.highestBidderId === userId && listing.highestBid === row.amount,
      })),
    };
  }

  return { placeBid, getMyListingBids };
}

export type BidService = ReturnType<typeof createBidService>;
