import * as contracts from '@arsamezat/shared/admin/admin-notifications.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

/**
 * SMS and e-mails the queue could not deliver, under /api/admin (the admin plugin's hook answers
 * 401/403 first): the list by state and the retry of a dead one (decision 034).
 */
export const adminNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;

  route(app, contracts.listNotificationsForAdmin, {
    handler: (request) => service.listForAdmin(request.query.status),
  });

  route(app, contracts.retryNotification, {
    handler: (request) => service.retry(request.params.id),
  });
};
