import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
// The DOM build of RouterProvider: it supports navigate(…, { flushSync: true }), which sign-out
// needs (see features/auth/hooks/use-sign-out.ts).
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
