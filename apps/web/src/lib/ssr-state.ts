import { SSR_STATE_ID, type SsrState } from '@arsamezat/shared/site/ssr';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { ApiError } from './api-client';

/**
 * What a server-rendered page was rendered with (decision 041): the JSON the server put in
 * `<script type="application/json" id="ssr-state">`, or null on a page the server did not
 * render (member and admin screens, or a render that fell back to the shell).
 */
export function readSsrState(): SsrState | null {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}

type PlainError = { name?: string; status?: number; code?: ApiError['code']; message?: string };

function toApiError(error: unknown): unknown {
  const plain = error as PlainError | null;
  if (plain?.name !== 'ApiError' || plain.status === undefined || plain.code === undefined) {
    return error;
  }
  return new ApiError(plain.status, plain.code, plain.message ?? '');
}

/**
 * Puts the server's answers in the cache, as if the browser had fetched them itself: what
 * TanStack Query's `hydrate` does for answered queries (the server dehydrates no other kind),
 * without its code in the first load (the JavaScript budget, decision 037).
 */
export function hydrateQueries(queryClient: QueryClient, state: SsrState): void {
  const cache = queryClient.getQueryCache();
  for (const { queryKey, queryHash, state: queryState } of (state.queries as DehydratedState)
    .queries) {
    if (cache.get(queryHash)) continue;
    // A failure the server answered (an unknown listing) is shown, not asked again on mount,
    // as the server rendered it.
    if (queryState.status === 'error')
      queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
    cache.build(
      queryClient,
      { queryKey, queryHash },
      {
        ...queryState,
        fetchStatus: 'idle',
        error: toApiError(queryState.error) as Error | null,
        fetchFailureReason: toApiError(queryState.fetchFailureReason) as Error | null,
      },
    );
  }
}

/** React Router's hydration data, as the server's static handler left it. */
export const routerHydrationData = (state: SsrState) => state.router as HydrationState;

/**
 * Loads the lazy routes this address matches and puts what they load on the route objects, so
 * the first render in the browser is the page the server rendered, not a fallback (React
 * Router's lazy routes and hydration).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
