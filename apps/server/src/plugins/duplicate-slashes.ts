import type { FastifyInstance } from 'fastify';
import { errorBody } from '../lib/errors.ts';

/** The path of a request URL, without its query string. */
const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

/**
 * A path with an empty segment (`//api/listings`, `/api//listings`) names nothing we serve. Left
 * to the router it fell through to the static files, which refused it as a 403; it is a 404 —
 * JSON under /api, the web app's page elsewhere. It is not folded onto the path without the
 * extra slash either, so that no check keyed on a path prefix (CSRF on `/api/`) can be stepped
 * around with one.
 */
export function registerDuplicateSlashGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (!path.includes('//')) return;
    const collapsed = path.replace(/\/{2,}/g, '/');
    if (collapsed === '/api' || collapsed.startsWith('/api/')) {
      return reply.status(404).send(errorBody('NOT_FOUND'));
    }
    return reply.status(404).sendSpa();
  });
}
