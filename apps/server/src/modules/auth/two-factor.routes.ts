import { SendCodeResponseSchema, UserResponseSchema } from '@arsamezat/shared/auth';
import { TwoFactorResendSchema, TwoFactorVerifySchema } from '@arsamezat/shared/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthServices } from './auth-services.ts';
import { clientMeta } from './client-meta.ts';

/** The second step of sign-in for accounts with two_factor_auth on (decision 021). */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ services: AuthServices }> = async (
  app,
  { services },
) => {
  const { twoFactor, sessions } = services;

  app.post(
    '/auth/login/two-factor',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the challenge from /auth/login and the SMS code; sets the cookie',
        body: TwoFactorVerifySchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await twoFactor.verify(request.body, clientMeta(request));
      sessions.setCookie(reply, token);
      return { user };
    },
  );

  app.post(
    '/auth/login/two-factor/resend',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags: ['auth'],
        summary: 'Send the sign-in SMS code again (the registration code limits apply)',
        body: TwoFactorResendSchema,
        response: { 200: SendCodeResponseSchema },
      },
    },
    (request) => twoFactor.resend(request.body.challenge),
  );
};
