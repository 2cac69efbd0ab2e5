import * as contracts from '@arsamezat/shared/admin/admin-campaigns.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/index.ts';
import { route } from '../../../lib/route.ts';

/**
 * Marketing e-mails under /api/admin (the admin plugin's hook answers 401/403 first): the
 * audience count with the sent campaigns, and sending one (decision 040). The id is the draft's,
 * made by the page: a repeated send of it sends nothing more.
 */
export const adminCampaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.marketing;

  route(app, contracts.listCampaigns, {
    handler: () => service.listCampaigns(),
  });

  route(app, contracts.sendCampaign, {
    handler: (request) =>
      service.sendCampaign(requireAdmin(request).id, request.params.id, request.body),
  });
};
