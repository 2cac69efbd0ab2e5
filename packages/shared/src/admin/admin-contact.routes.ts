import type { ApiRoute } from '../core/api-route.ts';

export const listContactMessagesRoute = {
  method: 'GET',
  path: '/api/admin/messages',
} as const satisfies ApiRoute;

export const markContactMessageRoute = {
  method: 'PATCH',
  path: '/api/admin/messages/:id',
} as const satisfies ApiRoute;
