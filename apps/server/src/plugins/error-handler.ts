import { formatErrorMessage, type ErrorCode } from '@arsamezat/shared/core/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody } from '../lib/errors.ts';

const INVALID_VALUE = 'Geçersiz değer.';
const UNPROCESSABLE = 'Bu istek işlenemedi.';

/** What may be read off anything thrown, without trusting its shape. */
function describe(error: unknown): { statusCode?: number; code?: string } {
  if (typeof error !== 'object' || error === null) return {};
  const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
  return {
    ...(typeof statusCode === 'number' && Number.isInteger(statusCode) ? { statusCode } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

function send(reply: FastifyReply, status: number, code: ErrorCode, message?: string) {
  return reply.status(status).send(errorBody(code, message));
}

/**
 * Turns everything thrown into `{ error: { code, message } }`. Validation problems become a 400
 * with the first problem's Turkish message (and one message per field); 5xx never leaks details.
 * It reads the thrown value defensively — an error without `code`, a string, null — so that the
 * handler itself can never throw: anything it does not recognise is logged as it was and answers
 * 500 INTERNAL.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof AppError) {
      // A refusal that says how long to wait says it in the header too (RFC 9110 §10.2.3).
      if (error.extra.retryAfter !== undefined) {
        reply.header('retry-after', String(error.extra.retryAfter));
      }
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? INVALID_VALUE;
      }
      const first = error.validation[0]?.message ?? 'Geçersiz istek.';
      return reply.status(400).send(errorBody('VALIDATION', first, { fields }));
    }
    const { statusCode, code } = describe(error);
    if (statusCode === 429) {
      const retryAfter = Math.max(1, Number(reply.getHeader('retry-after')) || 60);
      const message = formatErrorMessage('RATE_LIMITED', { seconds: retryAfter });
      return reply.status(429).send(errorBody('RATE_LIMITED', message, { retryAfter }));
    }
    if (statusCode === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, 413, 'PAYLOAD_TOO_LARGE');
    }
    if (statusCode === 400 || statusCode === 415 || code?.startsWith('FST_ERR_CTP')) {
      return send(reply, statusCode ?? 400, 'BAD_REQUEST');
    }
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      if (statusCode === 404) return send(reply, 404, 'NOT_FOUND');
      return send(
        reply,
        statusCode,
        statusCode === 403 ? 'FORBIDDEN' : 'BAD_REQUEST',
        UNPROCESSABLE,
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'INTERNAL');
  });
}
