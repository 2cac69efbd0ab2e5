import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

const INTERNAL_MESSAGE = 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.';
const INVALID_BODY = 'İstek gövdesi okunamadı. Lütfen geçerli bir JSON gönderin.';
const TOO_LARGE = 'İstek çok büyük.';
const RATE_LIMITED = (seconds: number) =>
  `Çok fazla deneme yapıldı. Lütfen ${seconds} saniye sonra tekrar deneyin.`;

/**
 * Turns every thrown error into `{ error: { code, message } }`. Validation problems become a 400
 * with the first problem's Turkish message (and one message per field); 5xx never leaks details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        error: { code: error.code, message: error.message, ...error.extra },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Geçersiz değer.';
      }
      const first = error.validation[0]?.message ?? 'Geçersiz istek.';
      return reply.status(400).send({ error: { code: 'VALIDATION', message: first, fields } });
    }
    if (error.statusCode === 429) {
      const retryAfter = Math.max(1, Number(reply.getHeader('retry-after')) || 60);
      return reply
        .status(429)
        .send({ error: { code: 'RATE_LIMITED', message: RATE_LIMITED(retryAfter), retryAfter } });
    }
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ error: { code: 'PAYLOAD_TOO_LARGE', message: TOO_LARGE } });
    }
    if (
      error.statusCode === 400 ||
      error.statusCode === 415 ||
      error.code.startsWith('FST_ERR_CTP')
    ) {
      return reply
        .status(error.statusCode ?? 400)
        .send({ error: { code: 'BAD_REQUEST', message: INVALID_BODY } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code =
        error.statusCode === 404
          ? 'NOT_FOUND'
          : error.statusCode === 403
            ? 'FORBIDDEN'
            : 'BAD_REQUEST';
      const message =
        error.statusCode === 404 ? 'İstenen adres bulunamadı.' : 'Bu istek işlenemedi.';
      return reply.status(error.statusCode).send({ error: { code, message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: INTERNAL_MESSAGE } });
  });
}
