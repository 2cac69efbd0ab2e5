import { z } from 'zod';
import { ERRORS } from '../core/errors.ts';
import { BID_MESSAGES, MAX_TRADE_AMOUNT } from './bids.ts';

/** Negotiated offers on offer listings (spec 02 §3 Offer, §4 offer status, §5, §8). */

/**
 * `withdrawn`: the member took a pending offer back before the admin decided (issue 12).
 * `lapsed`: an accepted offer whose sale was cancelled or ended in a default, its listing back
 * on the market (issue 29, decision 079).
 */
export const OFFER_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn', 'lapsed'] as const;
export const OfferStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof OfferStatusSchema>;

/** The Turkish label of an offer status ('Mevcut Teklifiniz: {amount} (Beklemede)'). */
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  pending: 'Beklemede',
  accepted: 'Kabul Edildi',
  rejected: 'Reddedildi',
  withdrawn: 'Geri Çekildi',
  lapsed: 'Satış Gerçekleşmedi',
};

export const OFFER_MESSAGES = {
  signInRequired: BID_MESSAGES.signInRequired,
  notAnOfferListing: ERRORS.NOT_AN_OFFER_LISTING.message,
  depositPending: BID_MESSAGES.depositPending,
  depositMissing: BID_MESSAGES.depositMissing,
  invalidAmount: 'Lütfen geçerli bir teklif miktarı girin.',
  listingClosed: ERRORS.LISTING_CLOSED.message,
  exists: ERRORS.OFFER_EXISTS.message,
  /** A unique violation (two offers sent at once): spec §8's text for 23505. */
  conflict: ERRORS.OFFER_CONFLICT.message,
  previousRejected: 'Önceki teklifiniz reddedildi. Yeni bir teklif yapabilirsiniz.',
  belowMinimum: ERRORS.OFFER_BELOW_MINIMUM.message,
  /** A member's withdraw or change came after the admin's decision. */
  alreadyDecided: ERRORS.OFFER_ALREADY_DECIDED.message,
  withdrawn: 'Teklifiniz geri çekildi.',
  changed: 'Teklifiniz güncellendi.',
  // Admin
  notFound: 'Teklif bulunamadı.',
  accepted: 'Teklif başarıyla kabul edildi',
  rejected: 'Teklif reddedildi',
  notPending: ERRORS.OFFER_NOT_PENDING.message,
  alreadySold: ERRORS.LISTING_SOLD.message,
  closedForAccept: 'Bu ilan sona erdiği veya iptal edildiği için teklif kabul edilemez.',
  rejectedPending: (count: number) =>
    count === 0 ? 'Bekleyen teklif yok.' : `${count} bekleyen teklif reddedildi.`,
} as const;

/**
 * An offer amount in integer kuruş. Zero and negatives pass on purpose: the server refuses
 * them after the deposit check, in the spec's order; a form may add `.positive()`.
 */
export const OfferAmountSchema = z
  .number({ error: OFFER_MESSAGES.invalidAmount })
  .int(OFFER_MESSAGES.invalidAmount)
  .min(-MAX_TRADE_AMOUNT, OFFER_MESSAGES.invalidAmount)
  .max(MAX_TRADE_AMOUNT, OFFER_MESSAGES.invalidAmount);

export const PlaceOfferSchema = z.object({ amount: OfferAmountSchema });
export type PlaceOfferInput = z.infer<typeof PlaceOfferSchema>;

/** PUT /api/offers/:id: a pending offer's new amount (kuruş). */
export const ChangeOfferSchema = PlaceOfferSchema;
export type ChangeOfferInput = z.infer<typeof ChangeOfferSchema>;

export const OfferIdParamsSchema = z.object({
  id: z.guid({ error: 'Geçersiz teklif numarası.' }),
});

