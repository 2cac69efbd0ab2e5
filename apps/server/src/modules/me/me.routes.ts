import * as contracts from '@arsamezat/shared/member/me.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { route } from '../../lib/route.ts';
import { ME_LIMITS } from './me-limits.ts';
import { settingsRoutes } from './me-settings.routes.ts';

/**
 * The signed-in member's own data under /api/me (every route needs a session), and the
 * e-mail verification link's endpoint, which works without one (the link may open anywhere).
 */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles, bidHistory } = app.services.me;

  await app.register(settingsRoutes);

  route(app, contracts.getProfile, {
    onRequest: signedInOnly,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { profile: await profiles.getProfile(requireUser(request)) };
    },
  });

  route(app, contracts.updateProfile, {
    onRequest: signedInOnly,
    handler: (request) => profiles.updateProfile(requireUser(request), request.body),
  });

  route(app, contracts.resendVerification, {
    onRequest: signedInOnly,
    config: { rateLimit: ME_LIMITS.resendVerification },
    handler: async (request, reply) => {
      await profiles.resendVerification(requireUser(request));
      return reply.status(202).send({ sent: true as const });
    },
  });

  route(app, contracts.confirmEmail, {
    config: { rateLimit: ME_LIMITS.confirmVerification },
    handler: (request) => profiles.confirmEmail(request.body.token),
  });

  route(app, contracts.getBidHistory, {
    onRequest: signedInOnly,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return bidHistory.getBidHistory(requireUser(request), request.query.page);
    },
  });
};
