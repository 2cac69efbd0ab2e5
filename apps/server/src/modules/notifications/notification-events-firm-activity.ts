/**
 * What a seller firm's members are told about their listings (issue 28, "Follow and decide"),
 * kept apart from the members' and the operators' events so branches adding events merge
 * cleanly. Spread into `NOTIFICATION_EVENTS`. E-mail and in-app, each by the member's settings.
 * - `firm_offer_received`: a new offer on the firm's Pazarlık listing.
 * - `firm_auction_ended`: the firm's auction ended, sold to a masked bidder at a price or unsold.
 * - `firm_offer_listing_ended`: the firm's Pazarlık listing ended, sold by an accepted offer or
 *   at its end time without a sale.
 */
export const FIRM_ACTIVITY_NOTIFICATION_EVENTS = {
  firm_offer_received: ['email', 'in_app'],
  firm_auction_ended: ['email', 'in_app'],
  firm_offer_listing_ended: ['email', 'in_app'],
} as const;
