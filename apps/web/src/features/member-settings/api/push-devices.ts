import {
  addPushSubscriptionRoute,
  listPushDevicesRoute,
  removePushDeviceRoute,
} from '@arsamezat/shared/notifications/push-subscriptions.routes';
import {
  PushDeviceResponseSchema,
  PushDevicesResponseSchema,
  type AddPushSubscriptionInput,
  type PushDevice,
  type PushDevicesResponse,
} from '@arsamezat/shared/notifications/push-subscriptions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { memberKeys } from './member-keys';

/** GET /api/me/push-subscriptions — my devices with push on, and the key to subscribe with. */
export async function getPushDevices(signal?: AbortSignal): Promise<PushDevicesResponse> {
  return PushDevicesResponseSchema.parse(await callApi(listPushDevicesRoute, { signal }));
}

export const pushDevicesQueryOptions = queryOptions({
  queryKey: memberKeys.pushDevices(),
  queryFn: ({ signal }) => getPushDevices(signal),
});

export function usePushDevices() {
  return useQuery(pushDevicesQueryOptions);
}

/** POST /api/me/push-subscriptions — this browser's subscription. */
export async function addPushSubscription(input: AddPushSubscriptionInput): Promise<PushDevice> {
  const data = await callApi(addPushSubscriptionRoute, { body: input });
  return PushDeviceResponseSchema.parse(data).device;
}

/** DELETE /api/me/push-subscriptions/:id — one of my devices. */
export async function removePushDevice(id: string): Promise<void> {
  await callApi(removePushDeviceRoute, { params: { id } });
}

export function useRefreshPushDevices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberKeys.pushDevices() });
}

export function useRemovePushDevice() {
  const refresh = useRefreshPushDevices();
  return useMutation({ mutationFn: removePushDevice, onSettled: refresh });
}
