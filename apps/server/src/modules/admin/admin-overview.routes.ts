import { AdminOverviewSchema } from '@arsamezat/shared/admin-overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/admin/overview: the counts on the admin panel's first screen. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminOverview;

  app.get(
    '/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Listings by phase and the number of accounts',
        response: { 200: AdminOverviewSchema },
      },
    },
    () => service.getOverview(),
  );
};
