import { z } from 'zod';
import { text } from '../core/text.ts';
import { ERRORS } from '../core/errors.ts';
import { BID_MESSAGES } from './bids.ts';
import { StrikeStatusSchema } from '../sales/strikes.ts';
import { DEPOSIT_STATUSES } from './deposit-statuses.ts';

/**
 * The participation deposit (teminat, 'Hizmet Bedeli Peşinatı') and its card payment
 * (spec 02 §2.3, §3 Deposit, §4 Deposit, §5 card fields, §8 Deposit and Payment).
 */

export { DEPOSIT_STATUSES } from './deposit-statuses.ts';
export const DepositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof DepositStatusSchema>;

export const DEPOSIT_MESSAGES = {
  signInRequired: 'Teminat yatırmak için giriş yapmalısınız.',
  alreadyCompleted: ERRORS.DEPOSIT_COMPLETED.message,
  /** A unique violation (two payments started at once): spec §8's text for 23505. */
  conflict: ERRORS.DEPOSIT_CONFLICT.message,
  listingClosed: 'Bu ilan sona erdiği için teminat yatırılamaz.',
  /** The info step when a payment was started and not finished. */
  pending: BID_MESSAGES.depositPending,
  /**
   * Card fields are all required (spec §5), each with its own message so the form can say beside
   * every empty field what it wants (issue 26); the server also checks their form.
   */
  cardHolderRequired: 'Kart sahibinin adını girin.',
  cardNumberRequired: 'Kart numarasını girin.',
  expireMonthRequired: 'Son kullanma ayını girin.',
  expireYearRequired: 'Son kullanma yılını girin.',
  cvcRequired: 'CVV kodunu girin.',
  cardHolder: 'Kart sahibinin adını girin.',
  cardNumber: 'Kart numarası geçersiz.',
  expireMonth: 'Son kullanma ayı geçersiz.',
  expireYear: 'Son kullanma yılı geçersiz.',
  cvc: 'CVV geçersiz.',
  /** Spec §8 Payment: the default when nothing better is known. */
  paymentFailed: ERRORS.PAYMENT_DECLINED.message,
  /** The provider answered something we could not read (spec §8 'rawResponse'). */
  providerUnreadable: ERRORS.PAYMENT_PROVIDER_ERROR.message,
  noLink: 'Ödeme linki alınamadı',
} as const;

const kurus = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const isoDate = z.iso.datetime();

/**
 * A member's early refund (issue 26, decision 061): a completed deposit that backs no live bid
 * (the member does not lead) and no pending offer may be given back before the listing ends.
 * What stands in the way, when something does (the server's one SQL copy of the rule is
 * `modules/deposits/early-refund.sql.ts`).
 */
export const EARLY_REFUND_BLOCKERS = [
  'fee_kept',
  'not_completed',
  'refund_requested',
  'refunded',
  'nothing_to_refund',
  'listing_ended',
  'leading',
  'offer',
] as const;
export type EarlyRefundBlocker = (typeof EARLY_REFUND_BLOCKERS)[number];

export const DEPOSIT_REFUND_MESSAGES = {
  requested: 'Teminat iade talebiniz alındı.',
  /** An ended listing: its end decides (the closing marks the others' deposits for refund). */
  listingEnded:
    'Bu ilan sona erdi. Kazanamadığınız ilanların teminatı ilanın kapanışıyla kendiliğinden iadeye alınır.',
} as const;

/** `:id` of a member's deposit. */
export const DepositIdParamsSchema = z.object({
  id: z.guid({ error: 'Geçersiz teminat numarası.' }),
});

/** 200: the deposit now waits for its refund (the refund queue gives it back, decision 024). */
export const RequestDepositRefundResponseSchema = z.object({
  message: z.string().max(200),
  deposit: z.object({
    id: z.guid(),
    listingId: z.guid(),
    amount: kurus,
    status: DepositStatusSchema,
    /** When the refund became due (now). */
    refundSince: isoDate,
    /** The last day of the 7-business-day promise. */
    refundBy: isoDate,
  }),
});
export type RequestDepositRefundResponse = z.infer<typeof RequestDepositRefundResponseSchema>;

