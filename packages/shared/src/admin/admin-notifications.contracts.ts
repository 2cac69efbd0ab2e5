import { defineContract } from '../core/api-route.ts';
import {
  AdminNotificationsQuerySchema,
  AdminNotificationsResponseSchema,
  NotificationIdParamsSchema,
  RetryNotificationResponseSchema,
} from '../notifications/notifications.ts';
import {
  listNotificationsForAdminRoute,
  retryNotificationRoute,
} from './admin-notifications.routes.ts';

export const listNotificationsForAdmin = defineContract(listNotificationsForAdminRoute, {
  schema: {
    tags: ['admin'],
    summary: 'SMS and e-mail notifications in one delivery state (dead by default)',
    querystring: AdminNotificationsQuerySchema,
    response: { 200: AdminNotificationsResponseSchema },
  },
});

export const retryNotification = defineContract(retryNotificationRoute, {
  errorCodes: ['NOTIFICATION_NOT_FOUND', 'NOTIFICATION_NOT_RETRYABLE'],
  schema: {
    tags: ['admin'],
    summary: 'Queue a dead notification again (a fresh job; delivered once)',
    params: NotificationIdParamsSchema,
    response: { 200: RetryNotificationResponseSchema },
  },
});
