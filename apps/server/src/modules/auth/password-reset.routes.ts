import {
  EmailResetConfirmSchema,
  EmailResetRequestResponseSchema,
  EmailResetRequestSchema,
  PasswordChangedResponseSchema,
  PhoneResetConfirmSchema,
  PhoneResetVerifyResponseSchema,
  PhoneResetVerifySchema,
} from '@arsamezat/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IP_LIMITS } from './auth-limits.ts';
import type { AuthServices } from './auth-services.ts';

/** Password recovery: by e-mail link, or by SMS code (ask with POST /auth/codes first). */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ services: AuthServices }> = async (
  app,
  { services },
) => {
  const { passwordReset } = services;

  app.post(
    '/auth/password-reset/email',
    {
      config: { errorCodes: ['RATE_LIMITED'], rateLimit: IP_LIMITS.resetEmailRequest },
      schema: {
        tags: ['auth'],
        summary: 'Mail a reset link (the same answer whether or not an account has the e-mail)',
        body: EmailResetRequestSchema,
        response: { 202: EmailResetRequestResponseSchema },
      },
    },
    async (request, reply) => {
      await passwordReset.requestEmailReset(request.body.email);
      return reply.status(202).send({ sent: true as const });
    },
  );

  app.post(
    '/auth/password-reset/email/confirm',
    {
      config: {
        errorCodes: ['INVALID_RESET_TOKEN', 'SAME_PASSWORD', 'COMMON_PASSWORD'],
        rateLimit: IP_LIMITS.resetConfirm,
      },
      schema: {
        tags: ['auth'],
        summary: "Set a new password with the link's token; ends every session",
        body: EmailResetConfirmSchema,
        response: { 200: PasswordChangedResponseSchema },
      },
    },
    async (request) => {
      await passwordReset.confirmEmailReset(request.body.token, request.body.password);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/password-reset/phone/verify',
    {
      config: { errorCodes: ['INVALID_CODE'], rateLimit: IP_LIMITS.resetPhoneVerify },
      schema: {
        tags: ['auth'],
        summary: 'Check the SMS code; answers a single-use 10-minute reset ticket',
        body: PhoneResetVerifySchema,
        response: { 200: PhoneResetVerifyResponseSchema },
      },
    },
    (request) => passwordReset.verifyPhoneReset(request.body.phone, request.body.code),
  );

  app.post(
    '/auth/password-reset/phone/confirm',
    {
      config: {
        errorCodes: ['INVALID_RESET_TICKET', 'SAME_PASSWORD', 'COMMON_PASSWORD'],
        rateLimit: IP_LIMITS.resetConfirm,
      },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the ticket; ends every session',
        body: PhoneResetConfirmSchema,
        response: { 200: PasswordChangedResponseSchema },
      },
    },
    async (request) => {
      await passwordReset.confirmPhoneReset(request.body.ticket, request.body.password);
      return { ok: true as const };
    },
  );
};
