import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/password-reset/email — the link goes only to a verified address. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest<unknown>('/api/auth/password-reset/email', { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
