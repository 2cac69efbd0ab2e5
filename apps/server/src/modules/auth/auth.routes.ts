import * as contracts from '@arsamezat/shared/accounts/auth.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { IP_LIMITS } from './auth-limits.ts';
import { clientMeta } from './client-meta.ts';
import { requireUser } from './guards.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { registrationRoutes } from './registration.routes.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';

/**
 * The accounts API under /api/auth: sign-in, sign-out, the current session and password change
 * here; registration and recovery in their own files. Services come from the composition root (services.ts).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services.auth;
  const { auth, sessions } = services;

  await app.register(registrationRoutes, { services });
  await app.register(passwordResetRoutes, { services });
  await app.register(twoFactorRoutes, { services });

  route(app, contracts.login, {
    config: { rateLimit: IP_LIMITS.login },
    handler: async (request, reply) => {
      const result = await auth.login(request.body, clientMeta(request));
      if ('twoFactor' in result) return { twoFactor: result.twoFactor };
      sessions.setCookie(reply, result.token);
      // The member's seller firm (issue 28), as the session answer carries it.
      const firm = await app.services.firmApplications.sessionFirm(result.user.id);
      return { user: { ...result.user, firm } };
    },
  });

  route(app, contracts.logout, {
    handler: async (request, reply) => {
      await auth.logout(request.body?.scope ?? 'local', request.user, request.authSession?.id);
      sessions.clearCookie(reply);
      return reply.status(204).send();
    },
  });

  route(app, contracts.getSession, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!request.user) return { user: null };
      // The member's seller firm, for the member menu (issue 28); read from the firms module.
      const firm = await app.services.firmApplications.sessionFirm(request.user.id);
      return { user: { ...request.user, firm } };
    },
  });

  route(app, contracts.changePassword, {
    config: { rateLimit: IP_LIMITS.changePassword },
    handler: async (request) => {
      const user = requireUser(request);
      await auth.changePassword(user, request.authSession?.id, request.body);
      return { ok: true as const };
    },
  });
};
