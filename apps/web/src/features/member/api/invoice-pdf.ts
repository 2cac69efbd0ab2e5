import { routeUrl } from '@arsamezat/shared/core/api-route';
import { downloadMyInvoiceRoute } from '@arsamezat/shared/sales/invoices.routes';

/** The member's invoice PDF: a plain link, the browser downloads it with the session cookie. */
export const invoicePdfUrl = (invoiceId: string) =>
  routeUrl(downloadMyInvoiceRoute, { id: invoiceId });
