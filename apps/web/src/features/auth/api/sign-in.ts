import { loginRoute } from '@arsamezat/shared/accounts/auth.routes';
import {
  resendTwoFactorCodeRoute,
  verifyTwoFactorCodeRoute,
} from '@arsamezat/shared/accounts/two-factor.routes';
import {
  SendCodeResponseSchema,
  UserResponseSchema,
  type LoginInput,
  type SendCodeResponse,
  type SessionUser,
} from '@arsamezat/shared/accounts/auth';
import {
  LoginResponseSchema,
  type LoginResponse,
  type TwoFactorVerifyInput,
} from '@arsamezat/shared/accounts/two-factor';
import { callApi } from '../../../lib/call-api';

/**
 * POST /api/auth/login — sets the session cookie and answers the user, or, for an account with
 * two-step sign-in, answers the SMS step's challenge; 401 INVALID_CREDENTIALS on a bad pair.
 */
export async function signIn(input: LoginInput): Promise<LoginResponse> {
  const data = await callApi(loginRoute, { body: input });
  return LoginResponseSchema.parse(data);
}

/** POST /api/auth/login/two-factor — the challenge and the SMS code; sets the session cookie. */
export async function verifyTwoFactor(input: TwoFactorVerifyInput): Promise<SessionUser> {
  const data = await callApi(verifyTwoFactorCodeRoute, { body: input });
  return UserResponseSchema.parse(data).user;
}

/** POST /api/auth/login/two-factor/resend — another code, under the registration limits. */
export async function resendTwoFactorCode(challenge: string): Promise<SendCodeResponse> {
  const data = await callApi(resendTwoFactorCodeRoute, { body: { challenge } });
  return SendCodeResponseSchema.parse(data);
}
