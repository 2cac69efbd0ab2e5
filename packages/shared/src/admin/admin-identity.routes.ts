import type { ApiRoute } from '../core/api-route.ts';

export const getUserIdentityRoute = {
  method: 'GET',
  path: '/api/admin/users/:id/identity',
} as const satisfies ApiRoute;

export const resetUserIdentityRoute = {
  method: 'POST',
  path: '/api/admin/users/:id/identity/reset',
} as const satisfies ApiRoute;
