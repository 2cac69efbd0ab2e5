import * as contracts from '@arsamezat/shared/admin/admin-listing-reviews.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';
import { contentDisposition } from '../documents/index.ts';
import { route } from '../../lib/route.ts';

/**
 * 'İlan Onayları' under /api/admin/listing-reviews (issue 28): the queue, a review, the
 * documents (the authorisation included) and the three decisions. Registered inside the admin
 * plugin, whose `adminOnly` hook answers 401/403 before any of these run.
 */
export const adminListingReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.listingReviews;

  route(app, contracts.listListingReviews, {
    handler: (request) => service.listQueue(request.query),
  });

  route(app, contracts.getListingReview, {
    handler: (request) => service.getReview(request.params.id),
  });

  route(app, contracts.downloadReviewDocument, {
    handler: async (request, reply) => {
      const file = await service.downloadDocument(request.params.id, request.params.documentId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  });

  route(app, contracts.approveListing, {
    handler: (request) =>
      service.approve(requireAdmin(request).id, request.params.id, request.body),
  });

  route(app, contracts.returnListing, {
    handler: (request) =>
      service.returnListing(requireAdmin(request).id, request.params.id, request.body),
  });

  route(app, contracts.rejectListing, {
    handler: (request) =>
      service.rejectListing(requireAdmin(request).id, request.params.id, request.body),
  });
};
