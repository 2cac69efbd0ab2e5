import { AUTH_LIMITS, AUTH_MESSAGES as M } from '@arsamezat/shared/accounts/auth-messages';
import { ApiError } from '../../../lib/api-client';

/*
 * What each accounts screen says when a call fails (spec 01 §8). The server's Turkish `message`
 * is shown where the spec says "the server's message"; the spec's own fallbacks cover the
 * network, 5xx answers and anything unexpected.
 */

const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
/** An answer about the request itself (4xx) — its message is written for the user. */
const isClientError = (error: ApiError) => error.status >= 400 && error.status < 500;

export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return M.loginUnexpected;
  if (error.code === 'INVALID_CREDENTIALS') return M.invalidCredentials;
  return isClientError(error) ? error.message : M.loginUnexpected;
}

export type SignupFailure = { field?: 'phone' | 'password'; message: string };

/** Registration step 1: checking the phone and sending the code. */
export function signupCodeFailure(error: unknown): SignupFailure {
  if (!isApiError(error)) return { message: M.stepFailed };
  if (error.code === 'PHONE_TAKEN') return { field: 'phone', message: M.phoneTaken };
  if (isClientError(error) || error.code === 'SMS_SEND_FAILED') return { message: error.message };
  return { message: M.codeSendFailed };
}

/** Registration step 2: 'DOĞRULA VE KAYIT OL'. */
export function registerFailure(error: unknown): SignupFailure {
  if (!isApiError(error)) return { message: M.registerFailed };
  switch (error.code) {
    case 'INVALID_CODE':
      return { message: M.invalidCode };
    case 'PHONE_TAKEN':
      return { message: M.phoneTaken };
    case 'COMMON_PASSWORD':
      return { field: 'password', message: error.message };
    case 'RATE_LIMITED':
      return { message: error.message };
    default:
      return { message: M.registerFailed };
  }
}

/** Asking for another code (both flows): a rate limit says how long to wait. */
export function resendErrorMessage(error: unknown): string {
  return isApiError(error) && error.code === 'RATE_LIMITED' ? error.message : M.codeResendFailed;
}

/** Seconds to wait from a 429, or the spec's default of 60. */
export function retryAfterSeconds(error: unknown): number {
  return (isApiError(error) && error.retryAfter) || AUTH_LIMITS.defaultRateLimitSeconds;
}

export const isRateLimited = (error: unknown): error is ApiError =>
  isApiError(error) && (error.status === 429 || error.code === 'RATE_LIMITED');

/** Forgot password by phone: sending the code. */
export function resetCodeSendErrorMessage(error: unknown): string {
  if (isApiError(error) && (isClientError(error) || error.code === 'SMS_SEND_FAILED')) {
    return error.message;
  }
  return M.phoneCodeSendFailed;
}

/** Forgot password by phone: checking the code. */
export function resetCodeVerifyErrorMessage(error: unknown): string {
  return isApiError(error) && isClientError(error) ? error.message : M.phoneCodeVerifyFailed;
}

/** Forgot password by phone: setting the new password with the ticket. */
export function phoneResetConfirmErrorMessage(error: unknown): string {
  if (!isApiError(error)) return M.phonePasswordChangeFailed;
  if (error.code === 'INVALID_RESET_TICKET') return M.invalidResetTicket;
  return isClientError(error) ? error.message : M.phonePasswordChangeFailed;
}

/** Forgot password by e-mail: asking for the link. */
export function emailResetErrorMessage(error: unknown): string {
  if (isRateLimited(error)) return M.emailResetRateLimited(retryAfterSeconds(error));
  if (isApiError(error) && error.status === 400) return error.message;
  return M.emailResetFailed;
}

/** Spec 01 §8 "Reset by link" for a 429. */
export const LINK_RESET_RATE_LIMITED =
  'Çok fazla deneme yapıldı. Lütfen bir süre bekleyip tekrar deneyin.';

export type LinkResetFailure = { message: string; linkExpired: boolean };

/** Reset by link: setting the new password with the token from the e-mail. */
export function linkResetFailure(error: unknown): LinkResetFailure {
  const fail = (message: string, linkExpired = false) => ({ message, linkExpired });
  if (!isApiError(error)) return fail(M.phonePasswordChangeFailed);
  if (error.code === 'SAME_PASSWORD') return fail(M.samePassword);
  if (error.code === 'INVALID_RESET_TOKEN') return fail(M.invalidResetToken, true);
  if (error.status === 429) return fail(LINK_RESET_RATE_LIMITED);
  return fail(isClientError(error) ? error.message : M.phonePasswordChangeFailed);
}
