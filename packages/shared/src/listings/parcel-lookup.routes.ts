import type { ApiRoute } from '../core/api-route.ts';

/** 'Parseli Getir' (issue 30): the operator's and a seller firm's land-registry lookup. */

export const adminParcelLookupRoute = {
  method: 'POST',
  path: '/api/admin/parcels/lookup',
} as const satisfies ApiRoute;

export const firmParcelLookupRoute = {
  method: 'POST',
  path: '/api/firm/parcels/lookup',
} as const satisfies ApiRoute;
