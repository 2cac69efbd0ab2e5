import { ERRORS, type ErrorCode } from '@arsamezat/shared/core/errors';

export type AppErrorExtra = { retryAfter?: number; fields?: Record<string, string> };

/**
 * The one error hierarchy: services throw these, the error handler turns them into
 * `{ error: { code, message } }` with the status the catalogue gives the code. `message` is the
 * Turkish text the user sees: the catalogue's, unless the caller names a more specific one.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    readonly extra: AppErrorExtra = {},
  ) {
    super(message);
    this.statusCode = ERRORS[code].status;
  }
}

/** The catalogue's codes answered with HTTP status S. */
type CodeWithStatus<S extends number> = {
  [K in ErrorCode]: (typeof ERRORS)[K]['status'] extends S ? K : never;
}[ErrorCode];

export const notFound = (message: string, code: CodeWithStatus<404> = 'NOT_FOUND') =>
  new AppError(code, message);
export const badRequest = (
  message: string,
  code: CodeWithStatus<400> = 'VALIDATION',
  fields?: Record<string, string>,
) => new AppError(code, message, fields ? { fields } : {});
export const unauthenticated = (message?: string) => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);

/** The `{ error: { code, message } }` body for answers sent without throwing (hooks, 404s). */
export const errorBody = (
  code: ErrorCode,
  message: string = ERRORS[code].message,
  extra: AppErrorExtra = {},
) => ({ error: { code, message, ...extra } });
