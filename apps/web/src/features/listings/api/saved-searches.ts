import {
  createSavedSearchRoute,
  deleteSavedSearchRoute,
  listSavedSearchesRoute,
  updateSavedSearchRoute,
} from '@arsamezat/shared/listings/watchlist.routes';
import type {
  CreateSavedSearchInput,
  SavedSearch,
  UpdateSavedSearchInput,
} from '@arsamezat/shared/listings/watchlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiParsed } from '../../../lib/call-api';
import { retryUnlessClientError } from '../../../lib/query-client';

// The schemas (and zod) load beside the first request, not while the browse page hydrates.
const schemas = () => import('@arsamezat/shared/listings/watchlist');
const responseSchema = () => schemas().then((m) => m.SavedSearchResponseSchema);

export const savedSearchKeys = { all: ['saved-searches'] as const };

export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const { items } = await callApiParsed(
    listSavedSearchesRoute,
    () => schemas().then((m) => m.SavedSearchListSchema),
    { signal },
  );
  return items;
}

/** My saved searches, newest first. */
export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => getSavedSearches(signal),
    retry: retryUnlessClientError,
  });
}

function useSavedSearchMutation<T>(request: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
    },
  });
}

export async function createSavedSearch(input: CreateSavedSearchInput): Promise<SavedSearch> {
  const { search } = await callApiParsed(createSavedSearchRoute, responseSchema, { body: input });
  return search;
}
export const useCreateSavedSearch = () => useSavedSearchMutation(createSavedSearch);

export async function updateSavedSearch(input: { id: string; changes: UpdateSavedSearchInput }) {
  const { search } = await callApiParsed(updateSavedSearchRoute, responseSchema, {
    params: { id: input.id },
    body: input.changes,
  });
  return search;
}
export const useUpdateSavedSearch = () => useSavedSearchMutation(updateSavedSearch);

export async function deleteSavedSearch(id: string): Promise<void> {
  await callApi(deleteSavedSearchRoute, { params: { id } });
}
export const useDeleteSavedSearch = () => useSavedSearchMutation(deleteSavedSearch);
