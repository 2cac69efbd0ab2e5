import type { Db, Tx } from '../../db/client.ts';
import { failPayment, insertPayment, storeThreeDsPage } from './payments.repository.ts';

/*
 * What another module (deposits, listing-packages) may do with payment rows: the payments module owns them. A
 * deposit opens its card attempt inside its own transaction, stores the provider's sealed
 * 3-D Secure page, or fails the attempt when the provider refused it.
 */

export type NewPaymentAttempt = {
  userId: string;
  /** A deposit's listing and deposit; both null for a listing package's purchase. */
  listingId: string | null;
  depositId: string | null;
  packagePurchaseId?: string | null;
  orderId: string;
  provider: string;
  amount: number;
  now: Date;
};

/** A pending payment row for one card attempt, in the caller's transaction; its id. */
export function openPaymentAttempt(tx: Tx, attempt: NewPaymentAttempt): Promise<string> {
  return insertPayment(tx, attempt);
}

/** Keeps the provider's 3-D Secure page (sealed) until the buyer opens it. */
export function keepThreeDsPage(db: Db, paymentId: string, sealed: string): Promise<void> {
  return storeThreeDsPage(db, paymentId, sealed);
}

/** Fails a pending attempt once (and its deposit when it was the deposit's latest attempt). */
export function failPaymentAttempt(
  db: Db,
  payment: {
    id: string;
    depositId: string | null;
    orderId: string;
    packagePurchaseId?: string | null;
  },
  reason: string,
  now: Date,
): Promise<boolean> {
  return failPayment(db, payment, { providerPaymentId: null, reason }, now);
}
