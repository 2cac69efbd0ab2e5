import {
  listCampaignsRoute,
  sendCampaignRoute,
} from '@arsamezat/shared/admin/admin-campaigns.routes';
import {
  CampaignsResponseSchema,
  SendCampaignResponseSchema,
  type CampaignsResponse,
  type SendCampaign,
  type SendCampaignResponse,
} from '@arsamezat/shared/notifications/marketing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from './admin-keys';

const campaignsKey = [...adminKeys.all, 'campaigns'] as const;

/** GET /api/admin/campaigns — who a marketing e-mail reaches now, and the campaigns sent. */
export async function getCampaigns(signal?: AbortSignal): Promise<CampaignsResponse> {
  const data = await callApi(listCampaignsRoute, { signal });
  return CampaignsResponseSchema.parse(data);
}

export function useCampaigns() {
  return useQuery({ queryKey: campaignsKey, queryFn: ({ signal }) => getCampaigns(signal) });
}

/** PUT /api/admin/campaigns/:id — sends the draft `id` once to the confirmed audience. */
export async function sendCampaign(input: {
  id: string;
  campaign: SendCampaign;
}): Promise<SendCampaignResponse> {
  const data = await callApi(sendCampaignRoute, { params: { id: input.id }, body: input.campaign });
  return SendCampaignResponseSchema.parse(data);
}

export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCampaign,
    // A sent campaign or a moved count: either way the count and the list are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}
