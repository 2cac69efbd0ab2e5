import * as contracts from '@arsamezat/shared/site/system.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DRAIN_RETRY_AFTER_SECONDS } from '../../lib/drain.ts';
import { errorBody } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { siteConfigOf } from './site-config.ts';

/** Liveness, readiness and the public site configuration the web app starts from. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, clock, drain } = app.deps;

  route(app, contracts.getHealth, {
    handler: () => ({ status: 'ok' as const, uptime: Math.round(process.uptime()) }),
  });

  route(app, contracts.getReadiness, {
    handler: async (request, reply) => {
      // Draining before exit: the load balancer stops sending here (decision 089).
      if (drain.draining) {
        const retryAfter = DRAIN_RETRY_AFTER_SECONDS;
        return reply
          .status(503)
          .header('retry-after', String(retryAfter))
          .send(errorBody('SHUTTING_DOWN', undefined, { retryAfter }));
      }
      try {
        await database.ping();
        return { status: 'ready' as const, database: database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.status(503).send(errorBody('DATABASE_UNAVAILABLE'));
      }
    },
  });

  route(app, contracts.getSite, {
    handler: () => siteConfigOf(config, clock()),
  });
};
