import { z } from 'zod';

/** The public bid history answers at most this many of the latest bids, with the total. */
export const BID_HISTORY_LIMIT = 100;

/** A bid as any visitor may see it: the bidder's name masked, no ids of people. */
export const PublicBidSchema = z.object({
  id: z.guid(),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  createdAt: z.iso.datetime(),
  /** 'Ah*** Yı***' for Ahmet Yılmaz (`maskBidderName`). */
  bidderName: z.string().max(300),
  isHighest: z.boolean(),
});
export type PublicBid = z.infer<typeof PublicBidSchema>;

/** GET /api/listings/:id/bids: the highest (and so latest) bids first. */
export const ListingBidsSchema = z.object({
  items: z.array(PublicBidSchema).max(BID_HISTORY_LIMIT),
  total: z.number().int().min(0),
});
export type ListingBids = z.infer<typeof ListingBidsSchema>;

/**
 * Hides a bidder's name in public lists: the first two letters of each part, then '***'
 * ('Ahmet Yılmaz' → 'Ah*** Yı***'). Letters, not UTF-16 units, so 'Şükrü' keeps 'Şü'.
 */
export function maskBidderName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '***';
  return parts.map((part) => `${Array.from(part).slice(0, 2).join('')}***`).join(' ');
}
