import { confirmEmailRoute, resendVerificationRoute } from '@arsamezat/shared/member/me.routes';
import { ConfirmEmailResponseSchema } from '@arsamezat/shared/member/users';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

/** POST /api/me/email-verification — the link again, for the current unverified address. */
export async function resendVerification(): Promise<void> {
  await callApi(resendVerificationRoute);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

/** POST /api/email-verification — the token from the link's hash; no session needed. */
export async function confirmEmail(token: string): Promise<string> {
  const data = await callApi(confirmEmailRoute, { body: { token } });
  return ConfirmEmailResponseSchema.parse(data).email;
}
