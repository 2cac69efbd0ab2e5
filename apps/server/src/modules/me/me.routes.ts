import {
  BidHistoryQuerySchema,
  BidHistoryResponseSchema,
  ConfirmEmailResponseSchema,
  ConfirmEmailSchema,
  EmailVerificationSentSchema,
  ProfileResponseSchema,
  UpdateProfileResponseSchema,
  UpdateProfileSchema,
} from '@arsamezat/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { ME_LIMITS } from './me-limits.ts';
import { settingsRoutes } from './me-settings.routes.ts';

/**
 * The signed-in member's own data under /api/me (every route needs a session), and the
 * e-mail verification link's endpoint, which works without one (the link may open anywhere).
 */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles, bidHistory } = app.services.me;

  await app.register(settingsRoutes);

  app.get(
    '/me/profile',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['me'],
        summary: 'My profile, with whether my e-mail is verified',
        response: { 200: ProfileResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { profile: await profiles.getProfile(requireUser(request)) };
    },
  );

  app.patch(
    '/me/profile',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['me'],
        summary: 'Update my profile; a new e-mail is stored unverified and its link mailed',
        body: UpdateProfileSchema,
        response: { 200: UpdateProfileResponseSchema },
      },
    },
    (request) => profiles.updateProfile(requireUser(request), request.body),
  );

  app.post(
    '/me/email-verification',
    {
      onRequest: signedInOnly,
      config: { rateLimit: ME_LIMITS.resendVerification },
      schema: {
        tags: ['me'],
        summary: 'Mail the verification link again (one a minute)',
        response: { 202: EmailVerificationSentSchema },
      },
    },
    async (request, reply) => {
      await profiles.resendVerification(requireUser(request));
      return reply.status(202).send({ sent: true as const });
    },
  );

  app.post(
    '/email-verification',
    {
      config: { rateLimit: ME_LIMITS.confirmVerification },
      schema: {
        tags: ['me'],
        summary: "Confirm an e-mail address with its link's token (no session needed)",
        body: ConfirmEmailSchema,
        response: { 200: ConfirmEmailResponseSchema },
      },
    },
    (request) => profiles.confirmEmail(request.body.token),
  );

  app.get(
    '/me/bid-history',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['me'],
        summary: 'My bids, newest first, with the auction (title, phase)',
        querystring: BidHistoryQuerySchema,
        response: { 200: BidHistoryResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return bidHistory.getBidHistory(requireUser(request), request.query.page);
    },
  );
};
