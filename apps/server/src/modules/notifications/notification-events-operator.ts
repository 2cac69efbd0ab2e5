/**
 * The operators' events (decision 040), kept apart from the members' events so that branches
 * adding events on either side merge cleanly. Spread into `NOTIFICATION_EVENTS`.
 * - `listing_cancelled`: an administrator cancelled a listing; its bidders and everyone whose
 *   deposit became refund_due are told (SMS, e-mail, in-app, by their settings; decision 054).
 * - `marketing`: a campaign's e-mail (only `marketing_emails`, consent, a verified address).
 */
export const OPERATOR_NOTIFICATION_EVENTS = {
  listing_cancelled: ['sms', 'email', 'in_app'],
  marketing: ['email'],
} as const;
