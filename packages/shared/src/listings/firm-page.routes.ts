import type { ApiRoute } from '../core/api-route.ts';

export const getFirmPageRoute = {
  method: 'GET',
  path: '/api/firms/:slug',
} as const satisfies ApiRoute;
