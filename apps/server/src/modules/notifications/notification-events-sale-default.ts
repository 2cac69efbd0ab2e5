/**
 * When the buyer walks away, and the sale's reminders (issue 29, sale-default), kept apart from
 * the other events so branches adding events merge cleanly. Spread into `NOTIFICATION_EVENTS`.
 * - `runner_up_held`: 'Yedek alıcı oldunuz' — the runner-up at the close or the acceptance: the
 *   deposit stays held until the winner secures the payment, at most until the hold's date.
 * - `sale_defaulted`: the operator declared the buyer's default ('Temerrüt'): fee kept, a strike.
 * - `runner_up_offered`: the operator offers the defaulted sale to the runner-up.
 * - `runner_up_accepted`: the runner-up took the sale (the seller firm's members are told).
 * - `sale_reminder_early` / `sale_reminder_last_day`: before an open step's deadline, to whoever
 *   must act; SMS only in the last 24 hours.
 */
export const SALE_DEFAULT_NOTIFICATION_EVENTS = {
  runner_up_held: ['sms', 'email', 'in_app'],
  sale_defaulted: ['sms', 'email', 'in_app'],
  runner_up_offered: ['sms', 'email', 'in_app'],
  runner_up_accepted: ['email', 'in_app'],
  sale_reminder_early: ['email', 'in_app'],
  sale_reminder_last_day: ['sms', 'email', 'in_app'],
} as const;
