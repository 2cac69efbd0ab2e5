import {
  CreateDeletionRequestSchema,
  DeletionRequestResponseSchema,
  DeletionRequestSchema,
  SettingsResponseSchema,
  UpdateSettingsSchema,
} from '@arsamezat/shared/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { ME_LIMITS } from './me-limits.ts';

/** /api/me/settings (spec 02 §2.7) and the KVKK deletion application (decision 021). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.me.settings;
  app.addHook('onRequest', signedInOnly);

  app.get(
    '/me/settings',
    {
      schema: {
        tags: ['me'],
        summary: 'My settings; created with the defaults on first read',
        response: { 200: SettingsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { settings: await service.getSettings(requireUser(request)) };
    },
  );

  app.patch(
    '/me/settings',
    {
      schema: {
        tags: ['me'],
        summary: 'Change one or more settings (marketing e-mails follow the marketing consent)',
        body: UpdateSettingsSchema,
        response: { 200: SettingsResponseSchema },
      },
    },
    async (request) => ({
      settings: await service.updateSettings(requireUser(request), request.body),
    }),
  );

  app.get(
    '/me/deletion-request',
    {
      schema: {
        tags: ['me'],
        summary: 'My latest account deletion application and its status (null when none)',
        response: { 200: DeletionRequestResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { request: await service.getDeletionRequest(requireUser(request)) };
    },
  );

  app.post(
    '/me/deletion-request',
    {
      config: { rateLimit: ME_LIMITS.deletionRequest },
      schema: {
        tags: ['me'],
        summary: 'Apply for account deletion (KVKK); 201 new, 200 when one is already open',
        body: CreateDeletionRequestSchema.nullish(),
        response: {
          200: z.object({ request: DeletionRequestSchema }),
          201: z.object({ request: DeletionRequestSchema }),
        },
      },
    },
    async (request, reply) => {
      const result = await service.requestDeletion(requireUser(request), request.body ?? {});
      return reply.status(result.created ? 201 : 200).send({ request: result.request });
    },
  );
};
