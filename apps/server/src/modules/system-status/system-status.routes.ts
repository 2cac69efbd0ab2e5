import * as contracts from '@arsamezat/shared/admin/admin-system.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

/** 'Sistem Durumu' under /api/admin (the admin plugin's hook answers 401/403 first). */
export const adminSystemRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.systemStatus;

  route(app, contracts.getSystemStatus, {
    handler: () => service.getStatus(),
  });

  route(app, contracts.retryFailedJob, {
    handler: (request) => service.retry(requireAdmin(request).id, request.params),
  });
};
