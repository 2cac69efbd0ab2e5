import type { ApiRoute } from '../core/api-route.ts';

export const placeOfferRoute = {
  method: 'POST',
  path: '/api/listings/:id/offers',
} as const satisfies ApiRoute;

export const getMyOffersRoute = {
  method: 'GET',
  path: '/api/listings/:id/offers/mine',
} as const satisfies ApiRoute;

export const changeOfferRoute = {
  method: 'PUT',
  path: '/api/offers/:id',
} as const satisfies ApiRoute;

export const withdrawOfferRoute = {
  method: 'POST',
  path: '/api/offers/:id/withdraw',
} as const satisfies ApiRoute;
