import type { ApiRoute } from '../core/api-route.ts';

export const followListingRoute = {
  method: 'GET',
  path: '/api/listings/:id/events',
} as const satisfies ApiRoute;

export const followListingsRoute = {
  method: 'GET',
  path: '/api/listings/events',
} as const satisfies ApiRoute;
