import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a moment set with `start(seconds)`; 0 when none is running. It counts
 * against the clock, not by summing ticks, so a throttled background tab stays accurate.
 */
export function useCountdown(initialSeconds = 0): {
  remaining: number;
  start: (seconds: number) => void;
  stop: () => void;
} {
  const [endsAt, setEndsAt] = useState<number | null>(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : null,
  );
  const [remaining, setRemaining] = useState(initialSeconds);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setRemaining(Math.max(0, Math.ceil(seconds)));
    setEndsAt(seconds > 0 ? Date.now() + seconds * 1000 : null);
  }, []);
  const stop = useCallback(() => {
    setRemaining(0);
    setEndsAt(null);
  }, []);

  return { remaining, start, stop };
}
