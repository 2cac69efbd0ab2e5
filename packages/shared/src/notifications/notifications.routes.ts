import type { ApiRoute } from '../core/api-route.ts';

export const listNotificationsRoute = {
  method: 'GET',
  path: '/api/me/notifications',
} as const satisfies ApiRoute;

export const markNotificationReadRoute = {
  method: 'POST',
  path: '/api/me/notifications/:id/read',
} as const satisfies ApiRoute;

export const markAllNotificationsReadRoute = {
  method: 'POST',
  path: '/api/me/notifications/read-all',
} as const satisfies ApiRoute;

export const followNotificationsRoute = {
  method: 'GET',
  path: '/api/me/notifications/stream',
} as const satisfies ApiRoute;

/**
 * The stream's one event: the member's notifications changed (refetch the list). Here, beside
 * the stream, not in the contract: the bell reads it without loading zod (decision 085).
 */
export const NOTIFICATIONS_STREAM_EVENT = 'notifications';
