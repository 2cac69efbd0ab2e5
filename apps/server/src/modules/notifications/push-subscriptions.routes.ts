import * as contracts from '@arsamezat/shared/notifications/push-subscriptions.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

/** The member's devices with push on: /api/me/push-subscriptions (issue 32, decision 090). */
export const pushSubscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.pushSubscriptions;
  app.addHook('onRequest', signedInOnly);

  route(app, contracts.listPushDevices, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(requireUser(request).id);
    },
  });

  route(app, contracts.addPushSubscription, {
    config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
    handler: async (request, reply) => {
      const device = await service.add(
        requireUser(request).id,
        request.body,
        request.headers['user-agent'],
      );
      return reply.status(201).send({ device });
    },
  });

  route(app, contracts.removePushDevice, {
    handler: async (request, reply) => {
      await service.remove(requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  });
};
