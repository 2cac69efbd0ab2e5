import { z } from 'zod';
import { ListingSummarySchema } from './listings.ts';

/** The public firm page's limits: a firm shows at most this many current listings. */
export const FIRM_PAGE_LISTING_LIMIT = 60;

export const FirmSlugParamsSchema = z.object({
  slug: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Firma adresi geçersiz.'),
});

/**
 * GET /api/firms/:slug (issue 28): an approved or suspended firm's public face: its title
 * (ticari unvan), the verified mark, its city and address line, since when it is a member, and
 * its current published listings (open ones, soonest ending first). A pending or rejected firm
 * has no page (404).
 */
export const FirmPageSchema = z.object({
  slug: z.string().max(120),
  title: z.string().max(200),
  /** 'Onaylı Firma': approved by the operator (a suspended firm was, and keeps its page). */
  verified: z.boolean(),
  address: z.string().max(500),
  /** When the operator approved the firm. */
  memberSince: z.iso.datetime(),
  listings: z.array(ListingSummarySchema).max(FIRM_PAGE_LISTING_LIMIT),
});
export type FirmPage = z.infer<typeof FirmPageSchema>;

export const FIRM_PAGE_TEXTS = {
  verified: 'Onaylı Firma',
  memberSince: 'Üyelik tarihi',
  listings: 'Güncel İlanlar',
  noListings: 'Bu firmanın şu anda yayında ilanı yok.',
  notFound: 'Firma bulunamadı.',
} as const;
