import { defineContract } from '../core/api-route.ts';
import {
  ListingsQuerySchema,
  ListingsPageSchema,
  ListingIdParamsSchema,
  ListingDetailSchema,
} from './listings.ts';
import { ListingBidsSchema } from '../trading/bids.ts';
import {
  listListingsRoute,
  listListingsMapRoute,
  getListingRoute,
  getListingBidsRoute,
} from './listings.routes.ts';
import { ListingsMapSchema } from './browse-map.ts';

export const listListings = defineContract(listListingsRoute, {
  schema: {
    tags: ['listings'],
    summary: 'Browse listings: a tab, city and price filters, a sort and a page',
    querystring: ListingsQuerySchema,
    response: { 200: ListingsPageSchema },
  },
});

export const listListingsMap = defineContract(listListingsMapRoute, {
  schema: {
    tags: ['listings'],
    summary:
      "The browse's results on the map: the same tab and filters (page and sort ignored), each with its pin and outline",
    querystring: ListingsQuerySchema,
    response: { 200: ListingsMapSchema },
  },
});

export const getListing = defineContract(getListingRoute, {
  errorCodes: ['NOT_FOUND'],
  schema: {
    tags: ['listings'],
    summary: 'One listing with its images',
    params: ListingIdParamsSchema,
    response: { 200: ListingDetailSchema },
  },
});

export const getListingBids = defineContract(getListingBidsRoute, {
  errorCodes: ['NOT_FOUND'],
  schema: {
    tags: ['listings'],
    summary:
      'The public bid history of a listing, highest first, bidder names masked; the caller’s own bids marked isMine',
    params: ListingIdParamsSchema,
    response: { 200: ListingBidsSchema },
  },
});
