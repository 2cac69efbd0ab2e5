import { defineContract } from '../core/api-route.ts';
import { TwoFactorVerifySchema, TwoFactorResendSchema } from './two-factor.ts';
import { UserResponseSchema, SendCodeResponseSchema } from './auth.ts';
import { verifyTwoFactorCodeRoute, resendTwoFactorCodeRoute } from './two-factor.routes.ts';

export const verifyTwoFactorCode = defineContract(verifyTwoFactorCodeRoute, {
  schema: {
    tags: ['auth'],
    summary: 'Sign in with the challenge from /auth/login and the SMS code; sets the cookie',
    body: TwoFactorVerifySchema,
    response: { 200: UserResponseSchema },
  },
});

export const resendTwoFactorCode = defineContract(resendTwoFactorCodeRoute, {
  schema: {
    tags: ['auth'],
    summary: 'Send the sign-in SMS code again (the registration code limits apply)',
    body: TwoFactorResendSchema,
    response: { 200: SendCodeResponseSchema },
  },
});
