import { defineContract } from '../core/api-route.ts';
import {
  AdminListingsQuerySchema,
  AdminListingsPageSchema,
  AdminListingDetailSchema,
} from './admin-listing-queries.ts';
import {
  AdminListingIdParamsSchema,
  AdminListingCreateSchema,
  AdminListingUpdateSchema,
} from './admin-listings.ts';
import { ListingDetailSchema } from '../listings/listings.ts';
import { z } from 'zod';
import {
  listAdminListingsRoute,
  getAdminListingRoute,
  createListingRoute,
  updateListingRoute,
  deleteListingRoute,
} from './admin-listings.routes.ts';

const tags = ['admin'];

export const listAdminListings = defineContract(listAdminListingsRoute, {
  schema: {
    tags,
    summary: 'Listings by phase (all, active, upcoming, ended), newest first, 20 per page',
    querystring: AdminListingsQuerySchema,
    response: { 200: AdminListingsPageSchema },
  },
});

export const getAdminListing = defineContract(getAdminListingRoute, {
  errorCodes: ['NOT_FOUND'],
  schema: {
    tags,
    summary: 'One listing with every bid and offer, bidders named with their phone',
    params: AdminListingIdParamsSchema,
    response: { 200: AdminListingDetailSchema },
  },
});

export const createListing = defineContract(createListingRoute, {
  schema: {
    tags,
    summary: 'Create a listing (money in kuruş; missing start: now, missing end: +7 days)',
    body: AdminListingCreateSchema,
    response: { 201: ListingDetailSchema },
  },
});

export const updateListing = defineContract(updateListingRoute, {
  errorCodes: ['NOT_FOUND', 'LISTING_TYPE_LOCKED'],
  schema: {
    tags,
    summary: 'Change any fields of a listing; the result is checked as a whole',
    params: AdminListingIdParamsSchema,
    body: AdminListingUpdateSchema,
    response: { 200: ListingDetailSchema },
  },
});

export const deleteListing = defineContract(deleteListingRoute, {
  errorCodes: ['NOT_FOUND', 'LISTING_HAS_RECORDS'],
  schema: {
    tags,
    summary: 'Delete a listing without bids, offers, deposits or payments (else 409)',
    params: AdminListingIdParamsSchema,
    response: { 204: z.null() },
  },
});
