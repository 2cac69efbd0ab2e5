import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has had an idle moment after this component mounted (at most 2 s):
 * for a read a page can show a moment later — a listing's bid history, how many people follow
 * it — so that starting it (the request, its schema's code and preload links) is not part of
 * the long task in which a server-rendered page becomes live (decision 063).
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const ready = () => startTransition(() => setIdle(true));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(ready, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(ready, 50);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
