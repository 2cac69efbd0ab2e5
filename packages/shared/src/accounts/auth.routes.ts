import type { ApiRoute } from '../core/api-route.ts';

export const loginRoute = { method: 'POST', path: '/api/auth/login' } as const satisfies ApiRoute;

export const logoutRoute = { method: 'POST', path: '/api/auth/logout' } as const satisfies ApiRoute;

export const getSessionRoute = {
  method: 'GET',
  path: '/api/auth/session',
} as const satisfies ApiRoute;

export const changePasswordRoute = {
  method: 'POST',
  path: '/api/auth/password',
} as const satisfies ApiRoute;
