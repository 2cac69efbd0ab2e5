import { z } from 'zod';
import { DepositStatusSchema, type DepositStatus } from '../trading/deposits.ts';
import { LISTING_PHASES, LISTING_STATUSES } from '../listings/listing-phase.ts';
import { LISTING_LIMITS, ListingSummarySchema, ListingTypeSchema } from '../listings/listings.ts';
import { OfferStatusSchema } from '../trading/offers.ts';
import { istanbulClock } from '../core/istanbul-time.ts';
import { MyDepositInvoiceSchema } from '../sales/invoices.ts';

/**
 * The signed-in member's own records (issue 10, spec 02 §2.5, §4, §7): every bid, deposit, offer
 * and win, server-paged and newest first. Money is integer kuruş; a member only ever sees their own.
 */

export const MEMBER_RECORDS_PAGE_SIZE = 10;
export const MEMBER_RECORDS_MAX_PAGE = 10_000;

export const MEMBER_RECORDS_MESSAGES = {
  page: 'Sayfa numarası geçersiz.',
  phase: 'İhale durumu filtresi geçersiz.',
  outcome: 'Teklif sonucu filtresi geçersiz.',
  loadFailed: 'Teklifleriniz yüklenemedi. Lütfen daha sonra tekrar deneyin.',
} as const;

const PageParam = z.coerce
  .number({ error: MEMBER_RECORDS_MESSAGES.page })
  .int(MEMBER_RECORDS_MESSAGES.page)
  .min(1, MEMBER_RECORDS_MESSAGES.page)
  .max(MEMBER_RECORDS_MAX_PAGE, MEMBER_RECORDS_MESSAGES.page)
  .default(1);

/** `?page=` of every list here. */
export const MemberPageQuerySchema = z.object({ page: PageParam });
export type MemberPageQuery = z.output<typeof MemberPageQuerySchema>;

/**
 * Where the member stands on a listing they bid on: while it runs, `leading` (their bid is the
 * highest) or `outbid`; once it has ended, `won` (they are the winner) or `lost`.
 */
export const BID_OUTCOMES = ['leading', 'outbid', 'won', 'lost'] as const;
export const BidOutcomeSchema = z.enum(BID_OUTCOMES);
export type BidOutcome = z.infer<typeof BidOutcomeSchema>;

/** The Turkish texts of each outcome (spec §4 'Kazandınız' / 'Kaybettiniz', issue 10). */
export const BID_OUTCOME_LABELS: Record<BidOutcome, string> = {
  leading: 'En yüksek teklif sizde',
  outbid: 'Teklifiniz geçildi',
  won: 'Kazandınız',
  lost: 'Kaybettiniz',
};

/** An empty string in the query means "all" (a cleared select). */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `GET /api/me/bids?phase=&outcome=&page=` */
export const MyBidsQuerySchema = z.object({
  phase: z.preprocess(
    emptyAsUndefined,
    z.enum(LISTING_PHASES, { error: MEMBER_RECORDS_MESSAGES.phase }).optional(),
  ),
  outcome: z.preprocess(
    emptyAsUndefined,
    z.enum(BID_OUTCOMES, { error: MEMBER_RECORDS_MESSAGES.outcome }).optional(),
  ),
  page: PageParam,
});
export type MyBidsQuery = z.output<typeof MyBidsQuerySchema>;

const kurus = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const isoDate = z.iso.datetime();
const count = z.number().int().min(0);

/** The listing a record belongs to, as much as a row in a list shows. */
export const RecordListingSchema = z.object({
  id: z.guid(),
  title: z.string().max(LISTING_LIMITS.title),
  listingType: ListingTypeSchema,
  location: z.string().max(LISTING_LIMITS.location),
  status: z.enum(LISTING_STATUSES),
  /** `getListingPhase` at the server's clock. */
  phase: z.enum(LISTING_PHASES),
  endsAt: isoDate,
});
export type RecordListing = z.infer<typeof RecordListingSchema>;

/** One of the member's bids. */
export const MyBidSchema = z.object({
  id: z.guid(),
  amount: kurus,
  createdAt: isoDate,
  listing: RecordListingSchema.extend({ highestBid: kurus.nullable() }),
  /** True when this very bid is the listing's highest. */
  isHighest: z.boolean(),
  outcome: BidOutcomeSchema,
});
export type MyBid = z.infer<typeof MyBidSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item).max(MEMBER_RECORDS_PAGE_SIZE),
    total: count,
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

export const MyBidsPageSchema = pageOf(MyBidSchema);
export type MyBidsPage = z.infer<typeof MyBidsPageSchema>;

/**
 * The Turkish name of each deposit status (issue 10), written like every other status badge
 * ('Beklemede', 'Kabul Edildi', 'Sona Erdi'; issue 26).
 */
export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = {
  pending: 'Beklemede',
  completed: 'Tamamlandı',
  failed: 'Başarısız',
  refund_due: 'İade Sürecinde',
  refunded: 'İade Edildi',
  /** Kept as the service fee at a completed sale or a default (terms 8.4, 8.9; decision 079). */
  kept: 'Hizmet Bedeli Tahsil Edildi',
};

/** Non-winners get the deposit back within this many business days (spec §1, §9). */
export const DEPOSIT_REFUND_BUSINESS_DAYS = 7;

