import {
  CampaignsResponseSchema,
  SendCampaignResponseSchema,
  SendCampaignSchema,
} from '@arsamezat/shared/marketing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../auth/index.ts';

const CampaignIdParamsSchema = z.object({ id: z.uuid({ error: 'Geçersiz duyuru.' }) });

/**
 * Marketing e-mails under /api/admin (the admin plugin's hook answers 401/403 first): the
 * audience count with the sent campaigns, and sending one (decision 040). The id is the draft's,
 * made by the page: a repeated send of it sends nothing more.
 */
export const adminCampaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.marketing;

  app.get(
    '/admin/campaigns',
    {
      schema: {
        tags: ['admin'],
        summary: 'Members a marketing e-mail would reach now, and the campaigns sent',
        response: { 200: CampaignsResponseSchema },
      },
    },
    () => service.listCampaigns(),
  );

  app.put(
    '/admin/campaigns/:id',
    {
      config: { errorCodes: ['CAMPAIGN_RECIPIENTS_CHANGED'] },
      schema: {
        tags: ['admin'],
        summary: 'Send a marketing e-mail to the confirmed audience (once per id)',
        params: CampaignIdParamsSchema,
        body: SendCampaignSchema,
        response: { 200: SendCampaignResponseSchema },
      },
    },
    (request) => service.sendCampaign(requireAdmin(request).id, request.params.id, request.body),
  );
};
