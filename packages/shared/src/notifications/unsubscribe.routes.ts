import type { ApiRoute } from '../core/api-route.ts';

/** The marketing e-mails' unsubscribe link (decision 040): a page, then its one-click POST. */
export const unsubscribePageRoute = {
  method: 'GET',
  path: '/api/unsubscribe',
} as const satisfies ApiRoute;

export const unsubscribeRoute = {
  method: 'POST',
  path: '/api/unsubscribe',
} as const satisfies ApiRoute;
