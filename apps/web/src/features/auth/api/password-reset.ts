import {
  confirmEmailResetRoute,
  confirmPhoneResetRoute,
  requestEmailResetRoute,
  verifyPhoneResetRoute,
} from '@arsamezat/shared/accounts/password-reset.routes';
import {
  PhoneResetVerifyResponseSchema,
  type EmailResetConfirmInput,
  type PhoneResetConfirmInput,
  type PhoneResetVerifyInput,
} from '@arsamezat/shared/accounts/auth';
import { callApi } from '../../../lib/call-api';

/** POST /api/auth/password-reset/email — 202 whether or not an account has the address. */
export async function requestEmailReset(email: string): Promise<void> {
  await callApi(requestEmailResetRoute, { body: { email } });
}

/** POST /api/auth/password-reset/email/confirm — the link's token and the new password. */
export async function confirmEmailReset(input: EmailResetConfirmInput): Promise<void> {
  await callApi(confirmEmailResetRoute, { body: input });
}

/** POST /api/auth/password-reset/phone/verify — checks the SMS code, answers a reset ticket. */
export async function verifyPhoneReset(input: PhoneResetVerifyInput): Promise<string> {
  const data = await callApi(verifyPhoneResetRoute, { body: input });
  return PhoneResetVerifyResponseSchema.parse(data).ticket;
}

/** POST /api/auth/password-reset/phone/confirm — the ticket and the new password. */
export async function confirmPhoneReset(input: PhoneResetConfirmInput): Promise<void> {
  await callApi(confirmPhoneResetRoute, { body: input });
}
