import * as contracts from '@arsamezat/shared/admin/admin-overview.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

/** /api/admin/overview: the counts on the admin panel's first screen. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminOverview;

  route(app, contracts.getOverview, {
    handler: () => service.getOverview(),
  });
};
