import type {
  CreateSavedSearchInput,
  SavedSearch,
  UpdateSavedSearchInput,
} from '@arsamezat/shared/watchlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

// The schemas (and zod) load beside the first request, not while the browse page hydrates.
const schemas = () => import('@arsamezat/shared/watchlist');

export const savedSearchKeys = { all: ['saved-searches'] as const };

const url = (id?: string) =>
  id === undefined ? '/api/me/saved-searches' : `/api/me/saved-searches/${encodeURIComponent(id)}`;

export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const [{ SavedSearchListSchema }, data] = await Promise.all([
    schemas(),
    apiRequest(url(), { ...(signal ? { signal } : {}) }),
  ]);
  return SavedSearchListSchema.parse(data).items;
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
  const [{ SavedSearchResponseSchema }, data] = await Promise.all([
    schemas(),
    apiRequest(url(), { method: 'POST', body: input }),
  ]);
  return SavedSearchResponseSchema.parse(data).search;
}
export const useCreateSavedSearch = () => useSavedSearchMutation(createSavedSearch);

export async function updateSavedSearch(input: { id: string; changes: UpdateSavedSearchInput }) {
  const [{ SavedSearchResponseSchema }, data] = await Promise.all([
    schemas(),
    apiRequest(url(input.id), { method: 'PATCH', body: input.changes }),
  ]);
  return SavedSearchResponseSchema.parse(data).search;
}
export const useUpdateSavedSearch = () => useSavedSearchMutation(updateSavedSearch);

export async function deleteSavedSearch(id: string): Promise<void> {
  await apiRequest(url(id), { method: 'DELETE' });
}
export const useDeleteSavedSearch = () => useSavedSearchMutation(deleteSavedSearch);
