import { z } from 'zod';
import { ADMIN_LISTING_LIMITS, AdminListingIdParamsSchema } from './admin-listings.ts';
import { ListingDeletionSchema } from './admin-listing-deletion.ts';
import { LISTING_PHASES } from '../listings/listing-phase.ts';
import { ListingDetailSchema, ListingSummarySchema } from '../listings/listings.ts';
import { OfferStatusSchema } from '../trading/offers.ts';

/** What the admin panel reads: the listings table (by phase, paged) and one listing's records. */

export const ADMIN_LISTING_FILTERS = ['all', ...LISTING_PHASES] as const;
export const AdminListingFilterSchema = z.enum(ADMIN_LISTING_FILTERS, {
  error: 'Geçersiz filtre.',
});
export type AdminListingFilter = z.infer<typeof AdminListingFilterSchema>;
export const ADMIN_LISTINGS_PAGE_SIZE = 20;

export const AdminListingsQuerySchema = z.object({
  phase: AdminListingFilterSchema.default('all'),
  /** `today`: only open auctions ending on today's Istanbul day (the overview's tile). */
  ending: z.enum(['today'], { error: 'Geçersiz filtre.' }).optional(),
  page: z.coerce
    .number({ error: 'Sayfa numarası geçersiz.' })
    .int('Sayfa numarası geçersiz.')
    .min(1, 'Sayfa numarası 1 veya daha büyük olmalıdır.')
    .max(10_000, 'Sayfa numarası çok büyük.')
    .default(1),
});
export type AdminListingsQuery = z.output<typeof AdminListingsQuerySchema>;

const count = z.number().int().min(0);
export const AdminListingCountsSchema = z.object({
  all: count,
  active: count,
  upcoming: count,
  ended: count,
});
export type AdminListingCounts = z.infer<typeof AdminListingCountsSchema>;

/** A row of the admin's listings table: the public card, and whether 'Sil' will work. */
export const LISTING_PUBLICATIONS = [
  'draft',
  'submitted',
  'returned',
  'rejected',
  'published',
] as const;
export type ListingPublication = (typeof LISTING_PUBLICATIONS)[number];
/** A firm's listing not yet published, as the admin table's badge says it (issue 28). */
export const PUBLICATION_LABELS: Record<ListingPublication, string> = {
  draft: 'Taslak',
  submitted: 'Onay Bekliyor',
  returned: 'İade Edildi',
  rejected: 'Reddedildi',
  published: 'Yayında',
};

export const AdminListingSummarySchema = ListingSummarySchema.extend({
  deletion: ListingDeletionSchema,
  /** Where a firm's listing is on its way to the public (issue 28); the operator's are published. */
  publication: z.enum(LISTING_PUBLICATIONS),
});
export type AdminListingSummary = z.infer<typeof AdminListingSummarySchema>;

export const AdminListingsPageSchema = z.object({
  items: z.array(AdminListingSummarySchema).max(ADMIN_LISTINGS_PAGE_SIZE),
  total: count,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  counts: AdminListingCountsSchema,
});
export type AdminListingsPage = z.infer<typeof AdminListingsPageSchema>;

/** The admin sees at most this many bids and offers of one listing (with the totals). */
export const ADMIN_RECORDS_LIMIT = 500;
const person = z.string().max(201);
const phone = z.string().max(20);

export const AdminBidSchema = z.object({
  id: z.guid(),
  amount: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  bidderId: z.guid(),
  bidderName: person,
  bidderPhone: phone,
  isHighest: z.boolean(),
});
export type AdminBid = z.infer<typeof AdminBidSchema>;

export const AdminOfferSchema = z.object({
  id: z.guid(),
  amount: z.number().int().positive(),
  status: OfferStatusSchema,
  createdAt: z.iso.datetime(),
  userId: z.guid(),
  userName: person,
  userPhone: phone,
});
export type AdminOffer = z.infer<typeof AdminOfferSchema>;

export const AdminListingDetailSchema = z.object({
  listing: ListingDetailSchema,
  /** The stored ilan_sahibi; null on an older listing saved without one (decision 062). */
  storedIlanSahibi: z.string().max(ADMIN_LISTING_LIMITS.ilanSahibi).nullable(),
  /** Offer listings: the minimum acceptable offer in kuruş (admin only, decision 030). */
  minOfferAmount: z.number().int().positive().nullable(),
  bids: z.array(AdminBidSchema).max(ADMIN_RECORDS_LIMIT),
  bidTotal: count,
  offers: z.array(AdminOfferSchema).max(ADMIN_RECORDS_LIMIT),
  offerTotal: count,
  /** Whether the server would delete it now, and if not why (the screens offer 'Sil' by it). */
  deletion: ListingDeletionSchema,
});
export type AdminListingDetail = z.infer<typeof AdminListingDetailSchema>;

export const AdminListingImageParamsSchema = AdminListingIdParamsSchema.extend({
  imageId: z.guid({ error: 'Geçersiz görsel numarası.' }),
});
