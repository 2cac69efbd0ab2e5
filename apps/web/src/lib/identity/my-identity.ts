import {
  getMyIdentityRoute,
  verifyMyIdentityRoute,
} from '@arsamezat/shared/member/identity.routes';
import type { MyIdentityResponse, VerifyIdentityInput } from '@arsamezat/shared/member/identity';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApiParsed } from '../call-api';
import { sessionQueryKey } from '../session/get-session';

/** The answer's schema, loaded with the first call: this file is in every page's shared code. */
const loadIdentitySchema = () =>
  import('@arsamezat/shared/member/identity').then((m) => m.MyIdentityResponseSchema);

/**
 * The member's 'Kimlik Doğrulama' (issue 27), shared by the profile and the deposit dialog:
 * GET /api/me/identity (null until verified) and POST /api/me/identity (the registry check).
 */
export const identityKeys = { mine: ['me', 'identity'] as const };

export async function getMyIdentity(signal?: AbortSignal): Promise<MyIdentityResponse> {
  return callApiParsed(getMyIdentityRoute, loadIdentitySchema, { signal });
}

export const myIdentityQueryOptions = () =>
  queryOptions({
    queryKey: identityKeys.mine,
    queryFn: ({ signal }) => getMyIdentity(signal),
    // Asked again whenever a screen needs it: another tab, or the operator, may have changed it.
    staleTime: 0,
  });

export function useMyIdentity(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myIdentityQueryOptions(), enabled: options.enabled ?? true });
}

export async function verifyMyIdentity(input: VerifyIdentityInput): Promise<MyIdentityResponse> {
  return callApiParsed(verifyMyIdentityRoute, loadIdentitySchema, { body: input });
}

/** A match updates the cached identity; the account's name follows it, so the session refetches. */
export function useVerifyIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMyIdentity,
    onSuccess: (answer) => {
      queryClient.setQueryData(identityKeys.mine, answer);
      // The member area's profile (features/member-settings, key ['member', 'profile']) and the
      // top bar's name.
      void queryClient.invalidateQueries({ queryKey: ['member'] });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