/** What a printed receipt of a completed card payment shows. */
export const PaymentReceiptSchema = z.object({
  paymentId: z.guid(),
  orderId: z.string().max(50),
  authCode: z.string().max(50).nullable(),
  transactionId: z.string().max(100).nullable(),
  amount: kurus,
  paidAt: isoDate,
});
export type PaymentReceipt = z.infer<typeof PaymentReceiptSchema>;

/** One of the member's deposits (teminat). */
export const MyDepositRecordSchema = z.object({
  id: z.guid(),
  listing: RecordListingSchema,
  amount: kurus,
  status: DepositStatusSchema,
  /**
   * Earlier tries on this listing whose card payment failed, shown as attempts of this deposit
   * rather than as deposits of their own (issue 26). A failed row itself is the latest of tries
   * that led to no deposit.
   */
  failedAttempts: count,
  createdAt: isoDate,
  /** When the card payment was confirmed; null while none was. */
  paidAt: isoDate.nullable(),
  /** refund_due: when the refund became due; refunded: when it was made. */
  refundSince: isoDate.nullable(),
  /** refund_due: the last day of the 7-business-day promise. */
  refundBy: isoDate.nullable(),
  /** The completed payment, for a printable receipt; null when there is none. */
  receipt: PaymentReceiptSchema.nullable(),
  /** Whether the member may ask for its refund now (issue 26, decision 061). */
  refundable: z.boolean(),
  /** The invoice of the service fee kept from this deposit at a sale (issue 29). */
  invoice: MyDepositInvoiceSchema.nullable(),
});
export type MyDepositRecord = z.infer<typeof MyDepositRecordSchema>;

export const MyDepositsPageSchema = pageOf(MyDepositRecordSchema);
export type MyDepositsPage = z.infer<typeof MyDepositsPageSchema>;

/** One of the member's offers on offer listings. */
export const MyOfferRecordSchema = z.object({
  id: z.guid(),
  listing: RecordListingSchema,
  amount: kurus,
  status: OfferStatusSchema,
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type MyOfferRecord = z.infer<typeof MyOfferRecordSchema>;

export const MyOffersPageSchema = pageOf(MyOfferRecordSchema);
export type MyOffersPage = z.infer<typeof MyOffersPageSchema>;

/** A listing the member bought: a won auction or an accepted offer. */
export const MyWinSchema = z.object({
  listing: RecordListingSchema.extend({
    adaNo: z.string().max(LISTING_LIMITS.adaNo).nullable(),
    parselNo: z.string().max(LISTING_LIMITS.parselNo).nullable(),
  }),
  /** 'auction' when won by the highest bid, 'offer' when the member's offer was accepted. */
  via: ListingTypeSchema,
  /** The sale price: final price, else starting price (spec §3 Dashboard stats). */
  price: kurus,
  /** The member's completed deposit on it, kept as the service fee (terms 8.4, 8.5). */
  deposit: kurus,
  /**
   * What is left to pay the owner at the title-deed transfer: price − deposit for auctions
   * (terms 8.4); the whole price for pazarlık, where the deposit is the service fee (terms 8.5).
   * `winPayment` (win-payment.ts, decision 060) computes it with the rest of the breakdown.
   */
  remaining: kurus,
  wonAt: isoDate,
});
export type MyWin = z.infer<typeof MyWinSchema>;

export const MyWinsPageSchema = pageOf(MyWinSchema);
export type MyWinsPage = z.infer<typeof MyWinsPageSchema>;

// ---------------------------------------------------------------------------------------------
// Dashboard (spec §2.5, §3 Dashboard stats)

export const DASHBOARD_RECENT_BIDS = 5;
/** Cards per grid on the dashboard; the rest are on /bids. */
export const DASHBOARD_GRID_LIMIT = 12;

export const DashboardStatsSchema = z.object({
  totalBids: count,
  /** Listings the member bid on that are running now. */
  activeAuctions: count,
  /** Won auctions and accepted offers. */
  wonAuctions: count,
  /** Sum over won listings of final price, else starting price, else 0. */
  totalSpent: kurus,
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/** A listing card with where the member stands on it. */
export const DashboardListingSchema = z.object({
  listing: ListingSummarySchema,
  myHighestBid: kurus,
  outcome: BidOutcomeSchema,
});
export type DashboardListing = z.infer<typeof DashboardListingSchema>;

/** `GET /api/me/dashboard` */
export const DashboardSchema = z.object({
  stats: DashboardStatsSchema,
  recentBids: z.array(MyBidSchema).max(DASHBOARD_RECENT_BIDS),
  active: z.array(DashboardListingSchema).max(DASHBOARD_GRID_LIMIT),
  upcoming: z.array(DashboardListingSchema).max(DASHBOARD_GRID_LIMIT),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

// ---------------------------------------------------------------------------------------------

/**
 * The instant `days` business days (Monday to Friday in Istanbul) after `from`. Public holidays
 * are not known here, so around them the promised day may read a day or two early.
 */
export function addBusinessDays(from: Date, days: number): Date {
  const DAY_MS = 24 * 60 * 60 * 1000;
  let at = from.getTime();
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    const { weekday } = istanbulClock(at);
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(at);
}
