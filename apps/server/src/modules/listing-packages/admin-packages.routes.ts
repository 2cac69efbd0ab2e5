import * as contracts from '@arsamezat/shared/admin/admin-packages.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { requireAdmin } from '../auth/index.ts';

/**
 * 'Paketler' under /api/admin (issue 28). Registered inside the admin plugin, whose `adminOnly`
 * hook answers 401/403 before any of these run.
 */
export const adminPackagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminPackages;

  route(app, contracts.listAdminPackages, { handler: () => service.listPackages() });

  route(app, contracts.createAdminPackage, {
    handler: async (request, reply) => {
      const created = await service.createPackage(requireAdmin(request).id, request.body);
      return reply.status(201).send(created);
    },
  });

  route(app, contracts.updateAdminPackage, {
    handler: (request) =>
      service.editPackage(requireAdmin(request).id, request.params.id, request.body),
  });

  route(app, contracts.deleteAdminPackage, {
    handler: (request) => service.removePackage(requireAdmin(request).id, request.params.id),
  });
};
