import type { ApiRoute } from '../core/api-route.ts';

export const cancelListingRoute = {
  method: 'POST',
  path: '/api/admin/listings/:id/cancel',
} as const satisfies ApiRoute;

export const extendListingRoute = {
  method: 'POST',
  path: '/api/admin/listings/:id/extend',
} as const satisfies ApiRoute;

export const closeEarlyRoute = {
  method: 'POST',
  path: '/api/admin/listings/:id/close-early',
} as const satisfies ApiRoute;
