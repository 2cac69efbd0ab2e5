import type { SessionUser } from '@arsamezat/shared/accounts/auth';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null for a guest (and for banned or deleted accounts). */
    user: SessionUser | null;
    /** The session behind `user`, for sign-out and "revoke my other sessions". */
    authSession: { id: string } | null;
  }
}

/**
 * Reads the session cookie of every API request (one query on the token-hash index) and sets
 * `request.user`. Built assets and uploads never need it and skip the query; a server-rendered
 * page reads it itself, the same way, when it draws a member's page (decision 095). A cookie that
 * no longer matches a live session is cleared.
 */
export function registerSession(app: FastifyInstance): void {
  const sessions = app.services.auth.sessions;
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[sessions.cookieName];
    if (!token) return;
    const resolved = await sessions.resolve(token, reply);
    if (!resolved) {
      sessions.clearCookie(reply);
      return;
    }
    request.user = resolved.user;
    request.authSession = { id: resolved.sessionId };
  });
}
