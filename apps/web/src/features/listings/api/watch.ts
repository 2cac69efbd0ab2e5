import {
  getWatchedIdsRoute,
  getWatchlistRoute,
  getWatchStatusRoute,
  unwatchRoute,
  watchRoute,
} from '@arsamezat/shared/listings/watchlist.routes';
import type { WatchlistPage, WatchStatus } from '@arsamezat/shared/listings/watchlist';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noteEngagement } from '../../../lib/app-install/engagement';
import { callApiParsed } from '../../../lib/call-api';
import { listingKeys } from '../../../lib/listing-keys';
import { retryUnlessClientError } from '../../../lib/query-client';

/**
 * Cache keys of the watchlist: one status per listing, the followed ids, and the member's list
 * by page — kept among the listing lists, so the live bid stream updates its prices too.
 */
export const watchKeys = {
  all: ['watch'] as const,
  status: (listingId: string) => ['watch', 'status', listingId] as const,
  ids: ['watch', 'ids'] as const,
  lists: () => [...listingKeys.lists(), 'watchlist'] as const,
  list: (page: number) => [...watchKeys.lists(), page] as const,
};

// The schemas (and zod) load beside the first request, not while a server-rendered page with
// a 'Takip Et' button on every card hydrates.
const schemas = () => import('@arsamezat/shared/listings/watchlist');
const watchStatusSchema = () => schemas().then((m) => m.WatchStatusSchema);

export async function getWatchStatus(listingId: string, signal?: AbortSignal) {
  return callApiParsed(getWatchStatusRoute, watchStatusSchema, {
    params: { id: listingId },
    signal,
  });
}

/** A listing's watch status as `userId` sees it (null: a guest, who sees the count alone). */
export const watchStatusQueryKey = (listingId: string, userId: string | null) =>
  [...watchKeys.status(listingId), userId] as const;

/** Whether I follow a listing and how many people do; keyed per signed-in member. */
export function useWatchStatus(listingId: string, userId: string | null, enabled = true) {
  return useQuery({
    queryKey: watchStatusQueryKey(listingId, userId),
    queryFn: ({ signal }) => getWatchStatus(listingId, signal),
    retry: retryUnlessClientError,
    enabled,
  });
}

export async function getWatchedIds(signal?: AbortSignal): Promise<Set<string>> {
  const { ids } = await callApiParsed(
    getWatchedIdsRoute,
    () => schemas().then((m) => m.WatchedIdsSchema),
    { signal },
  );
  return new Set(ids);
}

/** The listings I follow, one request for every heart on the page; none for a guest. */
export function useWatchedIds(userId: string | null) {
  return useQuery({
    queryKey: [...watchKeys.ids, userId],
    queryFn: ({ signal }) => getWatchedIds(signal),
    retry: retryUnlessClientError,
    enabled: userId !== null,
    staleTime: 60_000,
  });
}

export async function setWatching(listingId: string, watching: boolean): Promise<WatchStatus> {
  return callApiParsed(watching ? watchRoute : unwatchRoute, watchStatusSchema, {
    params: { id: listingId },
  });
}

/**
 * Follow or stop following; the status and the member's list are refreshed after. A read of them
 * still on its way was answered before the change was saved: it is cancelled, not waited for
 * (a refresh joins a first read in flight instead of starting a new one), and the card's heart
 * shows the answer at once.
 */
export function useSetWatching(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watching: boolean) => setWatching(listingId, watching),
    onSuccess: async (status) => {
      await queryClient.cancelQueries({ queryKey: watchKeys.all });
      queryClient.setQueriesData<Set<string>>({ queryKey: watchKeys.ids }, (ids) => {
        if (!ids) return ids;
        const next = new Set(ids);
        if (status.watching) next.add(listingId);
        else next.delete(listingId);
        return next;
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: watchKeys.all }),
        queryClient.invalidateQueries({ queryKey: watchKeys.lists() }),
      ]);
      if (status.watching) noteEngagement();
    },
  });
}

export async function getWatchlist(page: number, signal?: AbortSignal): Promise<WatchlistPage> {
  return callApiParsed(getWatchlistRoute, () => schemas().then((m) => m.WatchlistPageSchema), {
    query: { page },
    signal,
  });
}

/** The listings I follow; the grid's live stream keeps their prices and ends current. */
export const getWatchlistQueryOptions = (page: number) =>
  queryOptions({
    queryKey: watchKeys.list(page),
    queryFn: ({ signal }) => getWatchlist(page, signal),
    retry: retryUnlessClientError,
  });

export function useWatchlist(page: number) {
  return useQuery(getWatchlistQueryOptions(page));
}
