import type { FastifyRequest } from 'fastify';
import type { ClientMeta } from './auth.service.ts';

/** What a sign-in records about the browser, and the session it may already hold. */
export const clientMeta = (request: FastifyRequest): ClientMeta => ({
  userAgent: request.headers['user-agent'],
  currentSessionId: request.authSession?.id,
});