const isoDate = z.iso.datetime();
const kurus = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** An offer as its sender sees it. */
export const OfferSchema = z.object({
  id: z.guid(),
  listingId: z.guid(),
  amount: kurus,
  status: OfferStatusSchema,
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Offer = z.infer<typeof OfferSchema>;

/** POST /api/listings/:id/offers → 201 */
export const PlaceOfferResponseSchema = z.object({ offer: OfferSchema });
export type PlaceOfferResponse = z.infer<typeof PlaceOfferResponseSchema>;

/** PUT /api/offers/:id and POST /api/offers/:id/withdraw → 200 */
export const MemberOfferChangeResponseSchema = z.object({
  message: z.string().max(200),
  offer: OfferSchema,
});
export type MemberOfferChangeResponse = z.infer<typeof MemberOfferChangeResponseSchema>;

/**
 * GET /api/listings/:id/offers/mine: the caller's offers newest first; `current` is the pending
 * or accepted one (the panel shows it instead of the form); `lastRejected` is true when there is
 * no current offer and the latest was rejected (the panel says so and shows the form).
 */
export const MyOffersSchema = z.object({
  items: z.array(OfferSchema).max(100),
  current: OfferSchema.nullable(),
  lastRejected: z.boolean(),
});
export type MyOffers = z.infer<typeof MyOffersSchema>;

/** An offer as the admin sees it: with the sender's full name and phone. */
export const AdminOfferSchema = OfferSchema.extend({
  user: z.object({
    id: z.guid(),
    fullName: z.string().max(201),
    /** 10 digits starting with 5, without +90. */
    phone: z.string().max(10),
  }),
});
export type AdminOffer = z.infer<typeof AdminOfferSchema>;

/** GET /api/admin/listings/:id/offers, newest first. */
export const AdminListingOffersSchema = z.object({ items: z.array(AdminOfferSchema).max(1000) });
export type AdminListingOffers = z.infer<typeof AdminListingOffersSchema>;

/**
 * POST /api/admin/offers/:id/accept (issue 26). Accepting an offer while a higher one of the same
 * listing is pending sells lower on purpose only: `acknowledgedHigherAmount` is the highest other
 * pending offer (kuruş) the operator was shown and confirmed selling below. Without it, or when a
 * higher offer than it is pending by then, the server refuses (HIGHER_OFFER_PENDING) and changes
 * nothing, so a dialog opened before a higher offer arrived cannot sell below it.
 */
export const AcceptOfferSchema = z.object({
  acknowledgedHigherAmount: z
    .number({ error: 'Onaylanan teklif tutarı geçersiz.' })
    .int('Onaylanan teklif tutarı geçersiz.')
    .min(1, 'Onaylanan teklif tutarı geçersiz.')
    .max(MAX_TRADE_AMOUNT, 'Onaylanan teklif tutarı geçersiz.')
    .optional(),
});
export type AcceptOfferInput = z.infer<typeof AcceptOfferSchema>;

/** POST /api/admin/offers/:id/accept and …/reject */
export const OfferDecisionResponseSchema = z.object({
  message: z.string(),
  offer: AdminOfferSchema,
});
export type OfferDecisionResponse = z.infer<typeof OfferDecisionResponseSchema>;

/** POST /api/admin/listings/:id/offers/reject-pending */
export const RejectPendingOffersResponseSchema = z.object({
  message: z.string(),
  rejected: z.number().int().min(0),
});
export type RejectPendingOffersResponse = z.infer<typeof RejectPendingOffersResponseSchema>;

export const ADMIN_PENDING_OFFERS_PAGE_SIZE = 20;

/** GET /api/admin/offers: pending offers across listings, oldest first (they wait longest). */
export const AdminPendingOffersQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Sayfa numarası geçersiz.' })
    .int('Sayfa numarası geçersiz.')
    .min(1, 'Sayfa numarası 1 veya daha büyük olmalıdır.')
    .max(10_000, 'Sayfa numarası çok büyük.')
    .default(1),
});
export type AdminPendingOffersQuery = z.output<typeof AdminPendingOffersQuerySchema>;

export const AdminPendingOfferSchema = AdminOfferSchema.extend({
  listing: z.object({ id: z.guid(), title: z.string().max(200), endsAt: isoDate }),
});
export type AdminPendingOffer = z.infer<typeof AdminPendingOfferSchema>;

export const AdminPendingOffersPageSchema = z.object({
  items: z.array(AdminPendingOfferSchema).max(ADMIN_PENDING_OFFERS_PAGE_SIZE),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AdminPendingOffersPage = z.infer<typeof AdminPendingOffersPageSchema>;
