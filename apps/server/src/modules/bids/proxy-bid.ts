import {
  maskBidderName,
  type BidKind,
  type PlaceBidResponse,
} from '@arsamezat/shared/trading/bids';
import { getMinimumNextBid } from '@arsamezat/shared/listings/listing-phase';
import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listings';
import { resolveProxyBid, type ProxyRefusal } from '@arsamezat/shared/trading/proxy-bids';
import type { RunStatement, WithConnection } from '../../db/connection.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { bidErrors } from './bid-errors.ts';
import { diagnoseGate } from './bid-diagnosis.ts';
import type { BidContext } from './bids.repository.ts';
import {
  applyOutcome,
  lockListing,
  toProxyListing,
  updateLeaderMaximum,
} from './proxy-bid.repository.ts';

export type ProxyBidRequest = {
  listingId: string;
  bidderId: string;
  /** The caller's full name (masked before it reaches the event). */
  bidderFullName: string;
  kind: BidKind;
  amount: number;
  /** NOTIFY at commit (the NOTIFY bus) or leave it to the caller's announcement (NATS). */
  notify: boolean;
};

/** What an accepted outcome with bid rows did, for the notifications it causes (decision 034). */
export type ProxyBidApplied = {
  /** The bid that leads now: the caller's, or the leader's automatic answer. */
  placed: { bidId: string; highestBid: number; endsAt: Date; extended: boolean };
  /** The caller took the lead; false when the leader's maximum answered them. */
  tookLead: boolean;
  now: Date;
};

function refusalError(reason: ProxyRefusal, listing: BidContext): AppError {
  if (reason === 'ALREADY_HIGHEST') return bidErrors.alreadyHighest();
  if (reason === 'MAXIMUM_BELOW_PRICE') return new AppError('MAXIMUM_BELOW_PRICE');
  return bidErrors.tooLow(getMinimumNextBid(listing));
}

/**
 * Why the listing as read (`context`, with the leader's maximum) refuses the input: the gate,
 * then the shared rule. Null when the rule would accept it.
 */
export function diagnoseProxyBid(
  context: BidContext,
  request: Pick<ProxyBidRequest, 'bidderId' | 'kind' | 'amount'>,
  now: Date,
): AppError | null {
  const gate = diagnoseGate(context, request.amount, now);
  if (gate) return gate;
  const outcome = resolveProxyBid(toProxyListing(context), request);
  return outcome.accepted ? null : refusalError(outcome.reason, context);
}

/**
 * A bid or maximum decided with maximums in play (decision 028): one transaction holds the
 * listing's row lock while the shared rule (`resolveProxyBid`) decides, and writes its outcome
 * with the live event. The transaction is `withTransaction`'s: one connection, BEGIN, the
 * prepared lock read, one prepared write (plus the notifications), COMMIT. The server time is read once the lock is held. `afterApplied` runs in the
 * same transaction once bid rows are written (the notifications they cause); a raise of the
 * leader's maximum writes none and calls nothing.
 */
export async function placeProxyBid(
  withTransaction: WithConnection,
  clock: () => Date,
  request: ProxyBidRequest,
  afterApplied?: (run: RunStatement, applied: ProxyBidApplied) => Promise<void>,
): Promise<PlaceBidResponse> {
  return withTransaction(async (tx) => {
    const locked = await lockListing(tx, request.listingId, request.bidderId);
    if (!locked) throw notFound(LISTING_NOT_FOUND);
    const now = clock();
    const gate = diagnoseGate(locked, request.amount, now);
    if (gate) throw gate;
    const before = toProxyListing(locked);
    const outcome = resolveProxyBid(before, request);
    if (!outcome.accepted) throw refusalError(outcome.reason, locked);
    const after = outcome.listing;
    const leading = after.leaderId === request.bidderId;
    const maximum = leading ? after.leaderMaximum : null;
    if (outcome.bids.length === 0) {
      await updateLeaderMaximum(tx, request.listingId, request.amount, now);
      return {
        bid: null,
        leading,
        maximum,
        listing: {
          highestBid: locked.highestBid ?? 0,
          minimumNextBid: getMinimumNextBid(locked),
          bidCount: locked.bidCount,
          endsAt: locked.endsAt.toISOString(),
          extended: false,
        },
      };
    }
    const leaderName =
      after.leaderId === request.bidderId
        ? request.bidderFullName
        : (locked.leaderFullName ?? request.bidderFullName);
    const applied = await applyOutcome(tx, {
      listingId: request.listingId,
      callerId: request.bidderId,
      rows: outcome.bids,
      after,
      now,
      leaderName: maskBidderName(leaderName),
      notify: request.notify,
    });
    await afterApplied?.(tx, {
      placed: {
        bidId: applied.leadingBidId,
        highestBid: applied.highestBid,
        endsAt: applied.endsAt,
        extended: applied.extended,
      },
      // Rows were written, so the caller did not lead before: leading now, they took the lead.
      tookLead: leading,
      now,
    });
    const own = outcome.bids.find((row) => row.bidderId === request.bidderId);
    return {
      bid:
        applied.callerBidId && own
          ? {
              id: applied.callerBidId,
              amount: own.amount,
              createdAt: now.toISOString(),
              automatic: own.automatic,
            }
          : null,
      leading,
      maximum,
      listing: {
        highestBid: applied.highestBid,
        minimumNextBid: getMinimumNextBid({ ...locked, highestBid: applied.highestBid }),
        bidCount: applied.bidCount,
        endsAt: applied.endsAt.toISOString(),
        extended: applied.extended,
      },
    };
  });
}
