import { UserResponseSchema } from '@arsamezat/shared/auth';
import { UpdateProfileSchema } from '@arsamezat/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/guards.ts';

/** The signed-in member's own data under /api/me. Every route needs a session. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.me;

  app.patch(
    '/me/profile',
    {
      config: { errorCodes: ['UNAUTHENTICATED', 'EMAIL_TAKEN'] },
      onRequest: signedInOnly,
      schema: {
        tags: ['me'],
        summary: 'Update my profile (for now the e-mail used for password recovery)',
        body: UpdateProfileSchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => ({ user: await service.updateProfile(requireUser(request), request.body) }),
  );
};
