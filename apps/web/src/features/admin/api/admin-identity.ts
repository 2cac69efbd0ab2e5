import {
  AdminIdentitySchema,
  type AdminIdentity,
  type ResetIdentityInput,
} from '@arsamezat/shared/admin/admin-identity';
import {
  getUserIdentityRoute,
  resetUserIdentityRoute,
} from '@arsamezat/shared/admin/admin-identity.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from './admin-keys';

const identityKey = (id: string) => [...adminKeys.user(id), 'identity'] as const;

/** GET /api/admin/users/:id/identity: status, date, attempts; the number masked. */
export async function getUserIdentity(id: string, signal?: AbortSignal): Promise<AdminIdentity> {
  return AdminIdentitySchema.parse(
    await callApi(getUserIdentityRoute, { params: { id }, ...(signal ? { signal } : {}) }),
  );
}

export function useUserIdentity(id: string) {
  return useQuery({
    queryKey: identityKey(id),
    queryFn: ({ signal }) => getUserIdentity(id, signal),
  });
}

/** POST /api/admin/users/:id/identity/reset with the reason (audited). */
export function useResetUserIdentity(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ResetIdentityInput) =>
      AdminIdentitySchema.parse(
        await callApi(resetUserIdentityRoute, { params: { id }, body: input }),
      ),
    onSuccess: (answer) => queryClient.setQueryData(identityKey(id), answer),
  });
}
