import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
// The DOM build of RouterProvider: it supports navigate(…, { flushSync: true }), which sign-out
// needs (see features/auth/hooks/use-sign-out.ts).
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
      }),
  );
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
