import { z } from 'zod';
import { text } from '../core/text.ts';
import { liraToKurus } from '../core/money.ts';
import { LISTING_PUBLICATIONS } from './admin-listing-queries.ts';
import { kurusInput, MAX_LISTING_KURUS, parseDecimalTr } from './admin-listings.ts';
import { ListingDetailSchema, ListingTypeSchema } from '../listings/listings.ts';
import { AUTHORISATION_BASES } from '../listings/listing-verification.ts';

/*
 * The operator's review of firms' listings (issue 28): 'İlan Onayları' at /admin/listing-reviews.
 * A firm's listing sent with 'Onaya Gönder' waits as `submitted`; the operator publishes it
 * ('Onayla ve Yayınla', setting the deposit and confirming the authorisation document was
 * checked), returns it for changes with notes, or rejects it with a reason.
 */

const isoDate = z.iso.datetime();

export const LISTING_REVIEW_PAGE_SIZE = 20;
export const REVIEW_NOTES_MAX = 1000;

export const LISTING_REVIEW_TEXTS = {
  title: 'İlan Onayları',
  empty: 'Onay bekleyen ilan yok.',
  approve: 'Onayla ve Yayınla',
  return: 'Düzeltme İçin İade Et',
  reject: 'Reddet',
  approved: 'İlan yayınlandı.',
  returned: 'İlan düzeltme için firmaya iade edildi.',
  rejected: 'İlan reddedildi.',
  authorisationChecked: 'Yetki belgesini kontrol ettim.',
  authorisationRequired: 'Yayınlamadan önce yetki belgesini kontrol ettiğinizi onaylayınız.',
  notesRequired: 'İade notu zorunludur.',
  reasonRequired: 'Ret gerekçesi zorunludur.',
  tasinmazNo: 'Taşınmaz Numarası',
  authorisationBasis: 'Yetki Dayanağı',
  authorisationDocument: 'Yetki Belgesi',
  noAuthorisationDocument: 'Firma yetki belgesi yüklememiş.',
} as const;

export const ListingReviewsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Sayfa numarası geçersiz.' })
    .int('Sayfa numarası geçersiz.')
    .min(1, 'Sayfa numarası 1 veya daha büyük olmalıdır.')
    .max(10_000, 'Sayfa numarası çok büyük.')
    .default(1),
});
export type ListingReviewsQuery = z.output<typeof ListingReviewsQuerySchema>;

const ReviewFirmSchema = z.object({
  id: z.guid(),
  slug: z.string().max(120),
  title: z.string().max(200),
  status: z.enum(['pending', 'needs_documents', 'approved', 'rejected', 'suspended']),
});

/** A row of the queue: oldest submission first (it has waited longest). */
export const ListingReviewItemSchema = z.object({
  id: z.guid(),
  title: z.string().max(200),
  listingType: ListingTypeSchema,
  city: z.string().max(100),
  firm: ReviewFirmSchema,
  submittedAt: isoDate.nullable(),
  startsAt: isoDate,
  endsAt: isoDate,
});
export type ListingReviewItem = z.infer<typeof ListingReviewItemSchema>;

export const ListingReviewsPageSchema = z.object({
  items: z.array(ListingReviewItemSchema).max(LISTING_REVIEW_PAGE_SIZE),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ListingReviewsPage = z.infer<typeof ListingReviewsPageSchema>;

export const REVIEW_DOCUMENT_KINDS = [
  'tapu',
  'imar',
  'sartname',
  'diger',
  'yetki_belgesi',
] as const;
export const REVIEW_DOCUMENT_KIND_LABELS: Record<(typeof REVIEW_DOCUMENT_KINDS)[number], string> = {
  tapu: 'Tapu',
  imar: 'İmar Durumu',
  sartname: 'Şartname',
  diger: 'Diğer',
  yetki_belgesi: 'Yetki Belgesi',
};

export const ReviewDocumentSchema = z.object({
  id: z.guid(),
  kind: z.enum(REVIEW_DOCUMENT_KINDS),
  fileName: z.string().max(200),
  contentType: z.string().max(100),
  size: z.number().int().min(0),
  createdAt: isoDate,
});
export type ReviewDocument = z.infer<typeof ReviewDocumentSchema>;

/** Everything the firm entered, as the operator reviews it. */
export const ListingReviewSchema = z.object({
  listing: ListingDetailSchema,
  publication: z.enum(LISTING_PUBLICATIONS),
  firm: ReviewFirmSchema,
  tasinmazNo: z.string().max(30).nullable(),
  authorisationBasis: z.enum(AUTHORISATION_BASES).nullable(),
  reviewNotes: z.string().max(REVIEW_NOTES_MAX).nullable(),
  submittedAt: isoDate.nullable(),
  depositAmount: z.number().int().min(0),
  minOfferAmount: z.number().int().min(0).nullable(),
  documents: z.array(ReviewDocumentSchema).max(100),
});
export type ListingReview = z.infer<typeof ListingReviewSchema>;

export const ReviewDocumentParamsSchema = z.object({ id: z.guid(), documentId: z.guid() });

/** 'Onayla ve Yayınla': the deposit (teminat = the service fee, kuruş) and the operator's tick. */
export const ApproveListingSchema = z.object({
  depositAmount: kurusInput('Teminat tutarı'),
  authorisationChecked: z.literal(true, {
    error: LISTING_REVIEW_TEXTS.authorisationRequired,
  }),
});
export type ApproveListing = z.infer<typeof ApproveListingSchema>;

const requiredNotes = (message: string) =>
  text({ error: message, multiline: true })
    .min(1, message)
    .max(REVIEW_NOTES_MAX, `En fazla ${REVIEW_NOTES_MAX} karakter yazabilirsiniz.`);

export const ReturnListingSchema = z.object({
  notes: requiredNotes(LISTING_REVIEW_TEXTS.notesRequired),
});
export type ReturnListing = z.infer<typeof ReturnListingSchema>;

export const RejectListingSchema = z.object({
  reason: requiredNotes(LISTING_REVIEW_TEXTS.reasonRequired),
});
export type RejectListing = z.infer<typeof RejectListingSchema>;

export const ListingReviewDecisionSchema = z.object({
  id: z.guid(),
  publication: z.enum(['returned', 'rejected', 'published']),
});
export type ListingReviewDecision = z.infer<typeof ListingReviewDecisionSchema>;

/**
 * The approval dialog's deposit field, read as the listing form reads its 'Teminat tutarı' (lira
 * with a comma decimal, empty = none, never negative, bounded): kuruş, or the Turkish error.
 */
export function parseDepositInput(input: string): { kurus: number } | { error: string } {
  const raw = input.trim();
  if (raw === '') return { kurus: 0 };
  const lira = parseDecimalTr(raw);
  if (lira === null) return { error: 'Teminat tutarı geçerli bir sayı olmalıdır (ör. 1250,50).' };
  if (lira < 0) return { error: 'Teminat tutarı negatif olamaz.' };
  if (lira > MAX_LISTING_KURUS / 100) return { error: 'Teminat tutarı çok büyük.' };
  return { kurus: liraToKurus(lira) };
}
