import type { SessionUser } from '@arsamezat/shared/accounts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionQueryKey } from '../../../lib/session/get-session';
import { broadcastAuthChange } from '../lib/auth-broadcast';
import { useReturnPath } from './use-return-path';

/**
 * After a sign-in or a registration: the answer's user becomes the session at once (no extra
 * round trip), the other tabs are told, and the member goes back to the page that sent them to
 * sign in (`?next=`, a path of this site only) or else to `/`, with history replaced
 * (decision 031).
 */
export function useCompleteSignIn(): (user: SessionUser) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const returnTo = useReturnPath();
  return useCallback(
    async (user: SessionUser) => {
      queryClient.setQueryData(sessionQueryKey, user);
      broadcastAuthChange('signed-in');
      await navigate(returnTo, { replace: true });
    },
    [navigate, queryClient, returnTo],
  );
}
