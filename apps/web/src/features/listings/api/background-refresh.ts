/** Spec §4 and §9: lists refresh every 30 s while the page is visible… */
export const LIST_REFRESH_MS = 30_000;
/** …and a list or a listing reloads on the page becoming visible when older than 60 s. */
export const STALE_ON_RETURN_MS = 60_000;

/**
 * For `refetchOnWindowFocus`: TanStack Query calls it when the document becomes visible again
 * (its focus manager listens to `visibilitychange`); reload only what is older than 60 s.
 */
export function refetchWhenOlderThan(ms: number) {
  return (query: { state: { dataUpdatedAt: number } }): boolean | 'always' =>
    Date.now() - query.state.dataUpdatedAt > ms ? 'always' : false;
}

/**
 * The browse lists' background refresh. `refetchIntervalInBackground: false` makes TanStack
 * skip the 30 s tick while `document.visibilityState` is hidden.
 */
export const listRefreshOptions = {
  refetchInterval: LIST_REFRESH_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: refetchWhenOlderThan(STALE_ON_RETURN_MS),
} as const;
