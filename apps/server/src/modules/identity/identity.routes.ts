import * as adminContracts from '@arsamezat/shared/admin/admin-identity.contracts';
import * as contracts from '@arsamezat/shared/member/identity.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser, signedInOnly } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

/** The member's 'Kimlik Doğrulama' under /api/me/identity; no answer is ever cached. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.identity;

  route(app, contracts.getMyIdentity, {
    onRequest: signedInOnly,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { identity: await service.getMyIdentity(requireUser(request).id) };
    },
  });

  route(app, contracts.verifyMyIdentity, {
    onRequest: signedInOnly,
    // Per address, beside the per-member, per-number and overall limits of the service.
    config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { identity: await service.verify(requireUser(request).id, request.body) };
    },
  });
};

/**
 * /api/admin/users/:id/identity: registered inside the admin plugin, whose `adminOnly` hook
 * answers 401/403 before any of these run.
 */
export const adminIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.identityAdmin;

  route(app, adminContracts.getUserIdentity, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getUserIdentity(request.params.id);
    },
  });

  route(app, adminContracts.resetUserIdentity, {
    handler: (request) =>
      service.resetUserIdentity(requireAdmin(request).id, request.params.id, request.body),
  });
};
