/**
 * A sale's steps (issue 29, sale-steps), told to whoever must act next or whose sale moved; kept
 * apart from the other events so branches adding events merge cleanly. Spread into
 * `NOTIFICATION_EVENTS`.
 * - `sale_buyer_confirmed`: the buyer confirmed the purchase (the firm: the payment comes next).
 * - `sale_payment_entered`: the buyer entered the payment reference (the firm confirms it).
 * - `sale_payment_confirmed`: the payment is secured (the buyer: the appointment comes next).
 * - `sale_appointment_set`: the title-deed appointment was set or changed (the buyer goes).
 * - `sale_completed`: the transfer is recorded (the buyer and the firm).
 * - `sale_cancelled`: the operator cancelled the sale (the buyer and the firm).
 */
export const SALE_NOTIFICATION_EVENTS = {
  sale_buyer_confirmed: ['email', 'in_app'],
  sale_payment_entered: ['email', 'in_app'],
  sale_payment_confirmed: ['email', 'in_app'],
  sale_appointment_set: ['sms', 'email', 'in_app'],
  sale_completed: ['email', 'in_app'],
  sale_cancelled: ['sms', 'email', 'in_app'],
} as const;
