import { DEPOSIT_ERROR_CODES, DEPOSIT_MESSAGES } from '@arsamezat/shared/deposits';
import { AppError, conflict } from '../../lib/errors.ts';

export const depositErrors = {
  alreadyCompleted: () =>
    conflict(DEPOSIT_MESSAGES.alreadyCompleted, DEPOSIT_ERROR_CODES.alreadyCompleted),
  conflict: () => conflict(DEPOSIT_MESSAGES.conflict, DEPOSIT_ERROR_CODES.conflict),
  listingClosed: () => conflict(DEPOSIT_MESSAGES.listingClosed, DEPOSIT_ERROR_CODES.listingClosed),
  /** The card was refused when the payment started; the provider's text is safe to show. */
  declined: (message: string) => new AppError(402, DEPOSIT_ERROR_CODES.declined, message),
  provider: () =>
    new AppError(502, DEPOSIT_ERROR_CODES.providerError, DEPOSIT_MESSAGES.providerUnreadable),
  signIn: () => new AppError(401, 'UNAUTHENTICATED', DEPOSIT_MESSAGES.signInRequired),
} as const;
