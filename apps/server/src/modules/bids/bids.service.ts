import type { SessionUser } from '@arsamezat/shared/accounts/auth';
import {
  BID_HISTORY_LIMIT,
  maskBidderName,
  type BidKind,
  type MyListingBids,
  type PlaceBidResponse,
} from '@arsamezat/shared/trading/bids';
import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listings';
import type { Db } from '../../db/client.ts';
import type { WithConnection } from '../../db/connection.ts';
import type { EventBus } from '../events/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { refuseOwnFirmListing } from '../firms/index.ts';
import { recordBidNotifications } from '../notifications/index.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { attemptBid, judgeBid } from './attempt-bid.ts';
import { bidErrors } from './bid-errors.ts';
import { findHighestBid, selectBidderBids } from './bids.repository.ts';
import { createPerKeyQueue } from './per-key-queue.ts';
import { placeProxyBid } from './proxy-bid.ts';

/**
 * A member passed by another bid, from their latest bid: a maximum that was passed leaves its
 * holder's automatic bid at that maximum (the rule bids a passed leader's reach before the new
 * lead; a maximum answered at once is recorded at its amount), so that bid's amount is the maximum.
 */
function outbidStanding(last: { amount: number; automatic: boolean }) {
  return { lastBid: last.amount, maximum: last.automatic ? last.amount : null };
}

/** Bids of one listing this instance sends to the database at once (see per-key-queue.ts). */
const BIDS_IN_FLIGHT_PER_LISTING = 2;

/** Placing bids and reading one's own. The database decides; `clock` is the server's time. */
export function createBidService({
  db,
  clock,
  withConnection,
  withTransaction,
  events,
}: {
  db: Db;
  /** The live event is written by the bid statement; the bus is told once it committed. */
  events: Pick<EventBus, 'kind' | 'announce'>;
  clock: () => Date;
  /** One connection for the bid statement (autocommitted: the whole bid) and its refusal read. */
  withConnection: WithConnection;
  /**
   * One connection in one transaction: the transaction path (decision 028) for what the one
   * statement leaves to it — a move of the end with its notices, a raise of the leader's maximum.
   */
  withTransaction: WithConnection;
}) {
  const perListing = createPerKeyQueue(BIDS_IN_FLIGHT_PER_LISTING);

  /**
   * A bid or a maximum (decisions 028, 047): the one statement that decides it against the
   * leader's maximum, with its bid rows, outbid notice and live event, autocommitted. A refusal
   * is explained from the listing it saw (and read again when that explains nothing); an input
   * the rule accepts but the statement leaves out — the leader changing their maximum, a move of
   * the end (its notice goes to every bidder and watcher) — or one that lost the race twice is
   * decided by the transaction path, which holds the row lock while the rule runs.
   */
  async function decide(
    user: SessionUser,
    listingId: string,
    amount: number,
    kind: BidKind,
  ): Promise<PlaceBidResponse> {
    const input = { listingId, bidderId: user.id, kind, amount };
    const request = {
      ...input,
      automatic: kind === 'maximum',
      bidderName: maskBidderName(user.fullName),
      notify: events.kind === 'notify',
    };
    for (let round = 0; round < 2; round++) {
      const attempt = await perListing(listingId, () =>
        attemptBid(withConnection, request, clock, judgeBid(input)),
      );
      if (attempt.placed) return attempt.placed;
      if (attempt.verdict instanceof AppError) throw attempt.verdict;
      if (attempt.verdict === 'transaction') break;
    }
    return perListing(listingId, () =>
      placeProxyBid(
        withTransaction,
        clock,
        { ...input, bidderFullName: user.fullName, notify: request.notify },
        (run, applied) => recordBidNotifications(run, { listingId, bidderId: user.id, ...applied }),
      ),
    );
  }

  /**
   * An amount the listing already holds (data the listing does not reflect) is a conflict. Once
   * the bid committed its listing is announced (NATS; nothing to do on the NOTIFY bus).
   */
  async function placeBid(
    user: SessionUser,
    listingId: string,
    amount: number,
    kind: BidKind = 'bid',
  ): Promise<PlaceBidResponse> {
    // Nobody bids or sets a maximum on their own firm's listing (issue 28): one indexed read
    // before the statement (decision 072 says why it is not inside it).
    await refuseOwnFirmListing(db, user.id, listingId);
    try {
      const placed = await decide(user, listingId, amount, kind);
      events.announce([listingId]);
      return placed;
    } catch (error) {
      if (isUniqueViolation(error)) throw bidErrors.conflict();
      throw error;
    }
  }

  async function getMyListingBids(userId: string, listingId: string): Promise<MyListingBids> {
    const [rows, listing] = await Promise.all([
      selectBidderBids(db, listingId, userId, BID_HISTORY_LIMIT),
      findHighestBid(db, listingId),
    ]);
    if (!listing) throw notFound(LISTING_NOT_FOUND);
    const leading = listing.highestBidderId === userId;
    const last = rows[0];
    return {
      items: rows.map((row) => ({
        id: row.id,
        amount: row.amount,
        createdAt: row.createdAt.toISOString(),
        isHighest: leading && listing.highestBid === row.amount,
        automatic: row.automatic,
      })),
      maximum: leading ? listing.leaderMaximum : null,
      outbid: last && !leading ? outbidStanding(last) : null,
    };
  }

  return { placeBid, getMyListingBids };
}

export type BidService = ReturnType<typeof createBidService>;
