import { BID_ERROR_CODES as C, BID_MESSAGES as M } from '@arsamezat/shared/bids';
import { formatTl } from '@arsamezat/shared/money';
import { AppError } from '../../lib/errors.ts';

/** 409 BID_TOO_LOW, with the minimum next bid in the body beside code and message. */
export class BidTooLowError extends AppError {
  override readonly extra: AppError['extra'] & { minimumNextBid: number };
  constructor(readonly minimumNextBid: number) {
    super(409, C.tooLow, M.tooLow(formatTl(minimumNextBid)));
    this.extra = { minimumNextBid };
  }
}

/** The refusals of a bid (and of an offer's shared gate), spec 02 §5 and §8. */
export const bidErrors = {
  notAnAuction: () => new AppError(400, C.notAnAuction, M.notAnAuction),
  depositPending: () => new AppError(403, C.depositRequired, M.depositPending),
  depositMissing: () => new AppError(403, C.depositRequired, M.depositMissing),
  invalidAmount: () => new AppError(400, C.invalidAmount, M.invalidAmount),
  notActive: () => new AppError(409, C.notActive, M.notActive),
  alreadyHighest: () => new AppError(409, C.alreadyHighest, M.alreadyHighest),
  tooLow: (minimumNextBid: number) => new BidTooLowError(minimumNextBid),
  conflict: () => new AppError(409, C.conflict, M.conflict),
};
