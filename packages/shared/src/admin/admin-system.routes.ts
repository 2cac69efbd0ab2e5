import type { ApiRoute } from '../core/api-route.ts';

export const getSystemStatusRoute = {
  method: 'GET',
  path: '/api/admin/system',
} as const satisfies ApiRoute;

export const retryFailedJobRoute = {
  method: 'POST',
  path: '/api/admin/system/queues/:queue/jobs/:id/retry',
} as const satisfies ApiRoute;
