import * as contracts from '@arsamezat/shared/accounts/two-factor.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import type { AuthServices } from './auth-services.ts';
import { clientMeta } from './client-meta.ts';

/** The second step of sign-in for accounts with two_factor_auth on (decision 021). */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ services: AuthServices }> = async (
  app,
  { services },
) => {
  const { twoFactor, sessions } = services;

  route(app, contracts.verifyTwoFactorCode, {
    config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    handler: async (request, reply) => {
      const { user, token } = await twoFactor.verify(request.body, clientMeta(request));
      sessions.setCookie(reply, token);
      // The member's seller firm (issue 28), as the session answer carries it.
      return { user: { ...user, firm: await app.services.firmApplications.sessionFirm(user.id) } };
    },
  });

  route(app, contracts.resendTwoFactorCode, {
    config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    handler: (request) => twoFactor.resend(request.body.challenge),
  });
};
