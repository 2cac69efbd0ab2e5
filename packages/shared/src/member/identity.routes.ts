import type { ApiRoute } from '../core/api-route.ts';

export const getMyIdentityRoute = {
  method: 'GET',
  path: '/api/me/identity',
} as const satisfies ApiRoute;

export const verifyMyIdentityRoute = {
  method: 'POST',
  path: '/api/me/identity',
} as const satisfies ApiRoute;
