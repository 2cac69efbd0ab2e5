import * as contracts from '@arsamezat/shared/accounts/password-reset.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { IP_LIMITS } from './auth-limits.ts';
import type { AuthServices } from './auth-services.ts';

/** Password recovery: by e-mail link, or by SMS code (ask with POST /auth/codes first). */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ services: AuthServices }> = async (
  app,
  { services },
) => {
  const { passwordReset } = services;

  route(app, contracts.requestEmailReset, {
    config: { rateLimit: IP_LIMITS.resetEmailRequest },
    handler: async (request, reply) => {
      await passwordReset.requestEmailReset(request.body.email);
      return reply.status(202).send({ sent: true as const });
    },
  });

  route(app, contracts.confirmEmailReset, {
    config: { rateLimit: IP_LIMITS.resetConfirm },
    handler: async (request) => {
      await passwordReset.confirmEmailReset(request.body.token, request.body.password);
      return { ok: true as const };
    },
  });

  route(app, contracts.verifyPhoneReset, {
    config: { rateLimit: IP_LIMITS.resetPhoneVerify },
    handler: (request) => passwordReset.verifyPhoneReset(request.body.phone, request.body.code),
  });

  route(app, contracts.confirmPhoneReset, {
    config: { rateLimit: IP_LIMITS.resetConfirm },
    handler: async (request) => {
      await passwordReset.confirmPhoneReset(request.body.ticket, request.body.password);
      return { ok: true as const };
    },
  });
};
