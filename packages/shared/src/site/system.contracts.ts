import { defineContract } from '../core/api-route.ts';
import { z } from 'zod';
import { SiteConfigSchema } from './site.ts';
import { getHealthRoute, getReadinessRoute, getSiteRoute } from './system.routes.ts';

export const getHealth = defineContract(getHealthRoute, {
  schema: {
    tags: ['system'],
    summary: 'The process is up',
    response: { 200: z.object({ status: z.literal('ok'), uptime: z.number() }) },
  },
});

export const getReadiness = defineContract(getReadinessRoute, {
  errorCodes: ['DATABASE_UNAVAILABLE', 'SHUTTING_DOWN'],
  schema: {
    tags: ['system'],
    summary:
      'The database answers and the instance is not draining (503 SHUTTING_DOWN after SIGTERM)',
    response: {
      200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
      503: z.object({
        error: z.object({
          code: z.string(),
          message: z.string(),
          retryAfter: z.number().int().optional(),
        }),
      }),
    },
  },
});

export const getSite = defineContract(getSiteRoute, {
  schema: {
    tags: ['system'],
    summary: 'Brand, company details and social links',
    response: { 200: SiteConfigSchema },
  },
});
