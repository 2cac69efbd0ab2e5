import { defineContract } from '../core/api-route.ts';
import {
  AdminInvoicesPageSchema,
  AdminInvoicesQuerySchema,
  InvoiceIdParamsSchema,
  InvoiceRetrySchema,
} from './invoices.ts';
import {
  downloadMyInvoiceRoute,
  listAdminInvoicesRoute,
  retryInvoiceRoute,
} from './invoices.routes.ts';

export const listAdminInvoices = defineContract(listAdminInvoicesRoute, {
  schema: {
    tags: ['admin'],
    summary: "The service fee's invoices ('Faturalar'): failed first, then newest first",
    querystring: AdminInvoicesQuerySchema,
    response: { 200: AdminInvoicesPageSchema },
  },
});

export const retryInvoice = defineContract(retryInvoiceRoute, {
  errorCodes: ['INVOICE_NOT_FOUND', 'INVOICE_NOT_RETRYABLE'],
  schema: {
    tags: ['admin'],
    summary: 'Send a failed invoice to the integrator again (audited)',
    params: InvoiceIdParamsSchema,
    response: { 200: InvoiceRetrySchema },
  },
});

export const downloadMyInvoice = defineContract(downloadMyInvoiceRoute, {
  errorCodes: ['INVOICE_NOT_FOUND', 'INVOICE_NOT_READY'],
  schema: {
    tags: ['me'],
    summary: "The member's own invoice as PDF, once the integrator has issued it",
    params: InvoiceIdParamsSchema,
  },
});