/** GET /api/listings/:id/deposit: the caller's deposit here (the newest that counts). */
export const MyDepositSchema = z.object({
  /** What this listing's deposit costs, in kuruş. */
  depositAmount: kurus,
  deposit: z
    .object({
      id: z.guid(),
      status: DepositStatusSchema,
      amount: kurus,
      updatedAt: isoDate,
    })
    .nullable(),
  hasCompleted: z.boolean(),
  hasPending: z.boolean(),
  /**
   * The member acts for the firm that owns the listing (issue 28): no deposit, bid or offer; the
   * panel shows a note and a link to the firm's follow page instead. Absent means false.
   */
  ownFirmListing: z.boolean().optional(),
  /**
   * The member's strikes (issue 29): at the limit (`blocked`) no new deposit payment starts
   * (403 ACCOUNT_STRIKES_BLOCKED) until `until`; the panel says why. Absent means none counted.
   */
  strikes: StrikeStatusSchema.optional(),
});
export type MyDeposit = z.infer<typeof MyDepositSchema>;

/** Spaces and dashes people type between the groups of a card number. */
export const stripCardNumber = (value: string) => value.replace(/[\s-]/g, '');

/** A card field: `missing` when it is empty (spaces only count as empty), `invalid` when too long. */
const required = (missing: string, invalid: string) =>
  text({ error: missing }).min(1, missing).max(100, invalid);

/**
 * The card as typed in the payment step. It goes to the payment provider and nowhere else: never
 * stored, logged or echoed in an error.
 */
export const CardSchema = z.object({
  cardHolderName: required(DEPOSIT_MESSAGES.cardHolderRequired, DEPOSIT_MESSAGES.cardHolder)
    .max(60, DEPOSIT_MESSAGES.cardHolder)
    .regex(/^[\p{L}][\p{L} .'-]*$/u, DEPOSIT_MESSAGES.cardHolder),
  cardNumber: required(DEPOSIT_MESSAGES.cardNumberRequired, DEPOSIT_MESSAGES.cardNumber)
    .transform(stripCardNumber)
    .pipe(z.string().regex(/^\d{12,19}$/, DEPOSIT_MESSAGES.cardNumber)),
  expireMonth: required(DEPOSIT_MESSAGES.expireMonthRequired, DEPOSIT_MESSAGES.expireMonth).regex(
    /^(0?[1-9]|1[0-2])$/,
    DEPOSIT_MESSAGES.expireMonth,
  ),
  expireYear: required(DEPOSIT_MESSAGES.expireYearRequired, DEPOSIT_MESSAGES.expireYear).regex(
    /^(\d{2}|20\d{2})$/,
    DEPOSIT_MESSAGES.expireYear,
  ),
  cvc: required(DEPOSIT_MESSAGES.cvcRequired, DEPOSIT_MESSAGES.cvc).regex(
    /^\d{3,4}$/,
    DEPOSIT_MESSAGES.cvc,
  ),
});
export type CardInput = z.input<typeof CardSchema>;
export type Card = z.output<typeof CardSchema>;

/** POST /api/listings/:id/deposit/payments */
export const StartDepositPaymentSchema = z.object({ card: CardSchema });
export type StartDepositPaymentInput = z.input<typeof StartDepositPaymentSchema>;

/**
 * 201: where to send the browser (the provider's 3-D Secure page). `paymentLink` is null only
 * when the listing asks no deposit (0 ₺): the deposit is then completed at once.
 */
export const StartDepositPaymentResponseSchema = z.object({
  paymentLink: z.string().max(2000).nullable(),
  orderId: z.string().max(50),
  depositStatus: DepositStatusSchema,
});
export type StartDepositPaymentResponse = z.infer<typeof StartDepositPaymentResponseSchema>;
