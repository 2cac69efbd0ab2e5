import type { FastifyInstance } from 'fastify';

/**
 * Every answered request into `arsamezat_http_request_duration_seconds` (decision 088), labelled
 * by the route's pattern (`/api/listings/:id`, never the URL itself, so ids and query strings
 * make no new series), the method and the status class. A request no route matched is
 * `unmatched`; the web app's pages share the page routes' patterns.
 */
export function registerHttpMetrics(app: FastifyInstance) {
  const histogram = app.deps.metrics.httpDuration;
  app.addHook('onResponse', async (request, reply) => {
    histogram.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
}
