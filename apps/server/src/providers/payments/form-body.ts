import type { FastifyInstance } from 'fastify';

/**
 * HTML form posts (a bank's 3-D Secure return, the sandbox bank's page) in this plugin's scope:
 * small, flat, string values only. Everything else in the API stays JSON.
 */
export function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
