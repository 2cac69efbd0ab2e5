import type { SessionUser } from '@arsamezat/shared/accounts/auth';
import { AUTH_LIMITS } from '@arsamezat/shared/accounts/auth-messages';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  deleteUserSessions,
  findLiveSession,
  insertSession,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './session.repository.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { toSessionUser } from './user.mapper.ts';

export const SESSION_TTL_MS = AUTH_LIMITS.sessionDays * 24 * 60 * 60 * 1000;
/** A session's expiry moves forward on use, but at most one write per session per hour. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;
const USER_AGENT_MAX = 300;

/** `__Host-` (Secure, path /, no domain) in production; plain `session` on http://localhost. */
export const sessionCookieName = (config: Config) =>
  config.isProduction ? '__Host-session' : 'session';

export type ResolvedSession = { sessionId: string; user: SessionUser };

export function createSessionService(deps: { db: Db; clock: () => Date; config: Config }) {
  const { db, clock, config } = deps;
  const cookieName = sessionCookieName(config);

  function setCookie(reply: FastifyReply, token: string) {
    reply.setCookie(cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      maxAge: SESSION_TTL_MS / 1000,
    });
  }

  return {
    cookieName,
    setCookie,

    clearCookie(reply: FastifyReply) {
      reply.clearCookie(cookieName, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.isProduction,
      });
    },

    /** A new session for `userId` (inside the caller's transaction); returns the cookie value. */
    async create(tx: Tx, userId: string, userAgent: string | undefined): Promise<string> {
      const now = clock();
      const token = randomToken();
      await insertSession(tx, {
        userId,
        tokenHash: hashToken(token),
        userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
        now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      });
      return token;
    },

    /** Who a cookie belongs to, extending the session (and the cookie) when due. */
    async resolve(token: string, reply: FastifyReply): Promise<ResolvedSession | null> {
      // A token we never issued cannot match; do not spend a query on garbage.
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const now = clock();
      const row = await findLiveSession(db, hashToken(token), now);
      if (!row) return null;
      if (now.getTime() - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
        await touchSession(db, row.sessionId, now, new Date(now.getTime() + SESSION_TTL_MS));
        setCookie(reply, token);
      }
      return { sessionId: row.sessionId, user: toSessionUser(row) };
    },

    revoke(sessionId: string) {
      return revokeSession(db, sessionId, clock());
    },

    revokeAll(userId: string, exceptSessionId?: string) {
      return revokeUserSessions(db, userId, clock(), exceptSessionId);
    },

    /** Ends every session of a user inside the caller's transaction (a ban); rows stay as history. */
    revokeAllIn(tx: Tx, userId: string, now: Date) {
      return revokeUserSessions(tx, userId, now);
    },

    /** Removes every session row of a user inside the caller's transaction (anonymisation). */
    deleteAllIn(tx: Tx, userId: string) {
      return deleteUserSessions(tx, userId);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
