import { ListingIdParamsSchema } from '@arsamezat/shared/listings';
import {
  AdminListingOffersSchema,
  AdminPendingOffersPageSchema,
  AdminPendingOffersQuerySchema,
  OfferDecisionResponseSchema,
  OfferIdParamsSchema,
  RejectPendingOffersResponseSchema,
} from '@arsamezat/shared/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';

/**
 * Offer decisions under /api/admin. Registered inside the admin plugin, whose `adminOnly` hook
 * answers 401/403 before any of these run.
 */
export const adminOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.offersAdmin;

  app.get(
    '/admin/listings/:id/offers',
    {
      config: { errorCodes: ['NOT_FOUND'] },
      schema: {
        tags: ['admin'],
        summary: "A listing's offers, newest first, with the sender's full name and phone",
        params: ListingIdParamsSchema,
        response: { 200: AdminListingOffersSchema },
      },
    },
    (request) => service.listListingOffers(request.params.id),
  );

  app.get(
    '/admin/offers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pending offers across listings, oldest first, 20 per page',
        querystring: AdminPendingOffersQuerySchema,
        response: { 200: AdminPendingOffersPageSchema },
      },
    },
    (request) => service.listPendingOffers(request.query.page),
  );

  app.post(
    '/admin/offers/:id/accept',
    {
      config: { errorCodes: ['NOT_FOUND', 'OFFER_NOT_PENDING', 'LISTING_SOLD', 'LISTING_CLOSED'] },
      schema: {
        tags: ['admin'],
        summary: 'Accept a pending offer: the listing is sold to its sender at its amount',
        params: OfferIdParamsSchema,
        response: { 200: OfferDecisionResponseSchema },
      },
    },
    (request) => service.acceptOffer(requireAdmin(request).id, request.params.id),
  );

  app.post(
    '/admin/offers/:id/reject',
    {
      config: { errorCodes: ['NOT_FOUND', 'OFFER_NOT_PENDING'] },
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending offer (its sender may offer again)',
        params: OfferIdParamsSchema,
        response: { 200: OfferDecisionResponseSchema },
      },
    },
    (request) => service.rejectOffer(requireAdmin(request).id, request.params.id),
  );

  app.post(
    '/admin/listings/:id/offers/reject-pending',
    {
      config: { errorCodes: ['NOT_FOUND'] },
      schema: {
        tags: ['admin'],
        summary: 'Reject every pending offer of a listing at once',
        params: ListingIdParamsSchema,
        response: { 200: RejectPendingOffersResponseSchema },
      },
    },
    (request) => service.rejectAllPending(requireAdmin(request).id, request.params.id),
  );
};
