import * as contracts from '@arsamezat/shared/member/me-settings.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { route } from '../../lib/route.ts';
import { ME_LIMITS } from './me-limits.ts';

/** /api/me/settings (spec 02 §2.7) and the KVKK deletion application (decision 021). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.me.settings;
  app.addHook('onRequest', signedInOnly);

  route(app, contracts.getSettings, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { settings: await service.getSettings(requireUser(request)) };
    },
  });

  route(app, contracts.updateSettings, {
    handler: async (request) => ({
      settings: await service.updateSettings(requireUser(request), request.body),
    }),
  });

  route(app, contracts.getDeletionRequest, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { request: await service.getDeletionRequest(requireUser(request)) };
    },
  });

  route(app, contracts.requestDeletion, {
    config: { rateLimit: ME_LIMITS.deletionRequest },
    handler: async (request, reply) => {
      const result = await service.requestDeletion(requireUser(request), request.body ?? {});
      return reply.status(result.created ? 201 : 200).send({ request: result.request });
    },
  });
};
