import type { SessionUser } from '@arsamezat/shared/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { sessionQueryKey } from '../../../lib/session/get-session';
import { broadcastAuthChange } from '../lib/auth-broadcast';

/**
 * After a sign-in or a registration: the answer's user becomes the session at once (no extra
 * round trip), the other tabs are told, and the member lands on `/` with history replaced.
 */
export function useCompleteSignIn(): (user: SessionUser) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (user: SessionUser) => {
      queryClient.setQueryData(sessionQueryKey, user);
      broadcastAuthChange('signed-in');
      await navigate(paths.home, { replace: true });
    },
    [navigate, queryClient],
  );
}
