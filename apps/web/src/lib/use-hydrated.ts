import { startTransition, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const whileHydrating = () => true;

/**
 * False while this component draws the server's HTML again (the server render, the hydration,
 * or a part hydrated later), true once it may show what only the browser knows (the session,
 * the clock). A component that hydrated switches in a transition right after: every such
 * component in one render that yields to the browser between slices. A component first drawn
 * in the browser is true at once.
 *
 * React tells which it is (a store's server value is used only while hydrating); the browser's
 * value of that store is then this component's own first answer, so React never sees the two
 * differ — a difference would have it re-render every such component at once, without yielding,
 * as soon as the page hydrated (issue 14: a long task on a phone).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(!useHydrating());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * As `useHydrated`, for the one control a member waits for (the trade panel's deposit button,
 * decision 095): true in the commit right after this component hydrated, not with the page's one
 * transition, which on a listing's page ends a few hundred milliseconds later. Each use is a
 * render of its own: for a small part only.
 */
export function useHydratedAtOnce(): boolean {
  const [hydrated, setHydrated] = useState(!useHydrating());
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the one render meant: right after hydrating
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return hydrated;
}

/** Whether this component is drawing the server's HTML again, as it first rendered. */
function useHydrating(): boolean {
  const [first] = useState(() => {
    const seen: { hydrating?: boolean } = {};
    return { seen, getSnapshot: () => seen.hydrating ?? false };
  });
  const hydrating = useSyncExternalStore(subscribeToNothing, first.getSnapshot, whileHydrating);
  first.seen.hydrating ??= hydrating;
  return hydrating;
}
