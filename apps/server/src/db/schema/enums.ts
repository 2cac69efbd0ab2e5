import { LISTING_TYPES } from '@arsamezat/shared/listings/listing-types';
import { DEPOSIT_STATUSES } from '@arsamezat/shared/trading/deposit-statuses';
import { pgEnum } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['user', 'admin']);
/** `sale_confirmation` 'Alıcı Onayı' and `runner_up_acceptance` a runner-up taking a sale (issue 29). */
export const codePurpose = pgEnum('code_purpose', [
  'signup',
  'password_reset',
  'two_factor',
  'sale_confirmation',
  'runner_up_acceptance',
]);
export const deletionRequestStatus = pgEnum('deletion_request_status', [
  'received',
  'completed',
  'rejected',
]);
/** The registry's types (listing-types.ts); a new one needs a migration adding the value. */
export const listingType = pgEnum('listing_type', LISTING_TYPES);
/** Stored status; the phase a visitor sees is derived from the clock by `listing-phase`. */
export const listingStatus = pgEnum('listing_status', [
  'upcoming',
  'active',
  'ended',
  'sold',
  'cancelled',
]);
/** A listing's way to the public (issue 28); see `listings.publication`. */
export const listingPublication = pgEnum('listing_publication', [
  'draft',
  'submitted',
  'returned',
  'rejected',
  'published',
]);
/**
 * `lapsed`: an accepted offer whose sale was cancelled or defaulted and whose listing went back on
 * the market (decision 079): no longer the listing's accepted offer, so a new one can be.
 */
export const offerStatus = pgEnum('offer_status', [
  'pending',
  'accepted',
  'rejected',
  'withdrawn',
  'lapsed',
]);
/**
 * `kept`: kept as the service fee once its sale ended with the buyer's default or was completed
 * (issue 29, decision 079); no refund path touches it.
 */
export const depositStatus = pgEnum('deposit_status', DEPOSIT_STATUSES);
export const paymentStatus = pgEnum('payment_status', ['pending', 'completed', 'failed']);
export const messageChannel = pgEnum('message_channel', ['sms', 'email']);
