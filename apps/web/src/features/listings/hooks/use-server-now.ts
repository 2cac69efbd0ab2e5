import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { eventClockOffset, subscribeEventClock } from '../../../lib/server-clock';
import { siteConfigQueryOptions } from '../../../lib/site-config';
import { useHydrated } from '../../../lib/use-hydrated';

/*
 * One shared one-second ticker for every countdown on the page, instead of a timer per card.
 * It runs only while something is subscribed.
 */
const TICK_MS = 1000;
let tick = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    tick = Date.now();
    timer = setInterval(() => {
      tick = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const getTick = () => tick;

/**
 * How far the server's clock is ahead of this device's: from the last live event's `serverNow`
 * once one has come (lib/server-clock.ts), before that from the `serverTime` of /api/site and the
 * moment the answer arrived. The server decides when auctions open and close, so countdowns
 * count to its clock, not to a phone set five minutes wrong. Until hydrated, the answer's offset
 * (what the server rendered with).
 */
export function useServerClockOffset(): number {
  const { data, dataUpdatedAt } = useQuery(siteConfigQueryOptions);
  const fromEvents = useSyncExternalStore(subscribeEventClock, eventClockOffset, () => null);
  const hydrated = useHydrated();
  if (hydrated && fromEvents !== null) return fromEvents;
  return data ? Date.parse(data.serverTime) - dataUpdatedAt : 0;
}

/**
 * The server's current time in epoch milliseconds, updated every second. A server render and
 * the hydration after it both show the moment of the site configuration's answer (its
 * `serverTime`), so the countdowns match; the ticking starts once the page is live.
 */
export function useServerNow(): number {
  const { dataUpdatedAt } = useQuery(siteConfigQueryOptions);
  const offset = useServerClockOffset();
  const getAnswerTime = useCallback(() => dataUpdatedAt, [dataUpdatedAt]);
  // Until hydrated the browser's value is the server's too (no forced re-render, lib/use-hydrated).
  const hydrated = useHydrated();
  return (
    useSyncExternalStore(subscribe, hydrated ? getTick : getAnswerTime, getAnswerTime) + offset
  );
}
