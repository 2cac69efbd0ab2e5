import type { ErrorCode } from '@arsamezat/shared/errors';

/**
 * The one error hierarchy: services throw these, the error handler turns them into
 * `{ error: { code, message } }` with the status. `message` is the Turkish text the user sees.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly extra: { retryAfter?: number; fields?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, code, message);
export const badRequest = (message: string, code = 'VALIDATION', fields?: Record<string, string>) =>
  new AppError(400, code, message, fields ? { fields } : {});
export const conflict = (message: string, code: string) => new AppError(409, code, message);
export const unauthenticated = (message = 'Bu işlem için giriş yapmalısınız.') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'Bu işlem için yetkiniz yok.') =>
  new AppError(403, 'FORBIDDEN', message);
