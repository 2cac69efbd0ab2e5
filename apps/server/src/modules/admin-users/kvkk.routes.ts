import {
  AdminKvkkPageSchema,
  AdminKvkkQuerySchema,
  AnswerKvkkResponseSchema,
  AnswerKvkkSchema,
  KvkkIdParamsSchema,
} from '@arsamezat/shared/admin-kvkk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';

/** /api/admin/kvkk: the members' deletion applications (decisions 021, 022), inside the admin plugin. */
export const adminKvkkRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminKvkk;

  app.get(
    '/admin/kvkk',
    {
      schema: {
        tags: ['admin'],
        summary: 'KVKK deletion applications: open ones by deadline, or answered ones',
        querystring: AdminKvkkQuerySchema,
        response: { 200: AdminKvkkPageSchema },
      },
    },
    (request) => service.listApplications(request.query),
  );

  app.post(
    '/admin/kvkk/:id/answer',
    {
      config: {
        errorCodes: [
          'KVKK_NOT_FOUND',
          'KVKK_ALREADY_ANSWERED',
          'KVKK_ADMIN_ACCOUNT',
          'USER_NOT_FOUND',
        ],
      },
      schema: {
        tags: ['admin'],
        summary: 'Answer an application: approve (the person is anonymised) or reject with a note',
        params: KvkkIdParamsSchema,
        body: AnswerKvkkSchema,
        response: { 200: AnswerKvkkResponseSchema },
      },
    },
    (request) =>
      service.answerApplication(requireAdmin(request).id, request.params.id, request.body),
  );
};
