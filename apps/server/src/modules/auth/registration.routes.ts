import * as contracts from '@arsamezat/shared/accounts/registration.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { IP_LIMITS } from './auth-limits.ts';
import type { AuthServices } from './auth-services.ts';
import { clientMeta } from './client-meta.ts';

/** Registration: is the phone free, send the SMS code, register with it (signed in at once). */
export const registrationRoutes: FastifyPluginAsyncZod<{ services: AuthServices }> = async (
  app,
  { services },
) => {
  const { auth, codes, sessions } = services;

  route(app, contracts.checkPhoneAvailability, {
    config: { rateLimit: IP_LIMITS.phoneAvailability },
    handler: async (request) => ({ available: await auth.isPhoneAvailable(request.body.phone) }),
  });

  route(app, contracts.sendRegistrationCode, {
    config: { rateLimit: IP_LIMITS.sendCode },
    handler: (request) => codes.send(request.body.phone, request.body.purpose),
  });

  route(app, contracts.register, {
    config: { rateLimit: IP_LIMITS.register },
    handler: async (request, reply) => {
      const { user, token } = await auth.register(request.body, clientMeta(request));
      sessions.setCookie(reply, token);
      // A new account belongs to no seller firm yet (issue 28).
      return reply.status(201).send({ user: { ...user, firm: null } });
    },
  });
};
