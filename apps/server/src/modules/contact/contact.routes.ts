import * as contracts from '@arsamezat/shared/site/contact.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

/** The contact form really stores its message; a visitor may send a few per quarter hour. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.contact;
  route(app, contracts.sendContactMessage, {
    config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
    handler: async (request, reply) => {
      return reply.status(201).send(await service.sendMessage(request.body));
    },
  });
};
