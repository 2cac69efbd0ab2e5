import { useEffect, useRef } from 'react';
import type {} from './boot-handoff';

/**
 * Finishes a press the boot script kept (decision 063): a tap on a control marked
 * `data-keep-press={name}` made after the first paint but before the app was live. The control
 * calls this with its name and what a press does; once hydrated, that runs if the kept press was
 * its own. `markAppLive` tells boot to keep no more.
 */
export function useKeptPress(name: string, press: () => void): void {
  const latest = useRef(press);
  useEffect(() => {
    latest.current = press;
  });
  useEffect(() => {
    if (window.__arsamezatKeptPress !== name) return;
    delete window.__arsamezatKeptPress;
    latest.current();
  }, [name]);
}

/** Called once the app has hydrated: from now on a press reaches the app itself. */
export function markAppLive(): void {
  window.__arsamezatLive = true;
}

/**
 * A kept press belongs to the page it was made on: one no control took (its part never drew,
 * say) is forgotten when the app moves to another page, not finished there. Returns the
 * unsubscribe function of `subscribe`, the router's.
 */
export function forgetKeptPressOnNavigation(
  subscribe: (listener: (state: { location: { key: string } }) => void) => () => void,
  startKey: string,
): () => void {
  return subscribe((state) => {
    if (state.location.key !== startKey) delete window.__arsamezatKeptPress;
  });
}
