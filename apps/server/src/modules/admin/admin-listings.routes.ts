import {
  AdminListingCreateSchema,
  AdminListingIdParamsSchema,
  AdminListingUpdateSchema,
} from '@arsamezat/shared/admin-listings';
import {
  AdminListingDetailSchema,
  AdminListingsPageSchema,
  AdminListingsQuerySchema,
} from '@arsamezat/shared/admin-listing-queries';
import { ListingDetailSchema } from '@arsamezat/shared/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/index.ts';

/** /api/admin/listings: the admin's table, one listing with its records, create, edit, delete. */
export const adminListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminListings;
  const tags = ['admin'];

  app.get(
    '/admin/listings',
    {
      schema: {
        tags,
        summary: 'Listings by phase (all, active, upcoming, ended), newest first, 20 per page',
        querystring: AdminListingsQuerySchema,
        response: { 200: AdminListingsPageSchema },
      },
    },
    (request) => service.listListings(request.query),
  );

  app.get(
    '/admin/listings/:id',
    {
      config: { errorCodes: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'One listing with every bid and offer, bidders named with their phone',
        params: AdminListingIdParamsSchema,
        response: { 200: AdminListingDetailSchema },
      },
    },
    (request) => service.getListing(request.params.id),
  );

  app.post(
    '/admin/listings',
    {
      schema: {
        tags,
        summary: 'Create a listing (money in kuruş; missing start: now, missing end: +7 days)',
        body: AdminListingCreateSchema,
        response: { 201: ListingDetailSchema },
      },
    },
    async (request, reply) => {
      const listing = await service.createListing(requireAdmin(request).id, request.body);
      return reply.status(201).send(listing);
    },
  );

  app.patch(
    '/admin/listings/:id',
    {
      config: { errorCodes: ['NOT_FOUND', 'LISTING_TYPE_LOCKED'] },
      schema: {
        tags,
        summary: 'Change any fields of a listing; the result is checked as a whole',
        params: AdminListingIdParamsSchema,
        body: AdminListingUpdateSchema,
        response: { 200: ListingDetailSchema },
      },
    },
    (request) => service.updateListing(requireAdmin(request).id, request.params.id, request.body),
  );

  app.delete(
    '/admin/listings/:id',
    {
      config: { errorCodes: ['NOT_FOUND', 'LISTING_HAS_RECORDS'] },
      schema: {
        tags,
        summary: 'Delete a listing without bids, offers, deposits or payments (else 409)',
        params: AdminListingIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteListing(requireAdmin(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
