import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { sessionQueryOptions } from '../lib/session/get-session';
import {
  hydrateQueries,
  loadMatchedRoutes,
  readSsrState,
  routerHydrationData,
} from '../lib/ssr-state';
import { afterFirstPaint, nextTask } from '../lib/after-first-paint';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { loadNotificationBell } from './layout/top-bar';
import { appRoutes, createAppRouter } from './router';

/** How long hydration waits for the session's answer before it goes on without it. */
const SESSION_WAIT_MS = 1500;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Hydrates a server-rendered page (decision 041): the query cache gets the server's answers,
 * the router its hydration data and the lazy route modules of this address, and then React
 * takes over the server's HTML. The session is asked for meanwhile, not after the route code.
 */
export async function hydrateApp(root: HTMLElement): Promise<void> {
  const state = readSsrState();
  const queryClient = createQueryClient();
  // The session is asked for now, beside the route code, by the query itself, and hydration
  // waits for its answer (a little while at most): a query that starts or ends while React
  // hydrates makes React re-render every part reading it at once, without yielding, right after.
  // The parts show 'loading' until the page is live, then the session (lib/use-hydrated).
  // A page drawn for a known member has their session in its state (decision 095): not asked,
  // and no answer boot might have asked for is left for a later check to take (it would be old).
  if (state?.member) delete window.__arsamezatEarlySession;
  const session = state?.member
    ? undefined
    : queryClient.query(sessionQueryOptions).catch(() => undefined);
  // A member's page runs the bell's module (the server preloads it) while it hydrates: the header
  // then shows the member as soon as the session is known. A failure is the bell's to show.
  if (state?.visitor === 'member') void loadNotificationBell().catch(() => undefined);
  // Each step in a task of its own, so that none is a long task on a slow phone (decision 063).
  await nextTask();
  if (state) hydrateQueries(queryClient, state);
  // A route chunk that fails to load here is tried again by the router itself.
  await Promise.all([
    loadMatchedRoutes(appRoutes, window.location.pathname).catch(() => undefined),
    Promise.race([session, delay(SESSION_WAIT_MS)]),
  ]);
  await nextTask();
  const router = createAppRouter(state ? routerHydrationData(state) : undefined);
  await afterFirstPaint();
  // As a transition, hydration yields to the browser between small slices of work instead of
  // holding the main thread for the whole page (a blocking lane is never time-sliced); a tap
  // meanwhile is still answered once React has taken over.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App
          queryClient={queryClient}
          router={router}
          {...(state ? { visitor: { visitor: state.visitor, user: state.member ?? null } } : {})}
        />
      </StrictMode>,
    );
  });
}
