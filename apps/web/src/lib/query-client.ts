import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Retry network and server failures once; a 400 or 404 will not change by asking again. */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The app's one QueryClient and its defaults: one retry, no refetch on focus (queries that
 * want it say so: the session, a listing after a minute away), 30 s fresh.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}
