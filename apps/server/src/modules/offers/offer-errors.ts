import { OFFER_ERROR_CODES as C, OFFER_MESSAGES as M } from '@arsamezat/shared/offers';
import { AppError, notFound } from '../../lib/errors.ts';

export const offerErrors = {
  notAnOfferListing: () => new AppError(400, C.notAnOfferListing, M.notAnOfferListing),
  depositPending: () => new AppError(403, C.depositRequired, M.depositPending),
  depositMissing: () => new AppError(403, C.depositRequired, M.depositMissing),
  invalidAmount: () => new AppError(400, C.invalidAmount, M.invalidAmount),
  listingClosed: () => new AppError(409, C.listingClosed, M.listingClosed),
  exists: () => new AppError(409, C.exists, M.exists),
  conflict: () => new AppError(409, C.conflict, M.conflict),
  notFound: () => notFound(M.notFound),
  notPending: () => new AppError(409, C.notPending, M.notPending),
  alreadySold: () => new AppError(409, C.alreadySold, M.alreadySold),
  closedForAccept: () => new AppError(409, C.listingClosed, M.closedForAccept),
};
