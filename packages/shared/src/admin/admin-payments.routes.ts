import type { ApiRoute } from '../core/api-route.ts';

export const listPaymentsRoute = {
  method: 'GET',
  path: '/api/admin/payments',
} as const satisfies ApiRoute;

export const exportPaymentsCsvRoute = {
  method: 'GET',
  path: '/api/admin/payments/export.csv',
} as const satisfies ApiRoute;

export const completeManualPaymentRoute = {
  method: 'POST',
  path: '/api/admin/payments/:id/manual-completion',
} as const satisfies ApiRoute;

export const moveToRefundDueRoute = {
  method: 'POST',
  path: '/api/admin/deposits/:id/refund-due',
} as const satisfies ApiRoute;

export const listRefundsRoute = {
  method: 'GET',
  path: '/api/admin/refunds',
} as const satisfies ApiRoute;

export const refundDepositRoute = {
  method: 'POST',
  path: '/api/admin/deposits/:id/refund',
} as const satisfies ApiRoute;

export const refundListingRoute = {
  method: 'POST',
  path: '/api/admin/listings/:id/refunds',
} as const satisfies ApiRoute;
