import {
  ExtendListingSchema,
  ListingActionResponseSchema,
} from '@arsamezat/shared/admin-listing-actions';
import { AdminListingIdParamsSchema } from '@arsamezat/shared/admin-listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';

/** /api/admin/listings/:id/{cancel,extend,close-early}: the operator's listing actions. */
export const adminListingActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminListingActions;
  const tags = ['admin'];
  const params = AdminListingIdParamsSchema;
  const response = { 200: ListingActionResponseSchema };

  app.post(
    '/admin/listings/:id/cancel',
    {
      config: { errorCodes: ['NOT_FOUND', 'LISTING_NOT_OPEN'] },
      schema: {
        tags,
        summary: 'Cancel a listing: completed deposits become refund_due, pending offers rejected',
        params,
        response,
      },
    },
    (request) => service.cancelListing(requireAdmin(request).id, request.params.id),
  );

  app.post(
    '/admin/listings/:id/extend',
    {
      config: { errorCodes: ['NOT_FOUND', 'LISTING_NOT_OPEN', 'END_NOT_LATER'] },
      schema: {
        tags,
        summary: 'Move the end of a listing that is not over to a later time',
        params,
        body: ExtendListingSchema,
        response,
      },
    },
    (request) =>
      service.extendListing(requireAdmin(request).id, request.params.id, request.body.endsAt),
  );

  app.post(
    '/admin/listings/:id/close-early',
    {
      config: {
        errorCodes: ['NOT_FOUND', 'LISTING_NOT_OPEN', 'LISTING_HAS_BIDS', 'ONLY_AUCTIONS'],
      },
      schema: {
        tags,
        summary: 'End a running auction now, only while it has no bids',
        params,
        response,
      },
    },
    (request) => service.closeEarly(requireAdmin(request).id, request.params.id),
  );
};
