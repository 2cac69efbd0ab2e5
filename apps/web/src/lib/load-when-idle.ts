import { useEffect } from 'react';

/** Runs a chunk's loader and forgets its failure: the part that wants it asks again and shows it. */
export const quietly = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

/**
 * Asks for a part's chunk once the page is live and the browser has a moment (a menu, the
 * bell's list): it is there before the press, without taking the page's start (decision 063).
 */
export function useLoadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const start = quietly(load);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 2000);
    return () => clearTimeout(timer);
  }, [load]);
}
