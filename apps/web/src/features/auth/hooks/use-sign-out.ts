import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session/get-session';
import { requestSignOut } from '../api/sign-out';
import { broadcastAuthChange } from '../lib/auth-broadcast';
import { markSignedOutHere } from '../lib/signed-out-here';

/** Spec 01 §9: sign-out waits this long for the server at most. */
export const SIGN_OUT_TIMEOUT_MS = 3000;

/** Statuses that mean "there was no session to end" (spec 01 §8: logout treats them as harmless). */
function isAlreadySignedOut(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 404);
}

/**
 * Signs the member out of this browser and takes them home (spec 01 §4 "Sign-out"):
 * `POST /api/auth/logout`, waited on for at most 3000 ms, then `/` with history replaced and
 * every other tab told. If the call fails or times out, the session query is cleared and the
 * browser is sent to `/` with a full load, so the page shows whatever the server really holds.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await requestSignOut({ scope: 'local' }, AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS));
    } catch (error) {
      if (!isAlreadySignedOut(error)) {
        queryClient.removeQueries({ queryKey: sessionQueryKey });
        broadcastAuthChange('signed-out');
        window.location.replace(paths.home);
        return;
      }
    }
    // Home first, rendered synchronously: router updates are otherwise transitions, and the
    // session update below is not, so a guarded screen still on display would see a guest and
    // send them to /login before this navigation lands.
    markSignedOutHere();
    await navigate(paths.home, { replace: true, flushSync: true });
    queryClient.setQueryData(sessionQueryKey, null);
    broadcastAuthChange('signed-out');
  }, [navigate, queryClient]);
}
