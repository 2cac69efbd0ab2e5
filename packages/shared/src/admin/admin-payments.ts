import { z } from 'zod';
import { DepositStatusSchema } from '../trading/deposits.ts';
import { text } from '../core/text.ts';

/**
 * The admin's payments and refunds (issue 11, decision 024): the payments table with its filters
 * and CSV, a manual (bank transfer) payment, moving a deposit to refund, and the refund queue.
 */

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];

/** The Turkish name of each payment status. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatusName, string> = {
  pending: 'Beklemede',
  completed: 'Tamamlandı',
  failed: 'Başarısız',
};

/** How the money came: the provider a card payment went through, or a bank transfer. */
export const PAYMENT_PROVIDER_LABELS: Record<string, string> = {
  sandbox: 'Test bankası',
  iyzico: 'iyzico',
  manual: 'Havale/EFT',
};

/** Spec 02 §8 admin alerts (payment status). */
export const ADMIN_PAYMENT_MESSAGES = {
  updated: 'Ödeme durumu güncellendi.',
  updateFailed: 'Ödeme durumu güncellenirken bir hata oluştu.',
  refunded: 'Teminat iade edildi.',
  refundedMany: (count: number) => `${count} teminat iade edildi.`,
  noteRequired: 'Havale/EFT açıklaması zorunludur (en az 5 karakter).',
  noteTooLong: 'Açıklama en fazla 500 karakter olabilir.',
  amountMismatch: 'Girilen tutar ödemenin tutarıyla aynı olmalıdır.',
  amountInvalid: 'Geçerli bir tutar girin.',
} as const;

/** What a payment paid for: a listing's deposit, or a firm's listing package (issue 28). */
export const PAYMENT_KINDS = ['deposit', 'package'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  deposit: 'Teminat',
  package: 'İlan Paketi',
};

export const ADMIN_PAYMENTS_PAGE_SIZE = 20;
/** At most this many rows in one CSV export (newest first). */
export const ADMIN_PAYMENTS_CSV_LIMIT = 10_000;

const page = z.coerce
  .number({ error: 'Sayfa numarası geçersiz.' })
  .int('Sayfa numarası geçersiz.')
  .min(1, 'Sayfa numarası 1 veya daha büyük olmalıdır.')
  .max(10_000, 'Sayfa numarası çok büyük.')
  .default(1);
const listingId = z.guid({ error: 'Geçersiz ilan.' }).optional();

export const AdminPaymentFilterSchema = z.enum(['all', ...PAYMENT_STATUSES], {
  error: 'Geçersiz filtre.',
});
export type AdminPaymentFilter = z.infer<typeof AdminPaymentFilterSchema>;

/** `?status=pending` is what the overview's "payments stuck pending" tile links to. */
export const AdminPaymentsFilterSchema = z.object({
  status: AdminPaymentFilterSchema.default('all'),
  listingId,
  /** Deposits only, package sales only, or both. */
  kind: z.enum(['all', ...PAYMENT_KINDS], { error: 'Geçersiz filtre.' }).default('all'),
});
export type AdminPaymentsFilter = z.output<typeof AdminPaymentsFilterSchema>;

export const AdminPaymentsQuerySchema = AdminPaymentsFilterSchema.extend({ page });
export type AdminPaymentsQuery = z.output<typeof AdminPaymentsQuerySchema>;

const count = z.number().int().min(0);
const kurus = z.number().int().min(0);
const isoDate = z.iso.datetime();
const person = z.object({
  id: z.guid(),
  fullName: z.string().max(201),
  phone: z.string().max(20),
  email: z.string().max(254).nullable(),
});
const listing = z.object({ id: z.guid(), title: z.string().max(200) });

