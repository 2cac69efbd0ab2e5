import { BID_MESSAGES as M } from '@arsamezat/shared/trading/bids';
import { formatTl } from '@arsamezat/shared/core/money';
import { AppError } from '../../lib/errors.ts';

/** 409 BID_TOO_LOW, with the minimum next bid in the body beside code and message. */
export class BidTooLowError extends AppError {
  override readonly extra: AppError['extra'] & { minimumNextBid: number };
  constructor(readonly minimumNextBid: number) {
    super('BID_TOO_LOW', M.tooLow(formatTl(minimumNextBid)));
    this.extra = { minimumNextBid };
  }
}

/** The refusals of a bid (and of an offer's shared gate), spec 02 §5 and §8. */
export const bidErrors = {
  notAnAuction: () => new AppError('NOT_AN_AUCTION'),
  depositPending: () => new AppError('DEPOSIT_REQUIRED', M.depositPending),
  depositMissing: () => new AppError('DEPOSIT_REQUIRED', M.depositMissing),
  invalidAmount: () => new AppError('INVALID_AMOUNT'),
  notActive: () => new AppError('AUCTION_NOT_ACTIVE'),
  alreadyHighest: () => new AppError('ALREADY_HIGHEST'),
  tooLow: (minimumNextBid: number) => new BidTooLowError(minimumNextBid),
  conflict: () => new AppError('BID_CONFLICT'),
};
