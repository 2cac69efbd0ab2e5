import type { ApiRoute } from './api-route.ts';

export const sendContactMessageRoute = {
  method: 'POST',
  path: '/api/contact',
} as const satisfies ApiRoute;
