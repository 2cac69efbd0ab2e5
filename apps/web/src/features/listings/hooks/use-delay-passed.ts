import { useEffect, useState } from 'react';

/** False until `ms` have passed since the component mounted: for messages that only show when
 * waiting takes long enough to notice, so a quick answer does not flash them. */
export function useDelayPassed(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPassed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return passed;
}
