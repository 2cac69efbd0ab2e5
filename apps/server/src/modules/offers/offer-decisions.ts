import { maskBidderName } from '@arsamezat/shared/trading/bids';
import { getListingPhase } from '@arsamezat/shared/listings/listing-phase';
import type { AcceptOfferInput, AdminOffer } from '@arsamezat/shared/trading/offers';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { EventBus } from '../events/index.ts';
import {
  recordDepositsRefundDue,
  recordFirmListingEnded,
  recordOfferDecided,
} from '../notifications/index.ts';
import { openSale, recordRunnerUpHeld } from '../sales/index.ts';
import { offerErrors } from './offer-errors.ts';
import { toAdminOffer } from './offers.mapper.ts';
import {
  findAdminOffer,
  findListingFirm,
  findCompletedDeposit,
  findOffer,
  findRunnerUpOffer,
  highestOtherPendingAmount,
  lockListing,
  lockOffer,
  markListingSold,
  markOtherDepositsRefundDue,
  rejectPendingOffers,
  setOfferStatus,
} from './offers.repository.ts';

/**
 * Who decides an offer (decision 072): the operator, on any listing; or a member of the firm that
 * owns the listing, only on that firm's listing named in the request (another's is not found).
 * Both go through the same rules below; only the audit row says which and, for a firm, who in it.
 */
export type OfferDecider =
  | { kind: 'operator'; userId: string }
  | {
      kind: 'firm';
      userId: string;
      firmId: string;
      role: 'owner' | 'staff';
      /** The firm's listing the request named: an offer of another listing is not found. */
      listingId: string;
    };

type Deps = { db: Db; clock: () => Date; events: EventBus };

/** The firm a decision is made for (or in whose place), for the audit row. */
function firmOfDecision(decider: OfferDecider, listingFirmId: string | null) {
  if (decider.kind === 'firm') {
    return { decidedAs: 'firm', firm: { id: decider.firmId, role: decider.role } };
  }
  // The operator deciding a firm's offer acts in the firm's place (decision 072).
  return listingFirmId === null ? {} : { decidedAs: 'operator', firm: { id: listingFirmId } };
}

/** A firm decides only offers of its own listing, the one it named. */
function outOfReach(
  decider: OfferDecider,
  offer: { listingId: string },
  listingFirmId: string | null,
) {
  return (
    decider.kind === 'firm' &&
    (offer.listingId !== decider.listingId || listingFirmId !== decider.firmId)
  );
}

/**
 * Accepting and rejecting offers, whoever decides (the operator's routes and the firm's). Each
 * runs in one transaction with its audit row; accepting also sells the listing and announces it
 * (the NOTIFY is delivered when the transaction commits). Locks go listing first, then offer,
 * the same order as sending an offer.
 */
