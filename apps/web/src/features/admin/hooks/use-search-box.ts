import { useEffect, useEffectEvent, useState } from 'react';

/** How long typing must pause before the list follows the search box. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box that applies itself: once typing pauses for 300 ms, the trimmed text goes to
 * `apply` (which puts it in the URL, so the list's query changes and the older request is
 * cancelled by TanStack Query). When the applied search changes from elsewhere (back, a link),
 * the box shows it. `pending` is true while the box holds text the list does not show yet.
 */
export function useSearchBox(applied: string, apply: (search: string) => void, maxLength: number) {
  const [text, setText] = useState(applied);
  const [shown, setShown] = useState(applied);
  const wanted = text.trim().slice(0, maxLength);
  if (applied !== shown) {
    setShown(applied);
    // Our own apply arrives with the box already saying it; anything else replaces the box.
    if (wanted !== applied) setText(applied);
  }

  const applyWanted = useEffectEvent((search: string) => apply(search));
  useEffect(() => {
    if (wanted === applied) return;
    const timer = window.setTimeout(() => applyWanted(wanted), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, applied]);

  return {
    text,
    setText,
    pending: wanted !== applied,
    /** Enter: no need to wait for the pause. */
    applyNow: () => {
      if (wanted !== applied) apply(wanted);
    },
  };
}
