import { and, eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bids } from '../../db/schema/trading.ts';
import {
  recordNotifications,
  recordNotificationsIn,
  type NotificationTarget,
} from './record-notifications.ts';

/*
 * The calls the domain makes, each inside the transaction of its change (decision 034). They only
 * record; the notification queue delivers after commit. Each is idempotent per occurrence.
 */

/**
 * Accepted bid rows, from the bids' transaction path (decision 028): when the caller took the lead, the
 * bidder who held it is outbid; when the end moved, every other bidder and every watcher is told
 * in-app (decision 039). The caller is never told (they get the answer to their request), and
 * when the leader's maximum answered the caller, nobody lost the lead, so nobody is outbid.
 */
export async function recordBidNotifications(
  target: NotificationTarget,
  bid: {
    listingId: string;
    /** The member whose action it was. */
    bidderId: string;
    /** The bid that leads after it (keys both events): the caller's, or an automatic answer. */
    placed: { bidId: string; highestBid: number; endsAt: Date; extended: boolean };
    /** The caller took the lead (always, for a plain bid that the statement accepted). */
    tookLead: boolean;
    now: Date;
  },
): Promise<void> {
  const { listingId, bidderId, placed, now } = bid;
  if (bid.tookLead) {
    // The bid before the caller's is the previous leader's: their last bid, or the automatic
    // bid their maximum made in the same outcome (rows are written in order).
    await recordNotificationsIn(target, {
      event: 'outbid',
      eventKey: placed.bidId,
      listingId,
      audience: { previousBidder: true },
      excludeId: bidderId,
      data: { amount: placed.highestBid },
      now,
    });
  }
  if (placed.extended) await recordBidExtended(target, { listingId, bidderId, placed, now });
}

/**
 * A bid that moved the end: every other bidder and every watcher is told in-app (decision 039).
 * Run after the bid statement in its transaction, so the audience is read with the bid that
 * just committed before it (decisions 044, 047: the bid statement cannot see those).
 */
export async function recordBidExtended(
  target: NotificationTarget,
  bid: {
    listingId: string;
    bidderId: string;
    placed: { bidId: string; endsAt: Date };
    now: Date;
  },
): Promise<void> {
  await recordNotificationsIn(target, {
    event: 'auction_extended',
    eventKey: bid.placed.bidId,
    listingId: bid.listingId,
    audience: { bidders: true, watchers: true },
    excludeId: bid.bidderId,
    data: { endsAt: bid.placed.endsAt.toISOString() },
    now: bid.now,
  });
}

/**
 * A closed listing: the winner is told the next steps, the other bidders the refund timeline, and
 * the members whose deposit the closing marked for refund without their having bid (an auction's
 * watchers who paid, an unsold offer listing's offerers) that it will be refunded.
 */
export async function recordAuctionClosed(
  tx: Tx,
  closing: {
    listingId: string;
    winnerId: string | null;
    finalPrice: number | null;
    /** The winner's deposit, their service fee: their e-mail says who receives what. */
    winnerDeposit: number | null;
    /** The runner-up (issue 29): not told 'auction lost' with a refund; the sale tells them. */
    runnerUpId?: string | null;
    /** Members whose completed deposit became refund_due and who never bid on it. */
    depositorsWithoutBids: readonly string[];
    now: Date;
  },
): Promise<void> {
  const { listingId, winnerId, finalPrice, now } = closing;
  if (winnerId) {
    await recordNotifications(tx, {
      event: 'auction_won',
      eventKey: listingId,
      listingId,
      audience: { recipients: [winnerId] },
      data: { finalPrice, deposit: closing.winnerDeposit },
      now,
    });
  }
  // The runner-up (issue 29) keeps their deposit held: they get 'Yedek alıcı oldunuz' from the
  // sale instead, so the losers are named here without them.
  const runnerUpId = closing.runnerUpId ?? null;
  const losers =
    runnerUpId === null ? null : await losingBidders(tx, listingId, [winnerId, runnerUpId]);
  await recordNotifications(tx, {
    event: 'auction_lost',
    eventKey: listingId,
    listingId,
    audience: losers === null ? { bidders: true } : { recipients: losers },
    excludeId: winnerId,
    data: { finalPrice },
    now,
  });
  await recordDepositsRefundDue(tx, {
    listingId,
    depositHolders: closing.depositorsWithoutBids,
    now,
  });
}

/** Everyone who bid on the listing but the members `kept` (the winner, the runner-up). */
async function losingBidders(
  tx: Tx,
  listingId: string,
  kept: readonly (string | null)[],
): Promise<string[]> {
  const keptIds = kept.filter((id): id is string => id !== null);
  const rows = await tx
    .selectDistinct({ userId: bids.bidderId })
    .from(bids)
    .where(and(eq(bids.listingId, listingId), notInArray(bids.bidderId, keptIds)));
  return rows.map((row) => row.userId);
}

/**
 * Deposits the end of a listing marked for refund (issue 24), told to their holders — SMS, e-mail
 * and in-app, each by the member's settings. For the members no other notice of the same change
 * reaches (the bidders' 'auction lost' already gives the refund timeline). Keyed by the listing:
 * its deposits are marked for refund once.
 */
export async function recordDepositsRefundDue(
  tx: Tx,
  refund: { listingId: string; depositHolders: readonly string[]; now: Date },
): Promise<number> {
  if (refund.depositHolders.length === 0) return 0;
  return recordNotifications(tx, {
    event: 'deposit_refund_due',
    eventKey: refund.listingId,
    listingId: refund.listingId,
    audience: { recipients: refund.depositHolders },
    now: refund.now,
  });
}

/** A deposit paid (the receipt) or given back, told to the member who paid it. */
export function recordDepositChanged(
  tx: Tx,
  deposit: {
    event: 'deposit_completed' | 'deposit_refunded';
    depositId: string;
    userId: string;
    listingId: string;
    amount: number;
    now: Date;
  },
): Promise<number> {
  return recordNotifications(tx, {
    event: deposit.event,
    eventKey: deposit.depositId,
    listingId: deposit.listingId,
    audience: { recipients: [deposit.userId] },
    data: { amount: deposit.amount },
    now: deposit.now,
  });
}

/** An administrator's decision on an offer, told to the member who made it. */
export function recordOfferDecided(
  tx: Tx,
  offer: {
    decision: 'accepted' | 'rejected';
    offerId: string;
    userId: string;
    listingId: string;
    amount: number;
    now: Date;
  },
): Promise<number> {
  return recordNotifications(tx, {
    event: offer.decision === 'accepted' ? 'offer_accepted' : 'offer_rejected',
    eventKey: offer.offerId,
    listingId: offer.listingId,
    audience: { recipients: [offer.userId] },
    data: { amount: offer.amount },
    now: offer.now,
  });
}
