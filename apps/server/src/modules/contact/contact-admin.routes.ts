import {
  AdminContactMessageSchema,
  AdminMessagesPageSchema,
  AdminMessagesQuerySchema,
  ContactMessageIdParamsSchema,
  MarkMessageSchema,
} from '@arsamezat/shared/admin-inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';

/**
 * The contact messages inbox under /api/admin. Registered inside the admin plugin, whose
 * `adminOnly` hook answers 401/403 before any of these run.
 */
export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.contactAdmin;

  app.get(
    '/admin/messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, newest first, 20 per page (status=unread: only the unread)',
        querystring: AdminMessagesQuerySchema,
        response: { 200: AdminMessagesPageSchema },
      },
    },
    (request) => service.listMessages(request.query),
  );

  app.patch(
    '/admin/messages/:id',
    {
      config: { errorCodes: ['NOT_FOUND'] },
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message read or unread',
        params: ContactMessageIdParamsSchema,
        body: MarkMessageSchema,
        response: { 200: AdminContactMessageSchema },
      },
    },
    (request) =>
      service.markMessage(requireAdmin(request).id, request.params.id, request.body.read),
  );
};
