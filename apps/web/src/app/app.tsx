import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
// The DOM build of RouterProvider: it supports navigate(…, { flushSync: true }), which sign-out
// needs (see features/auth/hooks/use-sign-out.ts).
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The app. A server-rendered page brings its own query client and router, filled with what the
 * server rendered with (app/hydrate.tsx, decision 041); otherwise both start empty.
 */
export function App(props: { queryClient?: QueryClient; router?: AppRouter }) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [router] = useState(() => props.router ?? createAppRouter());
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
