import { useEffect, useState } from 'react';

/** Milliseconds since the component mounted, ticking every `stepMs` (remount to restart). */
export function useElapsed(stepMs = 250): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const startedAt = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - startedAt), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return elapsed;
}
