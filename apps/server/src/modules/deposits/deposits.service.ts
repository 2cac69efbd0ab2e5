import { randomInt } from 'node:crypto';
import type {
  Card,
  MyDeposit,
  StartDepositPaymentResponse,
} from '@arsamezat/shared/trading/deposits';
import { getListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listings';
import { buildOrderId } from '@arsamezat/shared/trading/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  PaymentDeclinedError,
  PaymentProviderError,
  type PaymentProvider,
} from '../../providers/payments/payment-provider.ts';
import { paymentBuyer } from '../../providers/payments/payment-provider.ts';
import { sealPage } from '../../providers/payments/three-ds-seal.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { isOwnFirmListing, refuseOwnFirmListing } from '../firms/index.ts';
import type { IdentityService } from '../identity/index.ts';
import { refuseStruckAccount, strikeStatus } from '../sales/index.ts';
import { failPaymentAttempt, keepThreeDsPage, openPaymentAttempt } from '../payments/index.ts';
import { depositErrors } from './deposit-errors.ts';
import { createEarlyRefund } from './early-refund.ts';
import {
  findCountingDeposit,
  lockDepositListing,
  preparePendingDeposit,
  selectBuyer,
  selectDepositAmount,
  selectUserDeposits,
} from './deposits.repository.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  provider: PaymentProvider;
  /** Our callback endpoint, absolute (the provider sends the browser there). */
  callbackUrl: string;
  log: FastifyBaseLogger;
  /** The payer's verified identity: no deposit without one (issue 27). */
  identity: Pick<IdentityService, 'payerIdentity'>;
};

/**
 * The deposit (teminat) of one member on one listing, paying it by card (spec §2.3, §4), and
 * asking for it back early (`early-refund.ts`, issue 26).
 */
export function createDepositService({ db, clock, provider, callbackUrl, log, identity }: Deps) {
  async function getMyDeposit(userId: string, listingId: string): Promise<MyDeposit> {
    const listing = await selectDepositAmount(db, listingId);
    if (!listing) throw notFound(LISTING_NOT_FOUND);
    const [rows, ownFirmListing, strikes] = await Promise.all([
      selectUserDeposits(db, listingId, userId),
      isOwnFirmListing(db, userId, listingId),
      strikeStatus(db, userId, clock()),
    ]);
    const counting = rows.find((d) => d.status === 'pending' || d.status === 'completed');
    const latest = counting ?? rows[0];
    return {
      depositAmount: listing.depositAmount,
      deposit: latest ? { ...latest, updatedAt: latest.updatedAt.toISOString() } : null,
      hasCompleted: counting?.status === 'completed',
      hasPending: counting?.status === 'pending',
      ...(ownFirmListing ? { ownFirmListing } : {}),
      ...(strikes.count > 0 ? { strikes } : {}),
    };
  }

  /**
   * Opens the payment attempt in one transaction (a completed deposit refuses; a pending one is
   * reused with the new order id; else a new pending one), then hands the card to the provider.
   * A listing that asks no deposit (0 ₺) completes it at once without a card payment.
   */
  async function startDepositPayment(
    userId: string,
    listingId: string,
    card: Card,
    ip: string,
  ): Promise<StartDepositPaymentResponse> {
    const now = clock();
    const orderId = buildOrderId(listingId, userId, now, randomInt(36 ** 3).toString(36));
    let attempt;
    try {
      attempt = await db.transaction(async (tx) => {
        const listing = await lockDepositListing(tx, listingId);
        if (!listing) throw notFound(LISTING_NOT_FOUND);
        // Nobody pays a deposit on their own firm's listing (issue 28), under the listing's lock.
        await refuseOwnFirmListing(tx, userId, listingId);
        if (getListingPhase(listing, now) === 'ended') throw depositErrors.listingClosed();
        const existing = await findCountingDeposit(tx, listingId, userId);
        if (existing?.status === 'completed') throw depositErrors.alreadyCompleted();
        // Decision 064: a deposit (even a free one) needs the payer's verified identity; what a
        // member already holds stays theirs.
        const payer = await identity.payerIdentity(tx, userId);
        if (!payer) throw depositErrors.identityRequired();
        // Issue 29: a member at the strike limit starts no new deposit payment.
        await refuseStruckAccount(tx, userId, now);
        const free = listing.depositAmount === 0;
        const depositId = await preparePendingDeposit(tx, {
          existingId: existing?.id ?? null,
          listingId,
          userId,
          amount: listing.depositAmount,
          paymentId: free ? null : orderId,
          status: free ? 'completed' : 'pending',
          now,
        });
        if (free) return { free: true as const };
        const buyer = await selectBuyer(tx, userId);
        if (!buyer) throw notFound(LISTING_NOT_FOUND);
        const paymentId = await openPaymentAttempt(tx, {
          userId,
          listingId,
          depositId,
          orderId,
          provider: provider.name,
          amount: listing.depositAmount,
          now,
        });
        return { free: false as const, depositId, paymentId, listing, buyer, payer };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw depositErrors.conflict();
      throw error;
    }
    if (attempt.free) return { paymentLink: null, orderId, depositStatus: 'completed' };

    const { listing, buyer, payer, paymentId, depositId } = attempt;
    const payment = { id: paymentId, depositId, orderId };
    try {
      const started = await provider.start({
        orderId,
        amount: listing.depositAmount,
        card,
        // The verified name and registered address, and the number the provider requires.
        buyer: paymentBuyer(buyer, payer, ip),
        item: { id: listing.id, name: listing.title },
        callbackUrl,
      });
      if (started.kind === 'redirect') {
        return { paymentLink: started.url, orderId, depositStatus: 'pending' };
      }
      const { sealed, key } = sealPage(started.html);
      await keepThreeDsPage(db, paymentId, sealed);
      return {
        paymentLink: `/api/payments/${paymentId}/3ds?k=${key}`,
        orderId,
        depositStatus: 'pending',
      };
    } catch (error) {
      // Spec §4: on any payment failure the deposit is set to failed.
      const declined = error instanceof PaymentDeclinedError;
      const reason = declined ? error.message : 'Ödeme sağlayıcısına ulaşılamadı.';
      await failPaymentAttempt(db, payment, reason, clock());
      if (declined) throw depositErrors.declined(error.message);
      // An adapter's PaymentProviderError is written to be card-free; anything else may carry
      // the request it failed on, so only its name is logged.
      const detail =
        error instanceof PaymentProviderError
          ? { name: error.name, message: error.message }
          : { name: error instanceof Error ? error.name : 'unknown' };
      log.error({ orderId, provider: provider.name, err: detail }, 'payment start failed');
      throw depositErrors.provider();
    }
  }

  const { requestRefund } = createEarlyRefund({ db, clock });
  return { getMyDeposit, startDepositPayment, requestRefund };
}

export type DepositService = ReturnType<typeof createDepositService>;
