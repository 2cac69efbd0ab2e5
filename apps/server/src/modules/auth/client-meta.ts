import type { FastifyRequest } from 'fastify';
import type { ClientMeta } from './auth.service.ts';

/** Where a sign-in comes from (its limits), the browser, and the session it may already hold. */
export const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  currentSessionId: request.authSession?.id,
});
