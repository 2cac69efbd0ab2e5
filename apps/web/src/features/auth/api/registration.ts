import {
  checkPhoneAvailabilityRoute,
  registerRoute,
  sendRegistrationCodeRoute,
} from '@arsamezat/shared/accounts/registration.routes';
import {
  PhoneAvailabilityResponseSchema,
  SendCodeResponseSchema,
  UserResponseSchema,
  type CodePurpose,
  type RegisterInput,
  type SendCodeResponse,
  type SessionUser,
} from '@arsamezat/shared/accounts/auth';
import { callApi } from '../../../lib/call-api';

/** POST /api/auth/phone-availability — whether the number is still free to register. */
export async function checkPhoneAvailability(phone: string): Promise<boolean> {
  const data = await callApi(checkPhoneAvailabilityRoute, { body: { phone } });
  return PhoneAvailabilityResponseSchema.parse(data).available;
}

/** POST /api/auth/codes — texts a one-time code; 409 PHONE_TAKEN, 429 with retryAfter. */
export async function sendCode(phone: string, purpose: CodePurpose): Promise<SendCodeResponse> {
  const data = await callApi(sendRegistrationCodeRoute, { body: { phone, purpose } });
  return SendCodeResponseSchema.parse(data);
}

/** POST /api/auth/register — creates the account with the SMS code and signs it in. */
export async function register(input: RegisterInput): Promise<SessionUser> {
  const data = await callApi(registerRoute, { body: input });
  return UserResponseSchema.parse(data).user;
}
