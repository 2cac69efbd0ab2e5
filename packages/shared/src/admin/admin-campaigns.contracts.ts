import { defineContract } from '../core/api-route.ts';
import {
  CampaignsResponseSchema,
  SendCampaignSchema,
  SendCampaignResponseSchema,
} from '../notifications/marketing.ts';
import { listCampaignsRoute, sendCampaignRoute } from './admin-campaigns.routes.ts';
import { z } from 'zod';

const CampaignIdParamsSchema = z.object({ id: z.uuid({ error: 'Geçersiz duyuru.' }) });

export const listCampaigns = defineContract(listCampaignsRoute, {
  schema: {
    tags: ['admin'],
    summary: 'Members a marketing e-mail would reach now, and the campaigns sent',
    response: { 200: CampaignsResponseSchema },
  },
});

export const sendCampaign = defineContract(sendCampaignRoute, {
  errorCodes: ['CAMPAIGN_RECIPIENTS_CHANGED'],
  schema: {
    tags: ['admin'],
    summary: 'Send a marketing e-mail to the confirmed audience (once per id)',
    params: CampaignIdParamsSchema,
    body: SendCampaignSchema,
    response: { 200: SendCampaignResponseSchema },
  },
});
