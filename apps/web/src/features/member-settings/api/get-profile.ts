import { ProfileResponseSchema, type Profile } from '@arsamezat/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memberKeys } from './member-keys';

/** GET /api/me/profile */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const data = await apiRequest<unknown>('/api/me/profile', signal ? { signal } : {});
  return ProfileResponseSchema.parse(data).profile;
}

export const profileQueryOptions = queryOptions({
  queryKey: memberKeys.profile(),
  queryFn: ({ signal }) => getProfile(signal),
  retry: false,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
