import { defineContract } from '../core/api-route.ts';
import {
  FailedJobParamsSchema,
  RetryJobResponseSchema,
  SystemStatusSchema,
} from './admin-system.ts';
import { getSystemStatusRoute, retryFailedJobRoute } from './admin-system.routes.ts';

export const getSystemStatus = defineContract(getSystemStatusRoute, {
  schema: {
    tags: ['admin'],
    summary:
      "'Sistem Durumu': instances, streams, job queue, failed jobs, job passes, database size",
    response: { 200: SystemStatusSchema },
  },
});

export const retryFailedJob = defineContract(retryFailedJobRoute, {
  errorCodes: ['JOB_NOT_FOUND', 'JOB_NOT_RETRYABLE', 'NOTIFICATION_NOT_RETRYABLE'],
  schema: {
    tags: ['admin'],
    summary: 'Run a failed background job again (audited)',
    params: FailedJobParamsSchema,
    response: { 200: RetryJobResponseSchema },
  },
});
