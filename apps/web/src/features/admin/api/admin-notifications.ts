import {
  listNotificationsForAdminRoute,
  retryNotificationRoute,
} from '@arsamezat/shared/admin/admin-notifications.routes';
import {
  AdminNotificationsResponseSchema,
  RetryNotificationResponseSchema,
  type AdminNotificationsResponse,
  type RetryNotificationResponse,
} from '@arsamezat/shared/notifications/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from './admin-keys';

export type UndeliveredStatus = 'dead' | 'failed' | 'pending';

const notificationsKey = (status: UndeliveredStatus) =>
  [...adminKeys.all, 'notifications', status] as const;

/** GET /api/admin/notifications?status= — SMS and e-mails in one delivery state. */
export async function getAdminNotifications(
  status: UndeliveredStatus,
  signal?: AbortSignal,
): Promise<AdminNotificationsResponse> {
  const data = await callApi(listNotificationsForAdminRoute, { query: { status }, signal });
  return AdminNotificationsResponseSchema.parse(data);
}

export function useAdminNotifications(status: UndeliveredStatus) {
  return useQuery({
    queryKey: notificationsKey(status),
    queryFn: ({ signal }) => getAdminNotifications(status, signal),
  });
}

/** POST /api/admin/notifications/:id/retry — a dead notification is queued again. */
export async function retryNotification(id: string): Promise<RetryNotificationResponse> {
  const data = await callApi(retryNotificationRoute, { params: { id } });
  return RetryNotificationResponseSchema.parse(data);
}

export function useRetryNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryNotification,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'notifications'] }),
  });
}
