import {
  followNotificationsRoute,
  NOTIFICATIONS_STREAM_EVENT,
} from '@arsamezat/shared/notifications/notifications.routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openLiveStream } from '../../../lib/live-stream';
import { notificationKeys } from '../api/notifications';

/**
 * The member's own live stream: every change (a new notification, one read in another tab)
 * refetches the list, so the count is the same in every open tab. EventSource reconnects by
 * itself, and a stream the server refused (429 past its cap) is opened again after a wait
 * (`openLiveStream`); every (re)connection refetches too, for anything missed meanwhile.
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    return openLiveStream(followNotificationsRoute.path, (source) => {
      source.addEventListener(NOTIFICATIONS_STREAM_EVENT, refresh);
      source.addEventListener('open', refresh);
    });
  }, [enabled, queryClient]);
}
