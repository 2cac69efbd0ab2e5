import type { ApiRoute } from '../core/api-route.ts';

export const listNotificationsForAdminRoute = {
  method: 'GET',
  path: '/api/admin/notifications',
} as const satisfies ApiRoute;

export const retryNotificationRoute = {
  method: 'POST',
  path: '/api/admin/notifications/:id/retry',
} as const satisfies ApiRoute;
