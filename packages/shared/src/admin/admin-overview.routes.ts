import type { ApiRoute } from '../core/api-route.ts';

export const getOverviewRoute = {
  method: 'GET',
  path: '/api/admin/overview',
} as const satisfies ApiRoute;
