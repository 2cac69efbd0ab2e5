import { SiteConfigSchema } from '@arsamezat/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/errors.ts';
import { siteConfigOf } from './site-config.ts';

/** Liveness, readiness and the public site configuration the web app starts from. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, clock } = app.deps;

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'The process is up',
        response: { 200: z.object({ status: z.literal('ok'), uptime: z.number() }) },
      },
    },
    () => ({ status: 'ok' as const, uptime: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      config: { errorCodes: ['DATABASE_UNAVAILABLE'] },
      schema: {
        tags: ['system'],
        summary: 'The database answers',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
        },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ready' as const, database: database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.status(503).send(errorBody('DATABASE_UNAVAILABLE'));
      }
    },
  );

  app.get(
    '/site',
    {
      schema: {
        tags: ['system'],
        summary: 'Brand, company details and social links',
        response: { 200: SiteConfigSchema },
      },
    },
    () => siteConfigOf(config, clock()),
  );
};
