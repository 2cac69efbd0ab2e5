import { z } from 'zod';
import {
  ListingPhaseSchema,
  ListingStatusSchema,
  ListingTypeSchema,
} from '../listings/listings.ts';
import { OfferStatusSchema } from '../trading/offers.ts';

/*
 * 'İlan Takibi' (issue 28, "Follow and decide"): what a seller firm sees of its own listing —
 * the same public facts and masked names a visitor sees, plus the counts only the owner may know
 * (watchers, deposits paid: how many and how much, never who) and its offers with their amounts.
 */

const kurus = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const isoDate = z.iso.datetime();
const maskedName = z.string().max(300);

/** The page's title (web) and the link the public listing panel shows a firm member. */
export const FIRM_FOLLOW_TITLE = 'İlan Takibi';
/** The public panel's note to a member of the listing's own firm, instead of the trade buttons. */
export const OWN_FIRM_LISTING_NOTE = 'Bu ilan firmanıza ait; teklif veremezsiniz.';

export const LISTING_PUBLICATIONS = [
  'draft',
  'submitted',
  'returned',
  'rejected',
  'published',
] as const;
export const ListingPublicationSchema = z.enum(LISTING_PUBLICATIONS);
export type ListingPublication = z.infer<typeof ListingPublicationSchema>;

/** `:id` the firm's listing, `:offerId` one of its offers. */
export const FirmOfferParamsSchema = z.object({
  id: z.guid({ error: 'Geçersiz ilan numarası.' }),
  offerId: z.guid({ error: 'Geçersiz teklif numarası.' }),
});

/** An offer as its listing's firm sees it: amount and status, the sender masked like a bidder. */
export const FirmOfferSchema = z.object({
  id: z.guid(),
  amount: kurus,
  status: OfferStatusSchema,
  /** 'Ah*** Yı***' (`maskBidderName`), never the sender's full name or phone. */
  bidderName: maskedName,
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type FirmOffer = z.infer<typeof FirmOfferSchema>;

/** GET /api/firm/listings/:id/activity */
export const FirmListingActivitySchema = z.object({
  listing: z.object({
    id: z.guid(),
    title: z.string().max(200),
    listingType: ListingTypeSchema,
    status: ListingStatusSchema,
    publication: ListingPublicationSchema,
    /** `getListingPhase` at the server's clock when the answer was made. */
    phase: ListingPhaseSchema,
    city: z.string().max(60),
    district: z.string().max(100).nullable(),
    startsAt: isoDate,
    endsAt: isoDate,
    startingPrice: kurus,
    highestBid: kurus.nullable(),
    bidCount: z.number().int().min(0),
    minOfferAmount: kurus.nullable(),
    depositAmount: kurus,
  }),
  /** Members following the listing ('Takip Et'). */
  watchers: z.number().int().min(0),
  /** Deposits paid on the listing (completed, or since marked for refund or refunded): no names. */
  deposits: z.object({ count: z.number().int().min(0), total: kurus }),
  /** The offers of a Pazarlık listing, newest first; null for an auction. */
  offers: z.array(FirmOfferSchema).max(1000).nullable(),
  /** How the listing ended; null while it is open. */
  result: z
    .object({
      status: z.enum(['sold', 'ended', 'cancelled']),
      /** Masked; null when nobody won. */
      winnerName: maskedName.nullable(),
      finalPrice: kurus.nullable(),
      closedAt: isoDate.nullable(),
    })
    .nullable(),
});
export type FirmListingActivity = z.infer<typeof FirmListingActivitySchema>;

/** POST …/offers/:offerId/accept and …/reject → 200 */
export const FirmOfferDecisionResponseSchema = z.object({
  message: z.string().max(200),
  offer: FirmOfferSchema,
});
export type FirmOfferDecisionResponse = z.infer<typeof FirmOfferDecisionResponseSchema>;
