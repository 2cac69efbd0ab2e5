import type { ApiRoute } from '../core/api-route.ts';

export const listListingsRoute = {
  method: 'GET',
  path: '/api/listings',
} as const satisfies ApiRoute;

/** The browse's results on the map (issue 30); registered before `:id`, static paths win. */
export const listListingsMapRoute = {
  method: 'GET',
  path: '/api/listings/map',
} as const satisfies ApiRoute;

export const getListingRoute = {
  method: 'GET',
  path: '/api/listings/:id',
} as const satisfies ApiRoute;

export const getListingBidsRoute = {
  method: 'GET',
  path: '/api/listings/:id/bids',
} as const satisfies ApiRoute;
