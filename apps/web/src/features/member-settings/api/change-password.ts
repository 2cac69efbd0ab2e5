import type { ChangePasswordInput } from '@arsamezat/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/password — needs the current password; signs out every other session. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest<unknown>('/api/auth/password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