export const AdminPaymentSchema = z.object({
  id: z.guid(),
  kind: z.enum(PAYMENT_KINDS),
  orderId: z.string().max(50),
  amount: kurus,
  status: z.enum(PAYMENT_STATUSES),
  /** 'sandbox', 'iyzico' or 'manual' (an admin recorded a bank transfer). */
  provider: z.string().max(20),
  manualNote: z.string().max(500).nullable(),
  failureReason: z.string().max(300).nullable(),
  member: person,
  /** The listing a deposit payment is for; null for a package sale. */
  listing: listing.nullable(),
  /** A package sale: the firm that bought it and the package's name. */
  packageSale: z
    .object({ firmId: z.guid(), firmTitle: z.string().max(250), packageName: z.string().max(100) })
    .nullable(),
  /** The deposit this payment is for, and where it stands now. */
  deposit: z.object({ id: z.guid(), status: DepositStatusSchema }).nullable(),
  /** The deposit's live attempt: only it may be recorded as a bank transfer. */
  isLiveAttempt: z.boolean(),
  createdAt: isoDate,
  completedAt: isoDate.nullable(),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

export const AdminPaymentsPageSchema = z.object({
  items: z.array(AdminPaymentSchema).max(ADMIN_PAYMENTS_PAGE_SIZE),
  total: count,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Listings that have payments, for the filter (newest first, at most 200). */
  listings: z.array(listing).max(200),
});
export type AdminPaymentsPage = z.infer<typeof AdminPaymentsPageSchema>;

export const PaymentIdParamsSchema = z.object({ id: z.guid({ error: 'Geçersiz ödeme.' }) });
export const DepositIdParamsSchema = z.object({ id: z.guid({ error: 'Geçersiz teminat.' }) });

/** Recording a bank transfer: the amount received (kuruş) and what the admin saw. */
export const ManualPaymentSchema = z.object({
  amount: z
    .number({ error: ADMIN_PAYMENT_MESSAGES.amountInvalid })
    .int(ADMIN_PAYMENT_MESSAGES.amountInvalid)
    .positive(ADMIN_PAYMENT_MESSAGES.amountInvalid)
    .max(1_000_000_000_00, ADMIN_PAYMENT_MESSAGES.amountInvalid),
  note: text({ error: ADMIN_PAYMENT_MESSAGES.noteRequired, multiline: true })
    .min(5, ADMIN_PAYMENT_MESSAGES.noteRequired)
    .max(500, ADMIN_PAYMENT_MESSAGES.noteTooLong),
});
export type ManualPayment = z.infer<typeof ManualPaymentSchema>;

export const AdminPaymentActionSchema = z.object({
  message: z.string(),
  payment: AdminPaymentSchema,
});
export type AdminPaymentAction = z.infer<typeof AdminPaymentActionSchema>;

// ---------------------------------------------------------------------------------------------
// Refunds

export const REFUND_VIEWS = ['due', 'refunded'] as const;
export const AdminRefundsQuerySchema = z.object({
  view: z.enum(REFUND_VIEWS, { error: 'Geçersiz filtre.' }).default('due'),
  listingId,
  page,
});
export type AdminRefundsQuery = z.output<typeof AdminRefundsQuerySchema>;

export const AdminRefundSchema = z.object({
  depositId: z.guid(),
  amount: kurus,
  status: DepositStatusSchema,
  member: person,
  listing,
  /** The card payment the refund goes back to; null for a 0 ₺ deposit. */
  orderId: z.string().max(50).nullable(),
  provider: z.string().max(20).nullable(),
  dueSince: isoDate,
  /** 7 business days after `dueSince` (the promise to the member). */
  refundBy: isoDate,
  overdue: z.boolean(),
  /** Someone is asking the provider right now. */
  inProgress: z.boolean(),
  /** The provider's last refusal. */
  lastError: z.string().max(300).nullable(),
  refundedAt: isoDate.nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

export const AdminRefundGroupSchema = z.object({
  listing,
  count,
  amount: kurus,
});
export type AdminRefundGroup = z.infer<typeof AdminRefundGroupSchema>;

export const AdminRefundsPageSchema = z.object({
  items: z.array(AdminRefundSchema).max(ADMIN_PAYMENTS_PAGE_SIZE),
  total: count,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Every refund still due, by listing (for "refund all of this auction"). */
  groups: z.array(AdminRefundGroupSchema).max(200),
  summary: z.object({ count, amount: kurus, overdue: count }),
});
export type AdminRefundsPage = z.infer<typeof AdminRefundsPageSchema>;

export const AdminRefundActionSchema = z.object({
  message: z.string(),
  refund: AdminRefundSchema,
});
export type AdminRefundAction = z.infer<typeof AdminRefundActionSchema>;

export const AdminBulkRefundSchema = z.object({
  message: z.string(),
  refunded: count,
  failed: z
    .array(z.object({ depositId: z.guid(), memberName: z.string().max(201), reason: z.string() }))
    .max(1000),
  /** Due refunds another caller was already handling. */
  skipped: count,
});
export type AdminBulkRefund = z.infer<typeof AdminBulkRefundSchema>;
