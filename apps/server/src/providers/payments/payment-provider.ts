import type { Card } from '@arsamezat/shared/trading/deposits';

/**
 * The payment port: a card payment with 3-D Secure in two steps, as banks do it.
 *
 * 1. `start` sends the card to the provider and answers where the buyer's browser goes next: the
 *    bank's 3-D Secure page (a link, or an HTML form the provider gave us to show).
 * 2. The bank sends the browser back to our callback with a few fields. They prove nothing: the
 *    callback hands them to `verify`, which asks the provider what really happened to this order
 *    and (for iyzico) completes the payment there.
 *
 * 3. `status` asks the provider, without the bank's fields, what became of an order: for an
 *    answer that never reached us (the reconciliation job) and to check a failure return. It
 *    never moves money.
 *
 * 4. `refund` gives a completed payment back in full (the admin's refund queue): `refunded` only
 *    when the provider confirms it, `failed` with the provider's reason when it refuses. An error
 *    thrown means the answer is unknown (unreachable, unreadable).
 *
 * The card travels in `start` only. An implementation never logs it, stores it or puts it in
 * an error message.
 */
export type PaymentProvider = {
  readonly name: 'sandbox' | 'iyzico';
  start(input: StartPayment): Promise<StartedPayment>;
  verify(input: VerifyPayment): Promise<PaymentVerification>;
  status(input: PaymentStatusQuery): Promise<PaymentStatus>;
  refund(input: RefundRequest): Promise<RefundResult>;
};

export type RefundRequest = {
  orderId: string;
  /** The provider's id of the completed payment. */
  providerPaymentId: string;
  /** Kuruş: the whole payment. */
  amount: number;
  /** When the payment completed: a payment of the same day is cancelled rather than refunded. */
  paidAt: Date;
  /** The address of the person asking (iyzico wants one). */
  ip: string;
};

export type RefundResult =
  /** The provider gave the money back; `reference` is its record of it. */
  | { outcome: 'refunded'; reference: string }
  /** The provider refused; `reason` is its text, safe to show an admin. */
  | { outcome: 'failed'; reason: string };

export type StartPayment = {
  /** Ours, at most 50 characters; the provider's conversation id and basket id. */
  orderId: string;
  /** Kuruş. One instalment, 3-D Secure on. */
  amount: number;
  card: Card;
  buyer: {
    id: string;
    fullName: string;
    /** '5321234567' */
    phone: string;
    email: string | null;
    ip: string;
    /** The verified TC kimlik (or foreigner identity) number: never logged or stored here. */
    identityNumber: string;
    /** The registered address collected with the verification (il, and the address with ilçe). */
    city: string;
    address: string;
  };
  /** What is paid for; `category` defaults to the deposit's ('Arsa Teminatı'). */
  item: { id: string; name: string; category?: string };
  /** Where the bank sends the browser back to (our callback endpoint). */
  callbackUrl: string;
};

/**
 * The buyer a payment names: the member's account (id, phone, e-mail), the verified name and
 * registered address of their identity, and the number the provider requires (issue 27). One
 * shape for every card payment (a deposit, a listing package).
 */
export function paymentBuyer(
  account: { id: string; phone: string; email: string | null },
  payer: {
    identityNumber: string;
    firstName: string;
    lastName: string;
    province: string;
    district: string;
    address: string;
  },
  ip: string,
): StartPayment['buyer'] {
  return {
    id: account.id,
    fullName: `${payer.firstName} ${payer.lastName}`,
    phone: account.phone,
    email: account.email,
    ip,
    identityNumber: payer.identityNumber,
    city: payer.province,
    address: `${payer.address}, ${payer.district}/${payer.province}`,
  };
}

export type StartedPayment =
  /** Send the browser to this address. */
  | { kind: 'redirect'; url: string }
  /** Show the browser this page (it posts itself to the bank). */
  | { kind: 'html'; html: string };

/** The fields the bank's return carried, as received (strings, bounded by the route). */
export type CallbackFields = Partial<
  Record<'status' | 'paymentId' | 'conversationId' | 'conversationData' | 'mdStatus', string>
>;

export type VerifyPayment = {
  orderId: string;
  /** What we asked for, in kuruş: a provider answer for another amount is not ours. */
  amount: number;
  fields: CallbackFields;
};

export type PaymentVerification =
  | {
      outcome: 'completed';
      providerPaymentId: string;
      /** Kuruş. */
      paidAmount: number;
      netAmount: number | null;
      authCode: string | null;
    }
  /** The provider says this order failed (declined, 3-D Secure refused or cancelled). */
  | { outcome: 'failed'; providerPaymentId: string | null; reason: string }
  /** The provider does not confirm these fields belong to this order: change nothing. */
  | { outcome: 'unverified'; reason: string };

export type PaymentStatusQuery = {
  orderId: string;
  /** What we asked for, in kuruş. */
  amount: number;
  /** The provider's payment id when we know it (the bank's return carried one). */
  providerPaymentId?: string | null;
};

/** What the provider holds about an order, as it says (read only). */
export type PaymentStatus =
  /** The money was taken for this order. */
  | Extract<PaymentVerification, { outcome: 'completed' }>
  /** The order failed at the provider (declined, 3-D Secure refused or cancelled). */
  | Extract<PaymentVerification, { outcome: 'failed' }>
  /** The provider holds the order but it is not finished: no money taken yet. */
  | { outcome: 'pending' }
  /** The provider holds no payment for this order. */
  | { outcome: 'unknown' };

/**
 * The provider refused the payment when it started (a declined card, a bad expiry date): the
 * message is safe to show the buyer and holds no card data.
 */
export class PaymentDeclinedError extends Error {
  override name = 'PaymentDeclinedError';
}

/** The provider could not be reached or answered something unreadable. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
