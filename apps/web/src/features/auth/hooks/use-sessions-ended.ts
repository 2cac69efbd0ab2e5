import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionQueryKey } from '../../../lib/session/get-session';
import { broadcastAuthChange } from '../lib/auth-broadcast';

/**
 * A password reset ends every session of the account on the server, this browser's included
 * when it was signed in to it: look again here and tell the other tabs.
 */
export function useSessionsEnded(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    broadcastAuthChange('signed-out');
  }, [queryClient]);
}
