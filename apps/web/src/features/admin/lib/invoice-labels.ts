import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@arsamezat/shared/sales/invoices';

/** The filter buttons of 'Faturalar': every status, then 'Tümü' (no `status` in the address). */
export type InvoiceFilter = InvoiceStatus | 'all';

/** The order of the buttons: what needs the operator first, then the invoice's life in order. */
export const INVOICE_FILTERS: InvoiceFilter[] = [
  'all',
  'failed',
  'queued',
  'sent',
  'signed',
  'cancelled',
  'reversing',
  'reversed',
  'manual_refund',
];

/** What an empty list of each filter says. */
export const INVOICE_FILTER_EMPTY: Record<InvoiceFilter, string> = {
  all: 'Henüz fatura yok.',
  failed: 'Başarısız fatura yok.',
  queued: 'Sırada bekleyen fatura yok.',
  sent: 'Entegratörde bekleyen fatura yok.',
  signed: 'Düzenlenmiş fatura yok.',
  cancelled: 'İptal edilen fatura yok.',
  reversing: 'Gönderilmekte olan iade faturası yok.',
  reversed: 'Düzenlenmiş iade faturası yok.',
  manual_refund: 'İptal süresi geçen fatura yok.',
};

/** What each filter button says. */
export const INVOICE_FILTER_LABELS: Record<InvoiceFilter, string> = {
  all: 'Tümü',
  ...INVOICE_STATUS_LABELS,
};
