import { AUTH_MESSAGES as M } from '@arsamezat/shared/accounts/auth-messages';
import { isIndefiniteBan } from '@arsamezat/shared/admin/admin-users';
import { formatIstanbulDateTime } from '@arsamezat/shared/core/istanbul-time';
import { AppError } from '../../lib/errors.ts';

/** The accounts flows' answers; codes, statuses and texts come from the shared catalogue. */
export const authErrors = {
  phoneTaken: () => new AppError('PHONE_TAKEN'),
  invalidCredentials: () => new AppError('INVALID_CREDENTIALS'),
  /** A banned account's sign-in: says until when (Istanbul time), or that the ban is indefinite. */
  accountSuspended: (bannedUntil: Date | null) => {
    if (!bannedUntil) return new AppError('ACCOUNT_SUSPENDED');
    return new AppError(
      'ACCOUNT_SUSPENDED',
      isIndefiniteBan(bannedUntil)
        ? M.accountSuspendedIndefinitely
        : M.accountSuspendedUntil(formatIstanbulDateTime(bannedUntil)),
    );
  },
  invalidCode: () => new AppError('INVALID_CODE'),
  smsFailed: () => new AppError('SMS_SEND_FAILED'),
  invalidResetToken: () => new AppError('INVALID_RESET_TOKEN'),
  invalidResetTicket: () => new AppError('INVALID_RESET_TICKET'),
  samePassword: () => new AppError('SAME_PASSWORD'),
  wrongPassword: () => new AppError('WRONG_PASSWORD'),
  commonPassword: () => new AppError('COMMON_PASSWORD'),
  emailTaken: () => new AppError('EMAIL_TAKEN'),
  unauthenticated: () => new AppError('UNAUTHENTICATED'),
  forbiddenAdmin: () => new AppError('FORBIDDEN', M.forbiddenAdmin),
  tooManyAttempts: (retryAfter: number) =>
    new AppError('RATE_LIMITED', M.tooManyAttempts(retryAfter), { retryAfter }),
  emailResetRateLimited: (retryAfter: number) =>
    new AppError('RATE_LIMITED', M.emailResetRateLimited(retryAfter), { retryAfter }),
};
