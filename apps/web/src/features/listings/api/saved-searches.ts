import type {
  CreateSavedSearchInput,
  SavedSearch,
  UpdateSavedSearchInput,
} from '@arsamezat/shared/watchlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiRequestParsed } from '../../../lib/api-request-parsed';
import { retryUnlessClientError } from '../../../lib/query-client';

// The schemas (and zod) load beside the first request, not while the browse page hydrates.
const schemas = () => import('@arsamezat/shared/watchlist');
const responseSchema = () => schemas().then((m) => m.SavedSearchResponseSchema);

export const savedSearchKeys = { all: ['saved-searches'] as const };

const url = (id?: string) =>
  id === undefined ? '/api/me/saved-searches' : `/api/me/saved-searches/${encodeURIComponent(id)}`;

export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const { items } = await apiRequestParsed(
    () => schemas().then((m) => m.SavedSearchListSchema),
    url(),
    signal ? { signal } : {},
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
  const { search } = await apiRequestParsed(responseSchema, url(), { method: 'POST', body: input });
  return search;
}
export const useCreateSavedSearch = () => useSavedSearchMutation(createSavedSearch);

export async function updateSavedSearch(input: { id: string; changes: UpdateSavedSearchInput }) {
  const { search } = await apiRequestParsed(responseSchema, url(input.id), {
    method: 'PATCH',
    body: input.changes,
  });
  return search;
}
export const useUpdateSavedSearch = () => useSavedSearchMutation(updateSavedSearch);

export async function deleteSavedSearch(id: string): Promise<void> {
  await apiRequest(url(id), { method: 'DELETE' });
}
export const useDeleteSavedSearch = () => useSavedSearchMutation(deleteSavedSearch);
