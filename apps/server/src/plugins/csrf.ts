import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';
import { errorBody } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on a route that receives cross-site POSTs by design (a bank's 3-D Secure return). */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-csrf-token';
export const csrfCookieName = (config: Config) =>
  config.isProduction ? '__Host-csrf_token' : 'csrf_token';

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit protection against cross-site request forgery: every response makes sure the
 * browser holds a random `csrf_token` cookie (readable by our own scripts only, SameSite=Strict),
 * and every state-changing API request must echo it in the `X-CSRF-Token` header — something a
 * page on another site cannot read or send.
 */
export function registerCsrf(app: FastifyInstance, config: Config): void {
  const name = csrfCookieName(config);
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[name];
    if (!cookie) {
      reply.setCookie(name, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: config.isProduction,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config.csrf === false) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
      return reply.status(403).send(errorBody('CSRF_FAILED'));
    }
  });
}
