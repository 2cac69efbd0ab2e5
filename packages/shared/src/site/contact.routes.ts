import type { ApiRoute } from '../core/api-route.ts';

export const sendContactMessageRoute = {
  method: 'POST',
  path: '/api/contact',
} as const satisfies ApiRoute;
