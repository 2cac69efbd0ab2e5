import { AppError } from '../../lib/errors.ts';

export const packageErrors = {
  notFound: () => new AppError('PACKAGE_NOT_FOUND'),
  inactive: () => new AppError('PACKAGE_INACTIVE'),
  purchaseNotFound: () => new AppError('PURCHASE_NOT_FOUND'),
  identityRequired: () =>
    new AppError(
      'IDENTITY_REQUIRED',
      'Paket satın alabilmek için önce kimliğinizi doğrulamanız gerekir.',
    ),
  /** The card was refused when the payment started; the provider's text is safe to show. */
  declined: (message: string) => new AppError('PAYMENT_DECLINED', message),
  provider: () => new AppError('PAYMENT_PROVIDER_ERROR'),
} as const;
