import type { ApiRoute } from '../core/api-route.ts';

export const listKvkkApplicationsRoute = {
  method: 'GET',
  path: '/api/admin/kvkk',
} as const satisfies ApiRoute;

export const answerKvkkApplicationRoute = {
  method: 'POST',
  path: '/api/admin/kvkk/:id/answer',
} as const satisfies ApiRoute;
