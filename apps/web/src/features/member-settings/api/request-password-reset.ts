import { requestEmailResetRoute } from '@arsamezat/shared/accounts/password-reset.routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

/** POST /api/auth/password-reset/email — the link goes only to a verified address. */
export async function requestPasswordReset(email: string): Promise<void> {
  await callApi(requestEmailResetRoute, { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
