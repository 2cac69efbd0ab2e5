import type { ApiRoute } from '../core/api-route.ts';

export const getPaymentCallbackRoute = {
  method: 'GET',
  path: '/api/payments/callback',
} as const satisfies ApiRoute;

export const postPaymentCallbackRoute = {
  method: 'POST',
  path: '/api/payments/callback',
} as const satisfies ApiRoute;

export const getPaymentResultRoute = {
  method: 'GET',
  path: '/api/payments/result',
} as const satisfies ApiRoute;

export const getThreeDsPageRoute = {
  method: 'GET',
  path: '/api/payments/:id/3ds',
} as const satisfies ApiRoute;
