import type { ApiRoute } from '../core/api-route.ts';

export const getMyDepositRoute = {
  method: 'GET',
  path: '/api/listings/:id/deposit',
} as const satisfies ApiRoute;

export const startDepositPaymentRoute = {
  method: 'POST',
  path: '/api/listings/:id/deposit/payments',
} as const satisfies ApiRoute;

/** A member asks for the early refund of their own deposit (issue 26, decision 061). */
export const requestDepositRefundRoute = {
  method: 'POST',
  path: '/api/me/deposits/:id/refund',
} as const satisfies ApiRoute;
