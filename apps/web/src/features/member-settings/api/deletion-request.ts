import {
  getDeletionRequestRoute,
  requestDeletionRoute,
} from '@arsamezat/shared/member/me-settings.routes';
import {
  DeletionRequestResponseSchema,
  DeletionRequestSchema,
  type CreateDeletionRequestInput,
  type DeletionRequest,
} from '@arsamezat/shared/member/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/call-api';
import { memberKeys } from './member-keys';

/** GET /api/me/deletion-request — my latest KVKK deletion application, or null. */
export async function getDeletionRequest(signal?: AbortSignal): Promise<DeletionRequest | null> {
  const data = await callApi(getDeletionRequestRoute, { signal });
  return DeletionRequestResponseSchema.parse(data).request;
}

export const deletionRequestQueryOptions = queryOptions({
  queryKey: memberKeys.deletionRequest(),
  queryFn: ({ signal }) => getDeletionRequest(signal),
});

export function useDeletionRequest() {
  return useQuery(deletionRequestQueryOptions);
}

/** POST /api/me/deletion-request — records the application (the open one if there is one). */
export async function createDeletionRequest(
  input: CreateDeletionRequestInput,
): Promise<DeletionRequest> {
  const data = await callApi(requestDeletionRoute, { body: input });
  return z.object({ request: DeletionRequestSchema }).parse(data).request;
}

export function useCreateDeletionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeletionRequest,
    onSuccess: (request) => queryClient.setQueryData(memberKeys.deletionRequest(), request),
  });
}
