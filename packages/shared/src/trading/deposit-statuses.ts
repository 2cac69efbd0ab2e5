/* Without zod: the trade panel's deposit answer is read by hand (deposit-answer.ts). */

/**
 * `kept`: the buyer's deposit kept as the service fee once the sale ended at 'Tamamlandı' or
 * 'Temerrüt' (issue 29, decision 079). While a sale runs it stays `completed` (a cancel refunds
 * it); once `kept` no refund path (cancel, offer acceptance, early refund, the refund queue)
 * touches it, and the listing may be put back on the market.
 */
export const DEPOSIT_STATUSES = [
  'pending',
  'completed',
  'failed',
  'refund_due',
  'refunded',
  'kept',
] as const;
