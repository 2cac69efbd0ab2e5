import { z } from 'zod';
import { text } from '../core/text.ts';
import { ERRORS } from '../core/errors.ts';

/** Card payments and the payment result screen (spec 02 §2.4, §3 Payment result, §9). */

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** The status as the result screen lists it. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Beklemede',
  completed: 'Başarılı',
  failed: 'Başarısız',
};

export const PAYMENT_MESSAGES = {
  checking: 'Ödeme durumu kontrol ediliyor...',
  missingParams: 'Ödeme sonucunu sorgulamak için gerekli parametreler (uid, orderId) eksik.',
  successTitle: 'Ödeme Başarılı!',
  successText: 'Teminat ödemeniz tamamlandı. Artık bu ilana teklif verebilirsiniz.',
  failureTitle: 'Ödeme Başarısız',
  failureText: 'Teminat ödemeniz gerçekleştirilemedi. Lütfen tekrar deneyin.',
  pendingTitle: 'Ödeme Bekleniyor',
  pendingText:
    'Ödemeniz henüz bankadan onaylanmadı. 3-D Secure adımını tamamlamadıysanız ilana dönüp yeniden ödeme yapabilirsiniz.',
  /** Spec §8 Payment result. */
  checkFailed: 'Ödeme sonucu kontrol edilemedi.',
  noData: 'Ödeme sonucu alınamadı.',
  notFound: ERRORS.PAYMENT_NOT_FOUND.message,
  signInRequired: 'Ödeme sonucunu görmek için giriş yapmalısınız.',
  backToListing: 'İlana Geri Dön',
  /** What a failed payment says when the bank gave no reason. */
  declined: 'Ödeme bankanız tarafından onaylanmadı.',
  cancelled: '3-D Secure doğrulaması iptal edildi.',
} as const;

const kurus = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const isoDate = z.iso.datetime();

/** GET /api/payments/result?uid=&orderId= (the caller's own payment). */
export const PaymentResultQuerySchema = z
  .object({
    uid: z.guid({ error: PAYMENT_MESSAGES.notFound }).optional(),
    orderId: text({ trim: false })
      .max(50, PAYMENT_MESSAGES.notFound)
      .regex(/^[\w-]+$/, PAYMENT_MESSAGES.notFound)
      .optional(),
  })
  .refine((q) => q.uid !== undefined || q.orderId !== undefined, {
    message: PAYMENT_MESSAGES.missingParams,
  });

export const PaymentResultSchema = z.object({
  paymentSuccessful: z.boolean(),
  message: z.string(),
  payment: z.object({
    uid: z.guid(),
    orderId: z.string().max(50),
    /** The listing paid for; null for a listing package bought by a firm (issue 28). */
    listingId: z.guid().nullable(),
    status: PaymentStatusSchema,
    amount: kurus,
    /** What reached the merchant after the provider's commission, when the provider says. */
    netAmount: kurus.nullable(),
    authCode: z.string().max(50).nullable(),
    /** The provider's transaction id. */
    transactionId: z.string().max(100).nullable(),
    failureReason: z.string().max(300).nullable(),
    createdAt: isoDate,
    completedAt: isoDate.nullable(),
  }),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

// ---------------------------------------------------------------------------------------------
// Order ids: 'a{listing id, 32 hex}u{3 of the user id}{3 random}t{9 digits of the time}', 50
// characters: the listing can be read back, and two attempts in one millisecond still differ.

export const ORDER_ID_MAX_LENGTH = 50;

/**
 * Builds the order id of one payment attempt (spec §3: parts of both ids and a timestamp).
 * `salt` is three characters of [0-9a-z], random per attempt.
 */
export function buildOrderId(listingId: string, userId: string, at: Date, salt: string): string {
  const listing = listingId.replace(/-/g, '').toLowerCase();
  const user = userId.replace(/-/g, '').slice(0, 3).toLowerCase();
  const time = String(at.getTime() % 1_000_000_000).padStart(9, '0');
  return `a${listing}u${user}${salt.slice(0, 3).padStart(3, '0')}t${time}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function asUuid(candidate: string): string | null {
  const hex = candidate.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) return null;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return UUID.test(id) ? id.toLowerCase() : null;
}

/**
 * The listing an order id belongs to, by the spec's three patterns in order: 'auction-{id}-user',
 * 'a{id}u…t{digits}', then any run of 8 or more hex characters and hyphens. A run that is not a
 * whole listing id gives null (the screen then goes to /auctions rather than a dead page).
 */
export function listingIdFromOrderId(orderId: string | null | undefined): string | null {
  if (!orderId) return null;
  // A listing package's order id ('p{purchase id}…', issue 28) names no listing.
  if (/^p[0-9a-f]{32}u[0-9a-z]*t\d+$/i.test(orderId)) return null;
  const legacy = /auction-([0-9a-f-]+)-user/i.exec(orderId);
  if (legacy?.[1]) return asUuid(legacy[1]);
  const compact = /^a([0-9a-f-]+)u[0-9a-z]*t\d+$/i.exec(orderId);
  if (compact?.[1]) return asUuid(compact[1]);
  const run = /[0-9a-f-]{8,}/i.exec(orderId);
  return run ? asUuid(run[0]) : null;
}
