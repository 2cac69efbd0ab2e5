import {
  listNotificationsRoute,
  markAllNotificationsReadRoute,
  markNotificationReadRoute,
} from '@arsamezat/shared/notifications/notifications.routes';
import {
  NotificationListResponseSchema,
  UnreadCountResponseSchema,
  type NotificationListResponse,
} from '@arsamezat/shared/notifications/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

export const notificationKeys = { list: () => ['notifications', 'list'] as const };

/** GET /api/me/notifications — my latest in-app notifications and the unread count. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationListResponse> {
  const data = await callApi(listNotificationsRoute, { signal });
  return NotificationListResponseSchema.parse(data);
}

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.list(),
  queryFn: ({ signal }) => getNotifications(signal),
});

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}

/** POST /api/me/notifications/:id/read, or /read-all without an id. */
export async function markNotificationsRead(id?: string): Promise<number> {
  const data = id
    ? await callApi(markNotificationReadRoute, { params: { id } })
    : await callApi(markAllNotificationsReadRoute);
  return UnreadCountResponseSchema.parse(data).unread;
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (unread, id) => {
      queryClient.setQueryData<NotificationListResponse>(notificationKeys.list(), (current) =>
        current
          ? {
              unread,
              items: current.items.map((item) =>
                id === undefined || item.id === id ? { ...item, read: true } : item,
              ),
            }
          : current,
      );
    },
  });
}
