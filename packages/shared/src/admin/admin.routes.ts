import type { ApiRoute } from '../core/api-route.ts';

export const countUsersRoute = {
  method: 'GET',
  path: '/api/admin/users/count',
} as const satisfies ApiRoute;
