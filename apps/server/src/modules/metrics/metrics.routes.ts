import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { errorBody } from '../../lib/errors.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries the token: both sides hashed to 32 bytes first, so the
 * comparison takes the same time whatever the length or the first differing byte.
 */
export function carriesToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer ([\x21-\x7e]{1,512})$/.exec(header ?? '');
  const given = digest(match?.[1] ?? '');
  return timingSafeEqual(given, digest(token)) && match !== null;
}

/**
 * GET /metrics in Prometheus' text format (decision 088), outside /api: for a scraper, not the
 * web app, so it has no JSON contract. No METRICS_TOKEN configured: 404, as if it did not exist.
 * Otherwise `Authorization: Bearer <METRICS_TOKEN>` or 401; the header is never logged
 * (logger.ts redacts it) and the token never leaves the configuration.
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const { config, metrics } = app.deps;
  // Not part of the JSON API: left out of the OpenAPI document.
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = config.metricsToken;
    if (!token) return reply.code(404).send(errorBody('NOT_FOUND'));
    if (!carriesToken(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(errorBody('UNAUTHENTICATED', 'Ölçümler için geçerli bir erişim anahtarı gerekir.'));
    }
    const body = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  });
};
