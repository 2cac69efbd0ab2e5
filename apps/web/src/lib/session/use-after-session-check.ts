import { useEffect, useRef } from 'react';
import type { AuthState } from './use-auth';

/**
 * A press handler that does not lose a press made while the session is still being checked
 * (`loading`: on a server-rendered page, the moment right after it becomes live): the press is
 * kept and `run` goes once the session is known. Otherwise `run` goes at once.
 */
export function useAfterSessionCheck(status: AuthState['status'], run: () => void): () => void {
  const waiting = useRef(false);
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!waiting.current || status === 'loading') return;
    waiting.current = false;
    latest.current();
  }, [status]);
  return () => {
    if (status === 'loading') waiting.current = true;
    else run();
  };
}
