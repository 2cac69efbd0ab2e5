import * as contracts from '@arsamezat/shared/admin/admin-kvkk.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

/** /api/admin/kvkk: the members' deletion applications (decisions 021, 022), inside the admin plugin. */
export const adminKvkkRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminKvkk;

  route(app, contracts.listKvkkApplications, {
    handler: (request) => service.listApplications(request.query),
  });

  route(app, contracts.answerKvkkApplication, {
    handler: (request) =>
      service.answerApplication(requireAdmin(request).id, request.params.id, request.body),
  });
};
