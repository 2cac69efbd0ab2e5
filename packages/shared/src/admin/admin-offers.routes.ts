import type { ApiRoute } from '../core/api-route.ts';

export const listListingOffersRoute = {
  method: 'GET',
  path: '/api/admin/listings/:id/offers',
} as const satisfies ApiRoute;

export const listPendingOffersRoute = {
  method: 'GET',
  path: '/api/admin/offers',
} as const satisfies ApiRoute;

export const acceptOfferRoute = {
  method: 'POST',
  path: '/api/admin/offers/:id/accept',
} as const satisfies ApiRoute;

export const rejectOfferRoute = {
  method: 'POST',
  path: '/api/admin/offers/:id/reject',
} as const satisfies ApiRoute;

export const rejectAllPendingRoute = {
  method: 'POST',
  path: '/api/admin/listings/:id/offers/reject-pending',
} as const satisfies ApiRoute;
