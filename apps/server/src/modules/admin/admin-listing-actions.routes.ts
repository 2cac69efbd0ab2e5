import * as contracts from '@arsamezat/shared/admin/admin-listing-actions.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

/** /api/admin/listings/:id/{cancel,extend,close-early}: the operator's listing actions. */
export const adminListingActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminListingActions;

  route(app, contracts.cancelListing, {
    handler: (request) => service.cancelListing(requireAdmin(request).id, request.params.id),
  });

  route(app, contracts.extendListing, {
    handler: (request) =>
      service.extendListing(requireAdmin(request).id, request.params.id, request.body.endsAt),
  });

  route(app, contracts.closeEarly, {
    handler: (request) => service.closeEarly(requireAdmin(request).id, request.params.id),
  });
};
