import { z } from 'zod';
import { ERRORS, formatErrorMessage, type ErrorCode } from '../core/errors.ts';

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
  /** Placed by the server for a maximum (proxy) bid; shown 'otomatik' (decision 028). */
  automatic: z.boolean(),
  /** True on the signed-in caller's own bids (absent for guests). */
  isMine: z.boolean().optional(),
});
export type PublicBid = z.infer<typeof PublicBidSchema>;

/** GET /api/listings/:id/bids: the latest accepted bids first (in the order of acceptance). */
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

// ---------------------------------------------------------------------------------------------
// Placing a bid (POST /api/listings/:id/bids)

/** The largest amount accepted anywhere a bid or offer is typed: 100 billion lira, in kuruş. */
export const MAX_TRADE_AMOUNT = 10_000_000_000_000;

/** Texts of the bid rules, spec 02 §5 and §8, in the order the server checks them. */
export const BID_MESSAGES = {
  signInRequired: 'Teklif vermek için giriş yapmalısınız.',
  notAnAuction: ERRORS.NOT_AN_AUCTION.message,
  depositPending:
    'Depozito ödemeniz henüz tamamlanmamış. Lütfen ödemeyi tamamlayın veya yeni bir ödeme başlatın.',
  depositMissing: ERRORS.DEPOSIT_REQUIRED.message,
  invalidAmount: ERRORS.INVALID_AMOUNT.message,
  notActive: ERRORS.AUCTION_NOT_ACTIVE.message,
  alreadyHighest: ERRORS.ALREADY_HIGHEST.message,
  /** 'Bid amount must be at least {amount}'; the amount formatted '1.250.000 ₺'. */
  tooLow: (minimumNextBid: string) => formatErrorMessage('BID_TOO_LOW', { amount: minimumNextBid }),
  /** A unique violation on (listing, amount): spec §8 keeps this text for 23505. */
  conflict: ERRORS.BID_CONFLICT.message,
} as const;

/**
 * An amount as typed, in integer kuruş. Zero and negatives pass the schema on purpose: the
 * server refuses them after the deposit check, in the spec's order ('Geçerli bir teklif miktarı
 * bulunamadı.'); a form may add `.positive()` with the same text.
 */
export const BidAmountSchema = z
  .number({ error: BID_MESSAGES.invalidAmount })
  .int(BID_MESSAGES.invalidAmount)
  .min(-MAX_TRADE_AMOUNT, BID_MESSAGES.invalidAmount)
  .max(MAX_TRADE_AMOUNT, BID_MESSAGES.invalidAmount);

/**
 * `kind: 'maximum'` gives a maximum (proxy) bid instead (decision 028): the server bids for the
 * member, one increment above any competing bid, up to `amount`; the leader may raise it.
 */
export const BID_KINDS = ['bid', 'maximum'] as const;
export type BidKind = (typeof BID_KINDS)[number];

export const PlaceBidSchema = z.object({
  amount: BidAmountSchema,
  kind: z.enum(BID_KINDS, { error: BID_MESSAGES.invalidAmount }).optional(),
});
export type PlaceBidInput = z.infer<typeof PlaceBidSchema>;

const isoDate = z.iso.datetime();
const kurus = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * 201 answer: the caller's accepted bid and the listing as it now stands. With maximums
 * (decision 028) the caller's bid may be answered at once by the leader's maximum (`leading`
 * false), and `bid` is null when the caller's maximum only changed (the leader raising it) or
 * met an earlier equal maximum, which then took that amount.
 */
export const PlaceBidResponseSchema = z.object({
  bid: z
    .object({ id: z.guid(), amount: kurus, createdAt: isoDate, automatic: z.boolean() })
    .nullable(),
  /** Whether the caller leads after this. */
  leading: z.boolean(),
  /** The caller's own maximum while they lead with one; only ever sent to that caller. */
  maximum: kurus.nullable(),
  listing: z.object({
    highestBid: kurus,
    minimumNextBid: kurus,
    bidCount: z.number().int().min(0),
    endsAt: isoDate,
    /** True when this bid came in the last N minutes and moved the end (anti-sniping). */
    extended: z.boolean(),
  }),
});
export type PlaceBidResponse = z.infer<typeof PlaceBidResponseSchema>;

/** 409 BID_TOO_LOW carries the minimum next bid beside the usual code and message. */
export const BidTooLowErrorBodySchema = z.object({
  error: z.object({
    code: z.literal('BID_TOO_LOW' satisfies ErrorCode),
    message: z.string(),
    minimumNextBid: kurus,
  }),
});
export type BidTooLowErrorBody = z.infer<typeof BidTooLowErrorBodySchema>;

/** GET /api/listings/:id/bids/mine: the signed-in bidder's own bids here, latest accepted first. */
export const MyListingBidsSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.guid(),
        amount: kurus,
        createdAt: isoDate,
        /** True for the bid that is the listing's highest bid now. */
        isHighest: z.boolean(),
        automatic: z.boolean(),
      }),
    )
    .max(BID_HISTORY_LIMIT),
  /** The caller's maximum (proxy) bid while they lead with one; null otherwise (decision 028). */
  maximum: kurus.nullable(),
  /**
   * The caller has bid here and another member's bid passed theirs ('Teklifiniz geçildi'), until
   * they lead again; null while they lead or before they bid. `lastBid` is their latest bid;
   * `maximum` the maximum (proxy) bid that was passed, when that bid was their maximum's: the
   * rule records a passed maximum as its holder's automatic bid at that maximum (proxy-bids.ts).
   */
  outbid: z.object({ lastBid: kurus, maximum: kurus.nullable() }).nullable(),
});
export type MyListingBids = z.infer<typeof MyListingBidsSchema>;
