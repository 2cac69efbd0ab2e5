import { changePasswordRoute } from '@arsamezat/shared/accounts/auth.routes';
import type { ChangePasswordInput } from '@arsamezat/shared/accounts/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

/** POST /api/auth/password — needs the current password; signs out every other session. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await callApi(changePasswordRoute, { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
