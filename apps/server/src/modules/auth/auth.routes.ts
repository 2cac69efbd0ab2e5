import {
  ChangePasswordSchema,
  LoginSchema,
  LogoutSchema,
  PasswordChangedResponseSchema,
  SessionResponseSchema,
} from '@arsamezat/shared/auth';
import { LoginResponseSchema } from '@arsamezat/shared/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

  app.post(
    '/auth/login',
    {
      config: {
        errorCodes: ['INVALID_CREDENTIALS', 'ACCOUNT_SUSPENDED', 'RATE_LIMITED'],
        rateLimit: IP_LIMITS.login,
      },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with phone and password; sets the session cookie, or answers the SMS step',
        body: LoginSchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await auth.login(request.body, clientMeta(request));
      if ('twoFactor' in result) return { twoFactor: result.twoFactor };
      sessions.setCookie(reply, result.token);
      return { user: result.user };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: "Sign out of this browser ('local', default) or of every device ('global')",
        body: LogoutSchema.nullish(),
      },
    },
    async (request, reply) => {
      await auth.logout(request.body?.scope ?? 'local', request.user, request.authSession?.id);
      sessions.clearCookie(reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in (user null for a guest; never 401)',
        response: { 200: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: request.user };
    },
  );

  app.post(
    '/auth/password',
    {
      config: {
        errorCodes: [
          'UNAUTHENTICATED',
          'WRONG_PASSWORD',
          'SAME_PASSWORD',
          'COMMON_PASSWORD',
          'RATE_LIMITED',
        ],
        rateLimit: IP_LIMITS.changePassword,
      },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (signed in); ends every other session',
        body: ChangePasswordSchema,
        response: { 200: PasswordChangedResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await auth.changePassword(user, request.authSession?.id, request.body);
      return { ok: true as const };
    },
  );
};
