import * as contracts from '@arsamezat/shared/admin/admin-offers.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

/**
 * Offer decisions under /api/admin. Registered inside the admin plugin, whose `adminOnly` hook
 * answers 401/403 before any of these run.
 */
export const adminOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.offersAdmin;

  route(app, contracts.listListingOffers, {
    handler: (request) => service.listListingOffers(request.params.id),
  });

  route(app, contracts.listPendingOffers, {
    handler: (request) => service.listPendingOffers(request.query.page),
  });

  route(app, contracts.acceptOffer, {
    handler: (request) =>
      service.acceptOffer(requireAdmin(request).id, request.params.id, request.body ?? {}),
  });

  route(app, contracts.rejectOffer, {
    handler: (request) => service.rejectOffer(requireAdmin(request).id, request.params.id),
  });

  route(app, contracts.rejectAllPending, {
    handler: (request) => service.rejectAllPending(requireAdmin(request).id, request.params.id),
  });
};
