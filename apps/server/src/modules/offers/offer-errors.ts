import { formatErrorMessage } from '@arsamezat/shared/core/errors';
import { formatTl } from '@arsamezat/shared/core/money';
import { OFFER_MESSAGES as M } from '@arsamezat/shared/trading/offers';
import { AppError, notFound } from '../../lib/errors.ts';

export const offerErrors = {
  notAnOfferListing: () => new AppError('NOT_AN_OFFER_LISTING'),
  depositPending: () => new AppError('DEPOSIT_REQUIRED', M.depositPending),
  depositMissing: () => new AppError('DEPOSIT_REQUIRED', M.depositMissing),
  invalidAmount: () => new AppError('INVALID_AMOUNT', M.invalidAmount),
  listingClosed: () => new AppError('LISTING_CLOSED'),
  exists: () => new AppError('OFFER_EXISTS'),
  conflict: () => new AppError('OFFER_CONFLICT'),
  notFound: () => notFound(M.notFound),
  belowMinimum: () => new AppError('OFFER_BELOW_MINIMUM'),
  alreadyDecided: () => new AppError('OFFER_ALREADY_DECIDED'),
  notPending: () => new AppError('OFFER_NOT_PENDING'),
  alreadySold: () => new AppError('LISTING_SOLD'),
  closedForAccept: () => new AppError('LISTING_CLOSED', M.closedForAccept),
  higherPending: (amount: number) =>
    new AppError(
      'HIGHER_OFFER_PENDING',
      formatErrorMessage('HIGHER_OFFER_PENDING', { amount: formatTl(amount) }),
    ),
};
