import type { ApiRoute } from '../core/api-route.ts';

export const readDevOutboxRoute = {
  method: 'GET',
  path: '/api/dev/outbox',
} as const satisfies ApiRoute;

/** A sale's current step made overdue, to show a default without waiting days (issue 29). */
export const passDevSaleDeadlineRoute = {
  method: 'POST',
  path: '/api/dev/sales/:id/deadline-passed',
} as const satisfies ApiRoute;
