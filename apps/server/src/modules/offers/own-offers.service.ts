import { getListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { OFFER_MESSAGES, type MemberOfferChangeResponse } from '@arsamezat/shared/trading/offers';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { offerErrors } from './offer-errors.ts';
import { toOffer } from './offers.mapper.ts';
import { findOffer, lockOffer, lockOfferContext, updateOwnOffer } from './offers.repository.ts';

type Deps = { db: Db; clock: () => Date };
type OwnChange = { kind: 'withdraw' } | { kind: 'change'; amount: number };

/**
 * A member's changes to their own pending offer, until the admin decides (issue 12): withdraw it,
 * or change its amount. Locks go listing (share) then offer (update), the order of sending an
 * offer and of the admin's accept, so a change and a decision wait for each other: whichever
 * commits first wins, and the other sees the offer no longer pending (OFFER_ALREADY_DECIDED or
 * OFFER_NOT_PENDING). Each change writes its audit row in the same transaction. Someone else's
 * offer is answered as not found: its existence is not the caller's business.
 */
export function createOwnOfferService({ db, clock }: Deps) {
  async function changeOwnOffer(
    userId: string,
    offerId: string,
    change: OwnChange,
  ): Promise<MemberOfferChangeResponse> {
    const now = clock();
    const unlocked = await findOffer(db, offerId);
    if (!unlocked || unlocked.userId !== userId) throw offerErrors.notFound();
    const row = await db.transaction(async (tx) => {
      const context = await lockOfferContext(tx, unlocked.listingId);
      const current = await lockOffer(tx, offerId);
      if (!context || !current) throw offerErrors.notFound();
      if (current.status !== 'pending') throw offerErrors.alreadyDecided();
      if (change.kind === 'change') {
        if (getListingPhase(context, now) === 'ended') throw offerErrors.listingClosed();
        if (!(change.amount > 0)) throw offerErrors.invalidAmount();
        if (context.minOfferAmount !== null && change.amount < context.minOfferAmount) {
          throw offerErrors.belowMinimum();
        }
      }
      const updated = await updateOwnOffer(
        tx,
        offerId,
        change.kind === 'withdraw' ? { status: 'withdrawn' } : { amount: change.amount },
        now,
      );
      await recordAudit(tx, {
        actorId: userId,
        action: change.kind === 'withdraw' ? 'offer.withdraw' : 'offer.change',
        entityType: 'offer',
        entityId: offerId,
        before: { status: current.status, amount: current.amount },
        after: { status: updated.status, amount: updated.amount },
      });
      return updated;
    });
    const message = change.kind === 'withdraw' ? OFFER_MESSAGES.withdrawn : OFFER_MESSAGES.changed;
    return { message, offer: toOffer(row) };
  }

  return {
    withdrawOffer: (userId: string, offerId: string) =>
      changeOwnOffer(userId, offerId, { kind: 'withdraw' }),
    changeOffer: (userId: string, offerId: string, amount: number) =>
      changeOwnOffer(userId, offerId, { kind: 'change', amount }),
  };
}

export type OwnOfferService = ReturnType<typeof createOwnOfferService>;
