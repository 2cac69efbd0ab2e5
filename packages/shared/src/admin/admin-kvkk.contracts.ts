import { defineContract } from '../core/api-route.ts';
import {
  AdminKvkkQuerySchema,
  AdminKvkkPageSchema,
  KvkkIdParamsSchema,
  AnswerKvkkSchema,
  AnswerKvkkResponseSchema,
} from './admin-kvkk.ts';
import { listKvkkApplicationsRoute, answerKvkkApplicationRoute } from './admin-kvkk.routes.ts';

export const listKvkkApplications = defineContract(listKvkkApplicationsRoute, {
  schema: {
    tags: ['admin'],
    summary: 'KVKK deletion applications: open ones by deadline, or answered ones',
    querystring: AdminKvkkQuerySchema,
    response: { 200: AdminKvkkPageSchema },
  },
});

export const answerKvkkApplication = defineContract(answerKvkkApplicationRoute, {
  errorCodes: ['KVKK_NOT_FOUND', 'KVKK_ALREADY_ANSWERED', 'KVKK_ADMIN_ACCOUNT', 'USER_NOT_FOUND'],
  schema: {
    tags: ['admin'],
    summary: 'Answer an application: approve (the person is anonymised) or reject with a note',
    params: KvkkIdParamsSchema,
    body: AnswerKvkkSchema,
    response: { 200: AnswerKvkkResponseSchema },
  },
});
