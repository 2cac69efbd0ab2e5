import { AUTH_ERROR_CODES as C, AUTH_MESSAGES as M } from '@arsamezat/shared/auth-messages';
import { AppError } from '../../lib/errors.ts';

/** The accounts flows' answers: one place for each status, code and Turkish text. */
export const authErrors = {
  phoneTaken: () => new AppError(409, C.PHONE_TAKEN, M.phoneTaken),
  invalidCredentials: () => new AppError(401, C.INVALID_CREDENTIALS, M.invalidCredentials),
  accountSuspended: () => new AppError(403, C.ACCOUNT_SUSPENDED, M.accountSuspended),
  invalidCode: () => new AppError(400, C.INVALID_CODE, M.invalidCode),
  smsFailed: () => new AppError(502, C.SMS_SEND_FAILED, M.codeResendFailed),
  invalidResetToken: () => new AppError(400, C.INVALID_RESET_TOKEN, M.invalidResetToken),
  invalidResetTicket: () => new AppError(400, C.INVALID_RESET_TICKET, M.invalidResetTicket),
  samePassword: () => new AppError(400, C.SAME_PASSWORD, M.samePassword),
  wrongPassword: () => new AppError(400, C.WRONG_PASSWORD, M.wrongPassword),
  commonPassword: () => new AppError(400, C.COMMON_PASSWORD, M.commonPassword),
  emailTaken: () => new AppError(409, C.EMAIL_TAKEN, M.emailTaken),
  unauthenticated: () => new AppError(401, C.UNAUTHENTICATED, M.unauthenticated),
  forbiddenAdmin: () => new AppError(403, C.FORBIDDEN, M.forbiddenAdmin),
  tooManyAttempts: (retryAfter: number) =>
    new AppError(429, C.RATE_LIMITED, M.tooManyAttempts(retryAfter), { retryAfter }),
  emailResetRateLimited: (retryAfter: number) =>
    new AppError(429, C.RATE_LIMITED, M.emailResetRateLimited(retryAfter), { retryAfter }),
};