export function createOfferDecisions({ db, clock, events }: Deps) {
  async function decided(tx: Tx, offerId: string): Promise<AdminOffer> {
    const row = await findAdminOffer(tx, offerId);
    if (!row) throw offerErrors.notFound();
    return toAdminOffer(row);
  }

  /**
   * Sells the listing at this offer. The other pending offers end with the sale (rejected) and
   * every other completed deposit is marked for refund, in the same transaction. Below a higher
   * pending offer only when the decider confirmed selling below it (`acknowledgedHigherAmount`
   * at least that offer, issue 26); otherwise nothing changes.
   */
  async function acceptOffer(
    decider: OfferDecider,
    offerId: string,
    input: AcceptOfferInput = {},
  ): Promise<AdminOffer> {
    const now = clock();
    const unlocked = await findOffer(db, offerId);
    if (!unlocked) throw offerErrors.notFound();
    try {
      const accepted = await db.transaction(async (tx) => {
        const listing = await lockListing(tx, unlocked.listingId);
        const current = await lockOffer(tx, offerId);
        if (!listing || !current) throw offerErrors.notFound();
        if (outOfReach(decider, current, listing.firmId)) throw offerErrors.notFound();
        if (current.status !== 'pending') throw offerErrors.notPending();
        if (listing.status === 'sold') throw offerErrors.alreadySold();
        if (getListingPhase(listing, now) === 'ended') throw offerErrors.closedForAccept();
        const higher = await highestOtherPendingAmount(tx, listing.id, offerId);
        if (higher !== null && higher > current.amount) {
          const acknowledged = input.acknowledgedHigherAmount;
          if (acknowledged === undefined || acknowledged < higher) {
            throw offerErrors.higherPending(higher);
          }
        }

        const decidedBy = decider.userId;
        // The next-highest pending offer's sender keeps their deposit held (issue 29).
        const runnerUp = await findRunnerUpOffer(tx, listing.id, offerId);
        const buyerDeposit = await findCompletedDeposit(tx, listing.id, current.userId);
        await setOfferStatus(tx, offerId, { status: 'accepted', decidedBy, now });
        await markListingSold(tx, listing.id, {
          winnerId: current.userId,
          finalPrice: current.amount,
          now,
        });
        // Their senders hear of it with their deposit's refund (below), not as a price refused.
        const offersRejected = await rejectPendingOffers(tx, listing.id, { decidedBy, now });
        const kept = runnerUp ? [current.userId, runnerUp.userId] : [current.userId];
        const refunded = await markOtherDepositsRefundDue(tx, listing.id, kept, now);
        // The sale (issue 29) exists exactly when the offer is accepted.
        const sale = await openSale(tx, {
          listingId: listing.id,
          listingType: listing.listingType,
          buyerId: current.userId,
          firmId: listing.firmId,
          origin: 'offer',
          offerId,
          deposit: buyerDeposit,
          price: current.amount,
          runnerUp,
          actorId: decidedBy,
          actorRole: decider.kind === 'firm' ? 'firm' : 'operator',
          now,
        });
        // The next-highest offer's sender: 'Yedek alıcı oldunuz', with the hold's date.
        await recordRunnerUpHeld(tx, sale, now);
        await recordOfferDecided(tx, {
          decision: 'accepted',
          offerId,
          userId: current.userId,
          listingId: listing.id,
          amount: current.amount,
          now,
        });
        // The other depositors (other offerers among them) learn their deposit comes back.
        await recordDepositsRefundDue(tx, { listingId: listing.id, depositHolders: refunded, now });
        const view = await decided(tx, offerId);
        const winnerName = maskBidderName(view.user.fullName);
        // The owning firm's members learn their listing ended with this sale (issue 28).
        await recordFirmListingEnded(tx, {
          listingId: listing.id,
          status: 'sold',
          winnerName,
          finalPrice: current.amount,
          now,
        });
        await recordAudit(tx, {
          actorId: decidedBy,
          action: 'offer.accept',
          entityType: 'offer',
          entityId: offerId,
          before: { status: current.status, listingStatus: listing.status },
          after: {
            status: 'accepted',
            listing: { id: listing.id, status: 'sold', winnerId: current.userId },
            finalPrice: current.amount,
            depositsRefundDue: refunded.length,
            offersRejected,
            ...(higher !== null && higher > current.amount ? { belowHigherPending: higher } : {}),
            ...firmOfDecision(decider, listing.firmId),
          },
        });
        await events.publish(
          {
            type: 'ended',
            data: { listingId: listing.id, status: 'sold', winnerName, finalPrice: current.amount },
          },
          tx,
        );
        return view;
      });
      // Committed: the NATS bus tells the other instances now (decision 087).
      events.announce([unlocked.listingId]);
      return accepted;
    } catch (error) {
      // Another offer of this listing was accepted at the same moment.
      if (isUniqueViolation(error)) throw offerErrors.alreadySold();
      throw error;
    }
  }

  async function rejectOffer(decider: OfferDecider, offerId: string): Promise<AdminOffer> {
    const now = clock();
    return db.transaction(async (tx) => {
      const current = await lockOffer(tx, offerId);
      if (!current) throw offerErrors.notFound();
      const listingFirmId = await findListingFirm(tx, current.listingId);
      if (outOfReach(decider, current, listingFirmId)) throw offerErrors.notFound();
      if (current.status !== 'pending') throw offerErrors.notPending();
      await setOfferStatus(tx, offerId, { status: 'rejected', decidedBy: decider.userId, now });
      await recordOfferDecided(tx, {
        decision: 'rejected',
        offerId,
        userId: current.userId,
        listingId: current.listingId,
        amount: current.amount,
        now,
      });
      await recordAudit(tx, {
        actorId: decider.userId,
        action: 'offer.reject',
        entityType: 'offer',
        entityId: offerId,
        before: { status: current.status },
        after: { status: 'rejected', ...firmOfDecision(decider, listingFirmId) },
      });
      return decided(tx, offerId);
    });
  }

  return { acceptOffer, rejectOffer };
}

export type OfferDecisions = ReturnType<typeof createOfferDecisions>;
