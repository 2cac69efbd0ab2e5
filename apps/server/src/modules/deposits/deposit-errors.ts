import { DEPOSIT_MESSAGES } from '@arsamezat/shared/trading/deposits';
import { AppError } from '../../lib/errors.ts';

export const depositErrors = {
  alreadyCompleted: () => new AppError('DEPOSIT_COMPLETED'),
  conflict: () => new AppError('DEPOSIT_CONFLICT'),
  identityRequired: () => new AppError('IDENTITY_REQUIRED'),
  listingClosed: () => new AppError('LISTING_CLOSED', DEPOSIT_MESSAGES.listingClosed),
  /** The card was refused when the payment started; the provider's text is safe to show. */
  declined: (message: string) => new AppError('PAYMENT_DECLINED', message),
  provider: () => new AppError('PAYMENT_PROVIDER_ERROR'),
  signIn: () => new AppError('UNAUTHENTICATED', DEPOSIT_MESSAGES.signInRequired),
} as const;
