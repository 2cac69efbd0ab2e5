import { getListingPhase, getMinimumNextBid } from '@arsamezat/shared/listing-phase';
import type { AppError } from '../../lib/errors.ts';
import { bidErrors } from './bid-errors.ts';
import type { BidContext } from './bids.repository.ts';

/**
 * What any bid or maximum must pass first, in the spec's order (02 §5): auction, deposit,
 * amount, active. One deliberate change: an auction that is over says so before asking for a
 * deposit (after closing, the losers' deposits are refund_due, and sending them to the deposit
 * dialog of a finished auction would be wrong).
 */
export function diagnoseGate(context: BidContext, amount: number, now: Date): AppError | null {
  if (context.listingType !== 'auction') return bidErrors.notAnAuction();
  const phase = getListingPhase(context, now);
  if (phase === 'ended') return bidErrors.notActive();
  if (context.depositStatus === 'pending') return bidErrors.depositPending();
  if (context.depositStatus !== 'completed') return bidErrors.depositMissing();
  if (!(amount > 0)) return bidErrors.invalidAmount();
  if (phase !== 'active') return bidErrors.notActive();
  return null;
}

/**
 * Why a plain bid was refused: the gate, then the amount against the highest bid. Null when
 * nothing is wrong (the listing changed between the statement and this read).
 */
export function diagnoseBid(
  context: BidContext,
  bid: { bidderId: string; amount: number },
  now: Date,
): AppError | null {
  const gate = diagnoseGate(context, bid.amount, now);
  if (gate) return gate;
  if (context.highestBidderId === bid.bidderId) return bidErrors.alreadyHighest();
  const minimumNextBid = getMinimumNextBid(context);
  if (bid.amount < minimumNextBid) return bidErrors.tooLow(minimumNextBid);
  return null;
}
