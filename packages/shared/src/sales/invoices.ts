import { z } from 'zod';
import { istanbulClock } from '../core/istanbul-time.ts';

/**
 * Invoices for the service fee kept at a sale (issue 29, decision 076): e-Arşiv for a buyer not
 * registered for e-Fatura, e-Fatura for one who is, through a GİB-licensed integrator. The fee
 * includes KDV at 20 %: the net is the fee divided by 1.2, rounded to the kuruş, the KDV the rest.
 */

export const INVOICE_VAT_PERCENT = 20;

/** The fee split into net and KDV; `net + vat === fee` always (decision 076). */
export function invoiceAmounts(fee: number): { net: number; vat: number; total: number } {
  const net = Math.round((fee * 100) / (100 + INVOICE_VAT_PERCENT));
  return { net, vat: fee - net, total: fee };
}

/**
 * GİB's invoice number: a 3-character unit code, the 4-digit year and a 9-digit running number
 * that starts again at 1 every calendar year ('ARS2026000000001', 16 characters).
 */
export const INVOICE_NUMBER_PATTERN = /^[A-Z0-9]{3}\d{4}\d{9}$/;
export const INVOICE_SERIES = 'ARS';

export function formatInvoiceNumber(series: string, year: number, running: number): string {
  return `${series}${year}${String(running).padStart(9, '0')}`;
}

/** The Istanbul calendar year an invoice issued at this instant belongs to. */
export const invoiceYear = (at: Date | string) => istanbulClock(at).year;

export const INVOICE_KINDS = ['e_arsiv', 'e_fatura'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  e_arsiv: 'e-Arşiv Fatura',
  e_fatura: 'e-Fatura',
};

/**
 * `queued` ours, not yet with the integrator (or waiting to try again); `sent` the integrator has
 * it; `signed` it is issued; `failed` refused or given up (the operator retries); after a refund
 * of the fee: `cancelled` (e-Arşiv within the cancellation period), `reversing` → `reversed` (an
 * e-Fatura's return invoice), or `manual_refund` (e-Arşiv past the period: no credit note exists,
 * the refund is documented by hand).
 */
export const INVOICE_STATUSES = [
  'queued',
  'sent',
  'signed',
  'failed',
  'cancelled',
  'reversing',
  'reversed',
  'manual_refund',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  queued: 'Sırada',
  sent: 'Entegratörde',
  signed: 'Düzenlendi',
  failed: 'Başarısız',
  cancelled: 'İptal edildi',
  reversing: 'İade faturası gönderiliyor',
  reversed: 'İade faturası düzenlendi',
  manual_refund: 'İptal süresi geçti',
};

/** What Teminatlarım shows of a deposit's invoice. */
export const MyDepositInvoiceSchema = z.object({
  id: z.guid(),
  number: z.string().max(16).nullable(),
  status: InvoiceStatusSchema,
});
export type MyDepositInvoice = z.infer<typeof MyDepositInvoiceSchema>;

export const InvoiceIdParamsSchema = z.object({ id: z.uuid({ error: 'Fatura bulunamadı.' }) });

/** The operator's list: a status to narrow it to, a page. */
export const AdminInvoicesQuerySchema = z.object({
  status: InvoiceStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminInvoicesQuery = z.infer<typeof AdminInvoicesQuerySchema>;

export const AdminInvoiceSchema = z.object({
  id: z.guid(),
  saleId: z.guid(),
  saleNumber: z.string().max(20),
  buyerName: z.string().max(200),
  kind: z.enum(INVOICE_KINDS).nullable(),
  status: InvoiceStatusSchema,
  number: z.string().max(16).nullable(),
  reversalNumber: z.string().max(16).nullable(),
  net: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  error: z.string().max(500).nullable(),
  attempts: z.number().int(),
  signedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminInvoice = z.infer<typeof AdminInvoiceSchema>;

export const ADMIN_INVOICES_PAGE_SIZE = 20;
export const AdminInvoicesPageSchema = z.object({
  items: z.array(AdminInvoiceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminInvoicesPage = z.infer<typeof AdminInvoicesPageSchema>;

export const InvoiceRetrySchema = z.object({ id: z.guid(), status: InvoiceStatusSchema });
