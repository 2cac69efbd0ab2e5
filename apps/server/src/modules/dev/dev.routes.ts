import { text } from '@arsamezat/shared/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const OutboxQuerySchema = z.object({ to: text().min(1).max(254).optional() });

const OutboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      channel: z.enum(['sms', 'email']),
      to: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});

/**
 * Development helpers. Never registered when NODE_ENV=production, so they answer 404 there.
 * GET /api/dev/outbox is how people and tests read the SMS codes and e-mails the `outbox`
 * providers stored instead of sending.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.deps.config.isProduction) return;

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Latest SMS and e-mails held by the outbox providers, newest first (not in production)',
        querystring: OutboxQuerySchema,
        response: { 200: OutboxResponseSchema },
      },
    },
    (request) => app.services.dev.readOutbox(request.query.to),
  );
};
