import type { ApiRoute } from '../core/api-route.ts';

export const getMyDepositRoute = {
  method: 'GET',
  path: '/api/listings/:id/deposit',
} as const satisfies ApiRoute;

export const startDepositPaymentRoute = {
  method: 'POST',
  path: '/api/listings/:id/deposit/payments',
} as const satisfies ApiRoute;
