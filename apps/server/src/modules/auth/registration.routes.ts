import {
  PhoneAvailabilityResponseSchema,
  PhoneAvailabilitySchema,
  RegisterSchema,
  SendCodeResponseSchema,
  SendCodeSchema,
  UserResponseSchema,
} from '@arsamezat/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IP_LIMITS } from './auth-limits.ts';
import type { AuthServices } from './auth-services.ts';
import { clientMeta } from './client-meta.ts';

/** Registration: is the phone free, send the SMS code, register with it (signed in at once). */
export const registrationRoutes: FastifyPluginAsyncZod<{ services: AuthServices }> = async (
  app,
  { services },
) => {
  const { auth, codes, sessions } = services;

  app.post(
    '/auth/phone-availability',
    {
      config: { rateLimit: IP_LIMITS.phoneAvailability },
      schema: {
        tags: ['auth'],
        summary: 'Whether a phone number is still free to register',
        body: PhoneAvailabilitySchema,
        response: { 200: PhoneAvailabilityResponseSchema },
      },
    },
    async (request) => ({ available: await auth.isPhoneAvailable(request.body.phone) }),
  );

  app.post(
    '/auth/codes',
    {
      config: {
        errorCodes: ['PHONE_TAKEN', 'RATE_LIMITED', 'SMS_SEND_FAILED'],
        rateLimit: IP_LIMITS.sendCode,
      },
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time SMS code (signup or password_reset)',
        body: SendCodeSchema,
        response: { 200: SendCodeResponseSchema },
      },
    },
    (request) => codes.send(request.body.phone, request.body.purpose),
  );

  app.post(
    '/auth/register',
    {
      config: {
        errorCodes: ['PHONE_TAKEN', 'INVALID_CODE', 'COMMON_PASSWORD'],
        rateLimit: IP_LIMITS.register,
      },
      schema: {
        tags: ['auth'],
        summary: 'Register with the SMS code; signs the new member in',
        body: RegisterSchema,
        response: { 201: UserResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await auth.register(request.body, clientMeta(request));
      sessions.setCookie(reply, token);
      return reply.status(201).send({ user });
    },
  );
};
