import {
  UpdateProfileResponseSchema,
  type UpdateProfileInput,
  type UpdateProfileResponse,
} from '@arsamezat/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memberKeys, SESSION_QUERY_KEY } from './member-keys';

/** PATCH /api/me/profile — a changed e-mail is stored unverified and its link mailed. */
export async function updateProfile(input: UpdateProfileInput): Promise<UpdateProfileResponse> {
  const data = await apiRequest<unknown>('/api/me/profile', { method: 'PATCH', body: input });
  return UpdateProfileResponseSchema.parse(data);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user, profile }) => {
      queryClient.setQueryData(memberKeys.profile(), profile);
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
    },
  });
}
