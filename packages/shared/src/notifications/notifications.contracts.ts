import { defineContract } from '../core/api-route.ts';
import {
  NotificationListResponseSchema,
  NotificationIdParamsSchema,
  UnreadCountResponseSchema,
} from './notifications.ts';
import {
  listNotificationsRoute,
  markNotificationReadRoute,
  markAllNotificationsReadRoute,
  followNotificationsRoute,
} from './notifications.routes.ts';

export const listNotifications = defineContract(listNotificationsRoute, {
  schema: {
    tags: ['me'],
    summary: 'My latest in-app notifications (newest first) and how many are unread',
    response: { 200: NotificationListResponseSchema },
  },
});

export const markNotificationRead = defineContract(markNotificationReadRoute, {
  errorCodes: ['NOTIFICATION_NOT_FOUND'],
  schema: {
    tags: ['me'],
    summary: 'Mark one of my notifications read',
    params: NotificationIdParamsSchema,
    response: { 200: UnreadCountResponseSchema },
  },
});

export const markAllNotificationsRead = defineContract(markAllNotificationsReadRoute, {
  schema: {
    tags: ['me'],
    summary: 'Mark all my notifications read',
    response: { 200: UnreadCountResponseSchema },
  },
});

export const followNotifications = defineContract(followNotificationsRoute, {
  errorCodes: ['TOO_MANY_STREAMS', 'SHUTTING_DOWN'],
  schema: {
    tags: ['me'],
    summary:
      'My live stream (text/event-stream): a `notifications` event when my list changes; only my own',
  },
});
