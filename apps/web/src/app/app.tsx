import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
// The DOM build of RouterProvider: it supports navigate(…, { flushSync: true }), which sign-out
// needs (see features/auth/hooks/use-sign-out.ts).
import { RouterProvider } from 'react-router/dom';
import { forgetKeptPressOnNavigation, markAppLive } from '../lib/kept-press';
import { createQueryClient } from '../lib/query-client';
import { PageVisitorContext, type PageVisitor } from '../lib/session/page-visitor';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The app. A server-rendered page brings its own query client and router, filled with what the
 * server rendered with, and the visitor it was drawn for (app/hydrate.tsx, decisions 041, 063, 095);
 * otherwise both start empty.
 */
export function App(props: {
  queryClient?: QueryClient;
  router?: AppRouter;
  visitor?: PageVisitor;
}) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [router] = useState(() => props.router ?? createAppRouter());
  // Effects run children first: a control has taken its kept press before this (kept-press.ts).
  useEffect(markAppLive, []);
  useEffect(
    () =>
      forgetKeptPressOnNavigation(
        (listener) => router.subscribe(listener),
        router.state.location.key,
      ),
    [router],
  );
  return (
    <PageVisitorContext value={props.visitor ?? null}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </PageVisitorContext>
  );
}
