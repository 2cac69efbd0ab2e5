import {
  PhoneAvailabilityResponseSchema,
  SendCodeResponseSchema,
  UserResponseSchema,
  type CodePurpose,
  type RegisterInput,
  type SendCodeResponse,
  type SessionUser,
} from '@arsamezat/shared/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/phone-availability — whether the number is still free to register. */
export async function checkPhoneAvailability(phone: string): Promise<boolean> {
  const data = await apiRequest<unknown>('/api/auth/phone-availability', {
    method: 'POST',
    body: { phone },
  });
  return PhoneAvailabilityResponseSchema.parse(data).available;
}

/** POST /api/auth/codes — texts a one-time code; 409 PHONE_TAKEN, 429 with retryAfter. */
export async function sendCode(phone: string, purpose: CodePurpose): Promise<SendCodeResponse> {
  const data = await apiRequest<unknown>('/api/auth/codes', {
    method: 'POST',
    body: { phone, purpose },
  });
  return SendCodeResponseSchema.parse(data);
}

/** POST /api/auth/register — creates the account with the SMS code and signs it in. */
export async function register(input: RegisterInput): Promise<SessionUser> {
  const data = await apiRequest<unknown>('/api/auth/register', { method: 'POST', body: input });
  return UserResponseSchema.parse(data).user;
}
