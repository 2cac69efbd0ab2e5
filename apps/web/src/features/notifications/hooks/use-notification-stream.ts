import { NOTIFICATIONS_STREAM_EVENT } from '@arsamezat/shared/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationKeys } from '../api/notifications';

/**
 * The member's own live stream: every change (a new notification, one read in another tab)
 * refetches the list, so the count is the same in every open tab. EventSource reconnects by
 * itself; a reconnect refetches too, for anything missed meanwhile.
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/me/notifications/stream');
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    source.addEventListener(NOTIFICATIONS_STREAM_EVENT, refresh);
    source.addEventListener('open', refresh);
    return () => source.close();
  }, [enabled, queryClient]);
}
