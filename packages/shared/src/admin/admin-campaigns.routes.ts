import type { ApiRoute } from '../core/api-route.ts';

export const listCampaignsRoute = {
  method: 'GET',
  path: '/api/admin/campaigns',
} as const satisfies ApiRoute;

export const sendCampaignRoute = {
  method: 'PUT',
  path: '/api/admin/campaigns/:id',
} as const satisfies ApiRoute;
