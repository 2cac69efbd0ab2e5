import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Signs the member out and takes them home, replacing history (spec 01 §4 "Sign-out").
 *
 * PLACEHOLDER until the Accounts issue, which adds the call: `POST /api/auth/logout`, waited on
 * for at most 3000 ms, then the session query is cleared so `useAuth()` reports a guest. Today
 * nobody can be signed in, so only the navigation remains.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(paths.home, { replace: true });
  }, [navigate]);
}
