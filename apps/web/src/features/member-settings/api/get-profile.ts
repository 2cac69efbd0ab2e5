import { getProfileRoute } from '@arsamezat/shared/member/me.routes';
import { ProfileResponseSchema, type Profile } from '@arsamezat/shared/member/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { memberKeys } from './member-keys';

/** GET /api/me/profile */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const data = await callApi(getProfileRoute, { signal });
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
