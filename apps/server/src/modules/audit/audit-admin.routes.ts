import { AdminAuditPageSchema, AdminAuditQuerySchema } from '@arsamezat/shared/admin-inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/admin/audit, inside the admin plugin (its `adminOnly` hook answers 401/403). */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.auditAdmin;
  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first, 30 per page; filter by actor, action and listing',
        querystring: AdminAuditQuerySchema,
        response: { 200: AdminAuditPageSchema },
      },
    },
    (request) => service.listEntries(request.query),
  );
};
