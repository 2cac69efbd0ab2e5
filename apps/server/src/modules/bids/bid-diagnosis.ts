import { getListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { takesBids } from '@arsamezat/shared/listings/listing-types';
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
  if (!takesBids(context.listingType)) return bidErrors.notAnAuction();
  const phase = getListingPhase(context, now);
  if (phase === 'ended') return bidErrors.notActive();
  if (context.depositStatus === 'pending') return bidErrors.depositPending();
  if (context.depositStatus !== 'completed') return bidErrors.depositMissing();
  if (!(amount > 0)) return bidErrors.invalidAmount();
  if (phase !== 'active') return bidErrors.notActive();
  return null;
}

/** A bid at `now` would move the end (anti-sniping: the last N minutes, N > 0). */
export function wouldExtend(context: BidContext, now: Date): boolean {
  const minutes = context.antiSnipeMinutes ?? 0;
  return minutes > 0 && context.endsAt.getTime() <= now.getTime() + minutes * 60_000;
}
