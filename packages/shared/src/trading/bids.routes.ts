import type { ApiRoute } from '../core/api-route.ts';

export const placeBidRoute = {
  method: 'POST',
  path: '/api/listings/:id/bids',
} as const satisfies ApiRoute;

export const getMyListingBidsRoute = {
  method: 'GET',
  path: '/api/listings/:id/bids/mine',
} as const satisfies ApiRoute;
