import { ConfirmEmailResponseSchema } from '@arsamezat/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/me/email-verification — the link again, for the current unverified address. */
export async function resendVerification(): Promise<void> {
  await apiRequest<unknown>('/api/me/email-verification', { method: 'POST' });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

/** POST /api/email-verification — the token from the link's hash; no session needed. */
export async function confirmEmail(token: string): Promise<string> {
  const data = await apiRequest<unknown>('/api/email-verification', {
    method: 'POST',
    body: { token },
  });
  return ConfirmEmailResponseSchema.parse(data).email;
}
