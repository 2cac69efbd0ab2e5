import type { ApiRoute } from '../core/api-route.ts';

export const readDevOutboxRoute = {
  method: 'GET',
  path: '/api/dev/outbox',
} as const satisfies ApiRoute;
