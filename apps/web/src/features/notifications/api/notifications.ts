import {
  listNotificationsRoute,
  markAllNotificationsReadRoute,
  markNotificationReadRoute,
} from '@arsamezat/shared/notifications/notifications.routes';
import type { NotificationListResponse } from '@arsamezat/shared/notifications/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApiParsed } from '../../../lib/call-api';

/*
 * The answers are read through their schemas loaded beside the request (`callApiParsed`): the
 * bell is drawn in a member's header as soon as the page is live, without waiting for zod and
 * the contract (decision 085).
 */
const contract = () => import('@arsamezat/shared/notifications/notifications');

export const notificationKeys = { list: () => ['notifications', 'list'] as const };

/** GET /api/me/notifications — my latest in-app notifications and the unread count. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationListResponse> {
  return callApiParsed(
    listNotificationsRoute,
    () => contract().then((m) => m.NotificationListResponseSchema),
    { signal },
  );
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
  const schema = () => contract().then((m) => m.UnreadCountResponseSchema);
  const answer = id
    ? await callApiParsed(markNotificationReadRoute, schema, { params: { id } })
    : await callApiParsed(markAllNotificationsReadRoute, schema);
  return answer.unread;
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
