import type { ApiRoute } from '../core/api-route.ts';

export const getSettingsRoute = {
  method: 'GET',
  path: '/api/me/settings',
} as const satisfies ApiRoute;

export const updateSettingsRoute = {
  method: 'PATCH',
  path: '/api/me/settings',
} as const satisfies ApiRoute;

export const getDeletionRequestRoute = {
  method: 'GET',
  path: '/api/me/deletion-request',
} as const satisfies ApiRoute;

export const requestDeletionRoute = {
  method: 'POST',
  path: '/api/me/deletion-request',
} as const satisfies ApiRoute;
