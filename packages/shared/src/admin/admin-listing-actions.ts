import { z } from 'zod';

/**
 * The operator's listing actions (issue 11): cancel a listing, extend its end, close an auction
 * early. Each is decided on the server in one transaction with its audit row.
 */

/** The latest end an extension may set: one year past the current end. */
export const MAX_EXTENSION_MS = 365 * 24 * 60 * 60 * 1000;

export const ExtendListingSchema = z.object({
  endsAt: z.iso.datetime({ error: 'Geçerli bir bitiş zamanı girin.' }),
});
export type ExtendListingInput = z.infer<typeof ExtendListingSchema>;

export const LISTING_ACTION_MESSAGES = {
  cancelled: (refunds: number) =>
    refunds === 0
      ? 'İlan iptal edildi.'
      : `İlan iptal edildi. ${refunds} teminat iade sırasına alındı.`,
  extended: 'Bitiş zamanı uzatıldı.',
  closedEarly: 'İhale erken sonlandırıldı.',
  extensionTooFar: 'Bitiş zamanı en fazla bir yıl uzatılabilir.',
} as const;

/** POST /api/admin/listings/:id/{cancel,extend,close-early} → 200 */
export const ListingActionResponseSchema = z.object({
  message: z.string(),
  status: z.enum(['upcoming', 'active', 'ended', 'sold', 'cancelled']),
  endsAt: z.iso.datetime(),
  /** Completed deposits moved to refund_due by this action. */
  refundsDue: z.number().int().min(0),
  /** Pending offers rejected by this action (a cancelled offer listing). */
  offersRejected: z.number().int().min(0),
});
export type ListingActionResponse = z.infer<typeof ListingActionResponseSchema>;
