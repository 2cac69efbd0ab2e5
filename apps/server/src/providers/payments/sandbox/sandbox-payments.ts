import { and, desc, eq, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@arsamezat/shared/trading/payments';
import type { Db } from '../../../db/client.ts';
import { sandboxPayments } from '../../../db/schema/trading.ts';
import type {
  PaymentProvider,
  PaymentStatus,
  PaymentVerification,
  RefundResult,
} from '../payment-provider.ts';

/** The card the sandbox declines, as in the README; any other well-formed number succeeds. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
/** Where the simulated bank's 3-D Secure pages are served (sandbox-bank.routes.ts). */
export const SANDBOX_BANK_PATH = '/api/payments/sandbox/3ds';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * PAYMENT_PROVIDER=sandbox: a bank simulated by our own server, with its ledger in
 * `sandbox_payments`. `start` opens a 3-D Secure session and links to its page; the buyer's
 * answer there ('Onayla' / 'İptal') is recorded; `verify` then settles the session exactly once,
 * as a provider's "complete payment" call would; `status` reads the ledger. No card data is kept: only the last four digits
 * (shown on the page, as banks do) and whether this is the card the sandbox declines.
 */
export function createSandboxPayments({
  db,
  merchant,
}: {
  db: Db;
  merchant: string;
}): PaymentProvider {
  return {
    name: 'sandbox',

    async start({ orderId, amount, card, callbackUrl }) {
      const [row] = await db
        .insert(sandboxPayments)
        .values({
          orderId,
          amount,
          merchant,
          cardLastFour: card.cardNumber.slice(-4),
          declines: card.cardNumber === SANDBOX_DECLINED_CARD,
          callbackUrl,
        })
        .returning({ id: sandboxPayments.id });
      if (!row) throw new Error('sandbox payment insert returned no row');
      return { kind: 'redirect', url: `${SANDBOX_BANK_PATH}/${row.id}` };
    },

    async verify({ orderId, amount, fields }): Promise<PaymentVerification> {
      const id = fields.paymentId ?? '';
      if (!UUID.test(id)) return { outcome: 'unverified', reason: 'unknown sandbox payment' };
      const ours = and(
        eq(sandboxPayments.id, id),
        eq(sandboxPayments.orderId, orderId),
        eq(sandboxPayments.amount, amount),
      );
      // Settle an authenticated session once: captured, or declined for the declining card.
      const [settled] = await db
        .update(sandboxPayments)
        .set({
          status: sql`case when ${sandboxPayments.declines} then 'declined' else 'captured' end`,
          updatedAt: new Date(),
        })
        .where(and(ours, eq(sandboxPayments.status, 'authenticated')))
        .returning({ status: sandboxPayments.status });
      if (settled?.status === 'captured') {
        return {
          outcome: 'completed',
          providerPaymentId: id,
          paidAmount: amount,
          netAmount: amount,
          authCode: authCodeOf(id),
        };
      }
      if (settled?.status === 'declined') {
        return { outcome: 'failed', providerPaymentId: id, reason: PAYMENT_MESSAGES.declined };
      }
      const [cancelled] = await db
        .select({ id: sandboxPayments.id })
        .from(sandboxPayments)
        .where(and(ours, eq(sandboxPayments.status, 'cancelled')))
        .limit(1);
      if (cancelled)
        return { outcome: 'failed', providerPaymentId: id, reason: PAYMENT_MESSAGES.cancelled };
      return { outcome: 'unverified', reason: 'sandbox session not awaiting settlement' };
    },

    async status({ orderId, amount, providerPaymentId }): Promise<PaymentStatus> {
      if (providerPaymentId && !UUID.test(providerPaymentId)) return { outcome: 'unknown' };
      const sessions = await db
        .select({ id: sandboxPayments.id, status: sandboxPayments.status })
        .from(sandboxPayments)
        .where(
          and(
            eq(sandboxPayments.orderId, orderId),
            eq(sandboxPayments.amount, amount),
            providerPaymentId ? eq(sandboxPayments.id, providerPaymentId) : undefined,
          ),
        )
        .orderBy(desc(sandboxPayments.createdAt));
      const captured = sessions.find((session) => session.status === 'captured');
      if (captured) {
        return {
          outcome: 'completed',
          providerPaymentId: captured.id,
          paidAmount: amount,
          netAmount: amount,
          authCode: authCodeOf(captured.id),
        };
      }
      const latest = sessions[0];
      if (!latest) return { outcome: 'unknown' };
      if (latest.status === 'declined') {
        return {
          outcome: 'failed',
          providerPaymentId: latest.id,
          reason: PAYMENT_MESSAGES.declined,
        };
      }
      if (latest.status === 'cancelled') {
        return {
          outcome: 'failed',
          providerPaymentId: latest.id,
          reason: PAYMENT_MESSAGES.cancelled,
        };
      }
      // awaiting the buyer, or authenticated and never settled: no money has moved.
      return { outcome: 'pending' };
    },

    /**
     * The sandbox bank refunds itself: a captured session of this order and amount becomes
     * refunded, once. Asked again about a refunded one, it answers the same refund (a bank that
     * recognises its own refund), so a refund whose answer was lost is recorded, not repeated.
     */
    async refund({ orderId, amount, providerPaymentId }): Promise<RefundResult> {
      if (!UUID.test(providerPaymentId)) return { outcome: 'failed', reason: SANDBOX_NOT_FOUND };
      const ours = and(
        eq(sandboxPayments.id, providerPaymentId),
        eq(sandboxPayments.orderId, orderId),
        eq(sandboxPayments.amount, amount),
      );
      await db
        .update(sandboxPayments)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(and(ours, eq(sandboxPayments.status, 'captured')));
      const [session] = await db
        .select({ id: sandboxPayments.id, status: sandboxPayments.status })
        .from(sandboxPayments)
        .where(ours)
        .limit(1);
      if (session?.status === 'refunded') {
        return { outcome: 'refunded', reference: `sandbox-iade:${session.id}` };
      }
      return { outcome: 'failed', reason: SANDBOX_NOT_FOUND };
    },
  };
}

const SANDBOX_NOT_FOUND = 'Test bankasında iade edilecek tahsilat bulunamadı.';

/** A six-digit authorisation code, stable for a payment (the sandbox keeps no other state). */
function authCodeOf(paymentId: string): string {
  return String(Number.parseInt(paymentId.replace(/-/g, '').slice(0, 8), 16) % 1_000_000).padStart(
    6,
    '0',
  );
}
