import { getListingPhase } from '@arsamezat/shared/listings/listing-phase';
import type { ListingSummary } from '@arsamezat/shared/listings/listings';
import {
  addBusinessDays,
  DEPOSIT_REFUND_BUSINESS_DAYS,
  type BidOutcome,
  type DashboardListing,
  type MyBid,
  type MyDepositRecord,
  type MyOfferRecord,
  type MyWin,
  type PaymentReceipt,
  type RecordListing,
} from '@arsamezat/shared/member/member-records';
import { winPayment } from '@arsamezat/shared/member/win-payment';
import type { MyBidListingRow, MyBidRow } from './member-bids.repository.ts';
import type {
  CompletedPaymentRow,
  MyDepositRow,
  MyOfferRow,
  MyWinRow,
} from './member-records.repository.ts';
import { toListingSummary } from '../listings/index.ts';

type ListingRow = MyBidRow['listing'];

/**
 * Where the member stands on a listing (the SQL twin is `outcomeSql` in member-sql.ts): while
 * it runs, leading or outbid; once ended, won (the winner, or the winner-to-be before the closing
 * job ran, unless cancelled) or lost.
 */
export function bidOutcome(
  listing: Pick<ListingRow, 'status' | 'startsAt' | 'endsAt' | 'highestBidderId' | 'winnerId'>,
  userId: string,
  now: Date,
): BidOutcome {
  if (getListingPhase(listing, now) !== 'ended') {
    return listing.highestBidderId === userId ? 'leading' : 'outbid';
  }
  const winner =
    listing.winnerId ?? (listing.status === 'cancelled' ? null : listing.highestBidderId);
  return winner === userId ? 'won' : 'lost';
}

function toRecordListing(row: ListingRow, now: Date): RecordListing {
  return {
    id: row.id,
    title: row.title,
    listingType: row.listingType,
    location: row.location,
    status: row.status,
    phase: getListingPhase(row, now),
    endsAt: row.endsAt.toISOString(),
  };
}

export function toMyBid(row: MyBidRow, userId: string, now: Date): MyBid {
  return {
    id: row.id,
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
    listing: { ...toRecordListing(row.listing, now), highestBid: row.listing.highestBid },
    isHighest: row.listing.highestBid === row.amount,
    outcome: bidOutcome(row.listing, userId, now),
  };
}

export function toDashboardListing(
  row: MyBidListingRow,
  cover: NonNullable<ListingSummary['coverImage']> | undefined,
  userId: string,
  now: Date,
): DashboardListing {
  return {
    listing: toListingSummary(row, cover, now),
    myHighestBid: row.myHighestBid,
    outcome: bidOutcome(row, userId, now),
  };
}

function toReceipt(payment: CompletedPaymentRow | undefined): PaymentReceipt | null {
  if (!payment) return null;
  return {
    paymentId: payment.id,
    orderId: payment.orderId,
    authCode: payment.authCode,
    transactionId: payment.providerPaymentId,
    amount: payment.amount,
    paidAt: (payment.completedAt ?? payment.createdAt).toISOString(),
  };
}

/**
 * A deposit with its receipt. The refund dates come from the status change: deposits have no
 * column of their own for them (decision 020).
 */
export function toMyDeposit(
  row: MyDepositRow,
  payment: CompletedPaymentRow | undefined,
  now: Date,
): MyDepositRecord {
  const receipt = toReceipt(payment);
  const refunding = row.status === 'refund_due' || row.status === 'refunded';
  return {
    id: row.id,
    listing: toRecordListing(row.listing, now),
    amount: row.amount,
    status: row.status,
    failedAttempts: row.failedAttempts,
    createdAt: row.createdAt.toISOString(),
    paidAt: receipt?.paidAt ?? null,
    refundSince: refunding ? row.updatedAt.toISOString() : null,
    refundBy:
      row.status === 'refund_due'
        ? addBusinessDays(row.updatedAt, DEPOSIT_REFUND_BUSINESS_DAYS).toISOString()
        : null,
    receipt,
    refundable: row.refundBlocker === null,
    invoice: row.invoice ?? null,
  };
}

export function toMyOffer(row: MyOfferRow, now: Date): MyOfferRecord {
  return {
    id: row.id,
    listing: toRecordListing(row.listing, now),
    amount: row.amount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What is left to pay the owner (decision 060, `winPayment`): on an auction the deposit, kept as
 * the service fee, counts towards the price (terms 8.4); in a pazarlık sale it does not (8.5).
 */
export function toMyWin(row: MyWinRow, now: Date): MyWin {
  const payment = winPayment(row.listing.listingType, row.price, row.deposit);
  return {
    listing: {
      ...toRecordListing(row.listing, now),
      adaNo: row.listing.adaNo,
      parselNo: row.listing.parselNo,
    },
    via: row.listing.listingType,
    price: row.price,
    deposit: row.deposit,
    remaining: payment.toOwner,
    wonAt: row.wonAt.toISOString(),
  };
}
