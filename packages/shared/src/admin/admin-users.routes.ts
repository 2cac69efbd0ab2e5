import type { ApiRoute } from '../core/api-route.ts';

export const listUsersRoute = {
  method: 'GET',
  path: '/api/admin/users',
} as const satisfies ApiRoute;

export const getUserRoute = {
  method: 'GET',
  path: '/api/admin/users/:id',
} as const satisfies ApiRoute;

export const changeRoleRoute = {
  method: 'PATCH',
  path: '/api/admin/users/:id/role',
} as const satisfies ApiRoute;

export const banUserRoute = {
  method: 'POST',
  path: '/api/admin/users/:id/ban',
} as const satisfies ApiRoute;

export const unbanUserRoute = {
  method: 'DELETE',
  path: '/api/admin/users/:id/ban',
} as const satisfies ApiRoute;

export const clearSignInThrottleRoute = {
  method: 'DELETE',
  path: '/api/admin/users/:id/sign-in-throttle',
} as const satisfies ApiRoute;
