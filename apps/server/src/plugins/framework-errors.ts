import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What Fastify answers itself, before any hook or route runs: a URL it cannot decode
 * (`/api/listings/%E0%A4%A`) or a path parameter longer than its router keeps. Its own answers
 * are English and echo the path back; ours keep the one error contract and echo nothing.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: 'İstenen adres bulunamadı.' } });
    return;
  }
  void reply.status(400).send({ error: { code: 'BAD_REQUEST', message: 'Bu istek işlenemedi.' } });
}
