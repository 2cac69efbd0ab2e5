import { AdminOverviewSchema, type AdminOverview } from '@arsamezat/shared/admin-overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countUsers } from '../auth/user.repository.ts';
import { countListingsByPhase } from './admin-listings.repository.ts';

/** /api/admin/overview: the counts on the admin panel's first screen. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Listings by phase and the number of accounts',
        response: { 200: AdminOverviewSchema },
      },
    },
    async (): Promise<AdminOverview> => {
      const [listings, users] = await Promise.all([
        countListingsByPhase(db, clock()),
        countUsers(db),
      ]);
      const { all, ...phases } = listings;
      return { listings: { total: all, ...phases }, users: { total: users } };
    },
  );
};
