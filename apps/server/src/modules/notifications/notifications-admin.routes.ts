import {
  AdminNotificationsQuerySchema,
  AdminNotificationsResponseSchema,
  NotificationIdParamsSchema,
  RetryNotificationResponseSchema,
} from '@arsamezat/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * SMS and e-mails the queue could not deliver, under /api/admin (the admin plugin's hook answers
 * 401/403 first): the list by state and the retry of a dead one (decision 034).
 */
export const adminNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;

  app.get(
    '/admin/notifications',
    {
      schema: {
        tags: ['admin'],
        summary: 'SMS and e-mail notifications in one delivery state (dead by default)',
        querystring: AdminNotificationsQuerySchema,
        response: { 200: AdminNotificationsResponseSchema },
      },
    },
    (request) => service.listForAdmin(request.query.status),
  );

  app.post(
    '/admin/notifications/:id/retry',
    {
      config: { errorCodes: ['NOTIFICATION_NOT_FOUND', 'NOTIFICATION_NOT_RETRYABLE'] },
      schema: {
        tags: ['admin'],
        summary: 'Queue a dead notification again (a fresh job; delivered once)',
        params: NotificationIdParamsSchema,
        response: { 200: RetryNotificationResponseSchema },
      },
    },
    (request) => service.retry(request.params.id),
  );
};
