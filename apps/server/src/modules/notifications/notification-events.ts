import type { NotificationChannel } from '@arsamezat/shared/notifications/notification-channels';
import { FIRM_ACTIVITY_NOTIFICATION_EVENTS } from './notification-events-firm-activity.ts';
import { OPERATOR_NOTIFICATION_EVENTS } from './notification-events-operator.ts';
import { SALE_NOTIFICATION_EVENTS } from './notification-events-sales.ts';
import { SALE_DEFAULT_NOTIFICATION_EVENTS } from './notification-events-sale-default.ts';

export type { NotificationChannel };

/**
 * What members are told (issue 13, decision 034): each event and its channels (of the one list,
 * packages/shared/src/notifications/notification-channels.ts, which also says what silences each: SMS obeys
 * `sms_notifications`, e-mail `email_notifications` and a verified address, in-app is always
 * written, push goes to the member's devices that turned it on — issue 32, decision 090);
 * reminders also obey `auction_reminders`.
 */
export const NOTIFICATION_EVENTS = {
  outbid: ['sms', 'email', 'in_app', 'push'],
  auction_reminder_1h: ['sms', 'email', 'in_app'],
  auction_reminder_10m: ['in_app', 'push'],
  auction_extended: ['in_app'],
  auction_won: ['sms', 'email', 'in_app', 'push'],
  auction_lost: ['email', 'in_app', 'push'],
  deposit_completed: ['email', 'in_app'],
  deposit_refunded: ['email', 'in_app', 'push'],
  /** A depositor who never bid, when the listing's end marks the deposit for refund (issue 24). */
  deposit_refund_due: ['sms', 'email', 'in_app'],
  offer_accepted: ['sms', 'email', 'in_app', 'push'],
  offer_rejected: ['sms', 'email', 'in_app', 'push'],
  // Watchers and saved searches (decision 039).
  auction_started: ['email', 'in_app'],
  saved_search_match: ['email', 'in_app', 'push'],
  saved_search_digest: ['email', 'in_app'],
  // End of the watchers' and saved searches' block.
  // The operator's review of a firm's listing, told to the firm's members (issue 28, listing-review).
  listing_review_approved: ['email', 'in_app'],
  listing_review_returned: ['email', 'in_app'],
  listing_review_rejected: ['email', 'in_app'],
  // End of the listing review block.
  // The operator's decisions on a seller firm, told to its owner (issue 28, firm-apply; 068).
  firm_approved: ['email', 'in_app'],
  firm_documents_requested: ['email', 'in_app'],
  firm_rejected: ['email', 'in_app'],
  firm_suspended: ['email', 'in_app'],
  firm_reinstated: ['email', 'in_app'],
  // End of firm-apply's block.
  ...OPERATOR_NOTIFICATION_EVENTS,
  // A seller firm's listings: offers and ends (issue 28, firm-follow).
  ...FIRM_ACTIVITY_NOTIFICATION_EVENTS,
  // A sale's steps (issue 29, sale-steps).
  ...SALE_NOTIFICATION_EVENTS,
  // A sale's default, its runner-up and its reminders (issue 29, sale-default).
  ...SALE_DEFAULT_NOTIFICATION_EVENTS,
} as const satisfies Record<string, readonly NotificationChannel[]>;

export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;

/** Events silenced by the member's `auction_reminders` setting. */
export const REMINDER_EVENTS: readonly NotificationEvent[] = [
  'auction_reminder_1h',
  'auction_reminder_10m',
];

/**
 * Who is told. `recipients` are named members; `bidders` adds everyone who bid on the listing;
 * `previousBidder` adds the bidder who led before the bid `eventKey` (the outbid); `watchers`
 * everyone who follows the listing; `searchers` the owners of the `immediate` saved searches the
 * listing matches (each told once, with the name of their oldest matching search). A member in
 * several audiences is told once (decision 039).
 */
export type NotificationAudience = {
  recipients?: readonly string[];
  bidders?: boolean;
  previousBidder?: boolean;
  watchers?: boolean;
  searchers?: boolean;
};

/** The PostgreSQL channel that tells a member's open tabs their notifications changed. */
export const MEMBER_NOTIFICATIONS_CHANNEL = 'member_notifications';
