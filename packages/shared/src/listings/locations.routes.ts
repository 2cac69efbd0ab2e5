import type { ApiRoute } from '../core/api-route.ts';

export const getProvinceLocationsRoute = {
  method: 'GET',
  path: '/api/locations',
} as const satisfies ApiRoute;
