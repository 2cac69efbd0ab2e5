import { ContactMessageResponseSchema, ContactMessageSchema } from '@arsamezat/shared/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The contact form really stores its message; a visitor may send a few per quarter hour. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.contact;
  app.post(
    '/contact',
    {
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message through the contact form',
        body: ContactMessageSchema,
        response: { 201: ContactMessageResponseSchema },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await service.sendMessage(request.body));
    },
  );
};
