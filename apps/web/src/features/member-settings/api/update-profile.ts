import { updateProfileRoute } from '@arsamezat/shared/member/me.routes';
import {
  UpdateProfileResponseSchema,
  type UpdateProfileInput,
  type UpdateProfileResponse,
} from '@arsamezat/shared/member/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { memberKeys, SESSION_QUERY_KEY } from './member-keys';

/** PATCH /api/me/profile — a changed e-mail is stored unverified and its link mailed. */
export async function updateProfile(input: UpdateProfileInput): Promise<UpdateProfileResponse> {
  const data = await callApi(updateProfileRoute, { body: input });
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
