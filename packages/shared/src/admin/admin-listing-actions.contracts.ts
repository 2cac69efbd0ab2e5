import { defineContract } from '../core/api-route.ts';
import { ExtendListingSchema, ListingActionResponseSchema } from './admin-listing-actions.ts';
import { AdminListingIdParamsSchema } from './admin-listings.ts';
import {
  cancelListingRoute,
  extendListingRoute,
  closeEarlyRoute,
} from './admin-listing-actions.routes.ts';

const tags = ['admin'];
const params = AdminListingIdParamsSchema;
const response = { 200: ListingActionResponseSchema };

export const cancelListing = defineContract(cancelListingRoute, {
  errorCodes: ['NOT_FOUND', 'LISTING_NOT_OPEN'],
  schema: {
    tags,
    summary: 'Cancel a listing: completed deposits become refund_due, pending offers rejected',
    params,
    response,
  },
});

export const extendListing = defineContract(extendListingRoute, {
  errorCodes: ['NOT_FOUND', 'LISTING_NOT_OPEN', 'END_NOT_LATER'],
  schema: {
    tags,
    summary: 'Move the end of a listing that is not over to a later time',
    params,
    body: ExtendListingSchema,
    response,
  },
});

export const closeEarly = defineContract(closeEarlyRoute, {
  errorCodes: ['NOT_FOUND', 'LISTING_NOT_OPEN', 'LISTING_HAS_BIDS', 'ONLY_AUCTIONS'],
  schema: {
    tags,
    summary: 'End a running auction now, only while it has no bids',
    params,
    response,
  },
});
