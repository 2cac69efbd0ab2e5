import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryKey } from '../../../lib/session/get-session';
import { useAuth } from '../../../lib/session/use-auth';
import { whenToastsReady } from '../../../lib/toasts';

/**
 * Mounted once above every layout. Keeps this tab's session in step with the others (spec 01
 * §4 "Auth state is shared across browser tabs") and says so when the session could not be
 * checked, instead of leaving the visitor to wonder why they look signed out.
 */
export function AuthSync() {
  const queryClient = useQueryClient();
  const auth = useAuth();
  const error = auth.status === 'unauthenticated' ? auth.error : undefined;

  useEffect(() => {
    // Its own small chunk, after the first paint: the first load stays within its budget.
    let unsubscribe: (() => void) | undefined;
    let stopped = false;
    void import('../lib/auth-broadcast').then(({ subscribeToAuthChanges }) => {
      if (stopped) return;
      unsubscribe = subscribeToAuthChanges(() => {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      });
    });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [queryClient]);

  useEffect(() => {
    // The shell keeps sonner out of the first load; the toast waits for its outlet.
    if (error)
      void whenToastsReady().then((toast) => toast.error(error, { id: 'auth-session-error' }));
  }, [error]);

  return null;
}
