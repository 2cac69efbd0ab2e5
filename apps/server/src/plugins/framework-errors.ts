import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode } from '@arsamezat/shared/core/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../lib/errors.ts';

/*
 * What Node's HTTP parser and Fastify answer themselves, before any hook or route runs. Their own
 * answers are English, some echo the path back, and the parser's are not our contract at all;
 * ours keep the one error contract (`{ error: { code, message } }`, Turkish) and echo nothing.
 */

const UNPROCESSABLE = 'Bu istek işlenemedi.';

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/api/listings/%E0%A4%A`) or a path
 * parameter longer than its router keeps.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(404).send(errorBody('NOT_FOUND'));
    return;
  }
  void reply.status(400).send(errorBody('BAD_REQUEST', UNPROCESSABLE));
}

/** What the parser's error says, as our status and code. */
function refusalOf(code: string | undefined): { status: number; code: ErrorCode } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'HEADERS_TOO_LARGE' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'REQUEST_TIMEOUT' };
  return { status: 400, code: 'BAD_REQUEST' };
}

/**
 * Fastify's `clientErrorHandler`, Node's `clientError`: a request the HTTP parser refused
 * (headers over the limit, a request line or header it cannot read, headers that never came).
 * There is no request and no reply: the answer is written on the socket, which is then closed.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code } = refusalOf(error.code);
  this.log.debug({ err: error, status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(
      errorBody(code, code === 'BAD_REQUEST' ? UNPROCESSABLE : undefined),
    );
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'x-content-type-options: nosniff\r\n' +
        'connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

/**
 * A request that arrives while the instance shuts down (on a connection already open) is a 503
 * in our contract, instead of Fastify's own (`return503OnClosing: false` in buildApp), so the
 * caller tries again and the balancer sends it to another instance.
 */
export function registerClosingRefusal(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply.status(503).header('connection', 'close').send(errorBody('SHUTTING_DOWN'));
  });
}
