import type { ApiRoute } from '../core/api-route.ts';

export const listPushDevicesRoute = {
  method: 'GET',
  path: '/api/me/push-subscriptions',
} as const satisfies ApiRoute;

export const addPushSubscriptionRoute = {
  method: 'POST',
  path: '/api/me/push-subscriptions',
} as const satisfies ApiRoute;

export const removePushDeviceRoute = {
  method: 'DELETE',
  path: '/api/me/push-subscriptions/:id',
} as const satisfies ApiRoute;
