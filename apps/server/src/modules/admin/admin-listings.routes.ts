import * as contracts from '@arsamezat/shared/admin/admin-listings.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

/** /api/admin/listings: the admin's table, one listing with its records, create, edit, delete. */
export const adminListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminListings;

  route(app, contracts.listAdminListings, {
    handler: (request) => service.listListings(request.query),
  });

  route(app, contracts.getAdminListing, {
    handler: (request) => service.getListing(request.params.id),
  });

  route(app, contracts.createListing, {
    handler: async (request, reply) => {
      const listing = await service.createListing(requireAdmin(request).id, request.body);
      return reply.status(201).send(listing);
    },
  });

  route(app, contracts.updateListing, {
    handler: (request) =>
      service.updateListing(requireAdmin(request).id, request.params.id, request.body),
  });

  route(app, contracts.deleteListing, {
    handler: async (request, reply) => {
      await service.deleteListing(requireAdmin(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
