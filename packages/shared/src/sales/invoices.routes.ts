import type { ApiRoute } from '../core/api-route.ts';

/** Invoices of the service fee (issue 29): the operator's list and retry, the member's PDF. */

export const listAdminInvoicesRoute = {
  method: 'GET',
  path: '/api/admin/invoices',
} as const satisfies ApiRoute;
export const retryInvoiceRoute = {
  method: 'POST',
  path: '/api/admin/invoices/:id/retry',
} as const satisfies ApiRoute;
export const downloadMyInvoiceRoute = {
  method: 'GET',
  path: '/api/me/invoices/:id/pdf',
} as const satisfies ApiRoute;
