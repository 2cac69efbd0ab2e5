/**
 * The invoices module's face (issue 29, decision 076): the service fee's invoices through the
 * integrator port — the background work, the operator's list and retry, the member's PDF.
 */
export { createInvoicingJob } from './invoices.job.ts';
export { createInvoicing, type Invoicing, type InvoicingRun } from './invoicing.service.ts';
export { createInvoicesService, type InvoicesService } from './invoices.service.ts';
export { adminInvoicesRoutes, memberInvoicesRoutes } from './invoices.routes.ts';
