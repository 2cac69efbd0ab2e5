import { defineContract } from '../core/api-route.ts';
import { AdminOverviewSchema } from './admin-overview.ts';
import { getOverviewRoute } from './admin-overview.routes.ts';

export const getOverview = defineContract(getOverviewRoute, {
  schema: {
    tags: ['admin'],
    summary: 'Listings by phase and the number of accounts',
    response: { 200: AdminOverviewSchema },
  },
});
