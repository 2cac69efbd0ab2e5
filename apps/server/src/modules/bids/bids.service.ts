import type { SessionUser } from '@arsamezat/shared/auth';
import {
  BID_HISTORY_LIMIT,
  maskBidderName,
  type BidKind,
  type MyListingBids,
  type PlaceBidResponse,
} from '@arsamezat/shared/bids';
import { getMinimumNextBid } from '@arsamezat/shared/listing-phase';
import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings';
import type { Db } from '../../db/client.ts';
import type { RunStatement, WithConnection } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { notFound } from '../../lib/errors.ts';
import { recordBidExtended, recordBidNotifications } from '../notifications/notify.ts';
import { diagnoseBid } from './bid-diagnosis.ts';
import { bidErrors } from './bid-errors.ts';
import { createPerKeyQueue } from './per-key-queue.ts';
import { placeProxyBid } from './proxy-bid.ts';
import {
  attemptBid,
  findHighestBid,
  selectBidderBids,
  type BidContext,
  type PlacedBid,
} from './bids.repository.ts';

function toPlaceBidResponse(placed: PlacedBid, amount: number, now: Date): PlaceBidResponse {
  return {
    bid: { id: placed.bidId, amount, createdAt: now.toISOString(), automatic: false },
    leading: true,
    maximum: null,
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
  withTransaction,
}: {
  db: Db;
  clock: () => Date;
  /** One connection for the bid statement (autocommitted: the whole bid) and its refusal read. */
  withConnection: WithConnection;
  /**
   * One connection in one transaction: the maximum path, and a bid that moves the end with its
   * extension notice (decisions 034, 044).
   */
  withTransaction: WithConnection;
}) {
  const perListing = createPerKeyQueue(BIDS_IN_FLIGHT_PER_LISTING);

  /**
   * The success path is the one statement (its live event and outbid notice included,
   * autocommitted: decision 044); a refusal reads the listing on the same connection to say
   * precisely why. A refusal that the read cannot explain means the listing moved in between or
   * the bid would move the end (anti-sniping): one more try, in a transaction that also records
   * the extension notice, then BID_CONFLICT. A maximum, or a bid against a leader's maximum, is
   * decided by the maximum path (decision 028).
   */
  async function placeBid(
    user: SessionUser,
    listingId: string,
    amount: number,
    kind: BidKind = 'bid',
  ): Promise<PlaceBidResponse> {
    const proxy = () =>
      perListing(listingId, () =>
        placeProxyBid(
          withTransaction,
          clock,
          { listingId, bidderId: user.id, bidderFullName: user.fullName, kind, amount },
          (run, applied) =>
            recordBidNotifications(run, { listingId, bidderId: user.id, ...applied }),
        ),
      );
    // A plain bid tries the one statement first; against a leader's maximum it is refused and
    // goes to the maximum path (no per-instance routing hint: both are prepared statements now).
    if (kind === 'maximum') return proxy();
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
    const inTransaction = (run: RunStatement, placed: PlacedBid, now: Date) =>
      placed.extended
        ? recordBidExtended(run, { listingId, bidderId: user.id, placed, now })
        : Promise.resolve();
    for (let round = 0; round < 2; round++) {
      let attempt;
      try {
        attempt = await perListing(listingId, () =>
          round === 0
            ? attemptBid(withConnection, request, clock)
            : attemptBid(withTransaction, request, clock, inTransaction),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw bidErrors.conflict();
        throw error;
      }
      if (attempt.placed) return toPlaceBidResponse(attempt.placed, amount, attempt.now);
      if (attempt.context?.leaderHasMaximum) return proxy();
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
        automatic: row.automatic,
      })),
      maximum: listing.highestBidderId === userId ? listing.leaderMaximum : null,
    };
  }

  return { placeBid, getMyListingBids };
}

export type BidService = ReturnType<typeof createBidService>;
