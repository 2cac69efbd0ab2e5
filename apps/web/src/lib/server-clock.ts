/**
 * The server's clock as the live events last told it (issue 31): each event carries `serverNow`,
 * the moment the server sent it, so a page that stays open for hours keeps its countdowns to the
 * server's clock even when the device's drifts or is changed meanwhile. Before any event the
 * page's own answer (/api/site's `serverTime`) gives the offset (features/listings/hooks).
 */
let offset: number | null = null;
const listeners = new Set<() => void>();

/** An event said the server's time was `serverNow` when it arrived at `receivedAt` (device ms). */
export function noteServerTime(serverNow: unknown, receivedAt: number): void {
  if (typeof serverNow !== 'string') return;
  const at = Date.parse(serverNow);
  if (!Number.isFinite(at)) return;
  offset = at - receivedAt;
  for (const notify of listeners) notify();
}

/** How far the server's clock is ahead of the device's, by the last event; null before one. */
export const eventClockOffset = (): number | null => offset;

export function subscribeEventClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For the tests: a page that has had no event. */
export function forgetEventClock(): void {
  offset = null;
}
