import { LISTING_TYPES } from '@arsamezat/shared/listings/listing-types';
import { pgEnum } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['user', 'admin']);
export const codePurpose = pgEnum('code_purpose', ['signup', 'password_reset', 'two_factor']);
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
export const offerStatus = pgEnum('offer_status', ['pending', 'accepted', 'rejected', 'withdrawn']);
export const depositStatus = pgEnum('deposit_status', [
  'pending',
  'completed',
  'failed',
  'refund_due',
  'refunded',
]);
export const paymentStatus = pgEnum('payment_status', ['pending', 'completed', 'failed']);
export const messageChannel = pgEnum('message_channel', ['sms', 'email']);
