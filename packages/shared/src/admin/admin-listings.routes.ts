import type { ApiRoute } from '../core/api-route.ts';

export const listAdminListingsRoute = {
  method: 'GET',
  path: '/api/admin/listings',
} as const satisfies ApiRoute;

export const getAdminListingRoute = {
  method: 'GET',
  path: '/api/admin/listings/:id',
} as const satisfies ApiRoute;

export const createListingRoute = {
  method: 'POST',
  path: '/api/admin/listings',
} as const satisfies ApiRoute;

export const updateListingRoute = {
  method: 'PATCH',
  path: '/api/admin/listings/:id',
} as const satisfies ApiRoute;

export const deleteListingRoute = {
  method: 'DELETE',
  path: '/api/admin/listings/:id',
} as const satisfies ApiRoute;
