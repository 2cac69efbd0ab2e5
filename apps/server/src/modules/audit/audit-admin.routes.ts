import * as contracts from '@arsamezat/shared/admin/admin-audit.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

/** GET /api/admin/audit, inside the admin plugin (its `adminOnly` hook answers 401/403). */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.auditAdmin;
  route(app, contracts.listAuditEntries, {
    handler: (request) => service.listEntries(request.query),
  });
};
