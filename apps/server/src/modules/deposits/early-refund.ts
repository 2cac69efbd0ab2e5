import {
  addBusinessDays,
  DEPOSIT_REFUND_BUSINESS_DAYS,
} from '@arsamezat/shared/member/member-records';
import {
  DEPOSIT_REFUND_MESSAGES,
  type EarlyRefundBlocker,
  type RequestDepositRefundResponse,
} from '@arsamezat/shared/trading/deposits';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import {
  findDepositOwner,
  lockDepositForRefund,
  lockListingForRefund,
  markEarlyRefundDue,
} from './deposits.repository.ts';

/** The answer to each thing that stands in the way of an early refund. */
const REFUSALS: Record<EarlyRefundBlocker, () => AppError> = {
  fee_kept: () => new AppError('DEPOSIT_FEE_KEPT'),
  not_completed: () => new AppError('DEPOSIT_NOT_COMPLETED'),
  refund_requested: () => new AppError('DEPOSIT_REFUND_REQUESTED'),
  refunded: () => new AppError('DEPOSIT_ALREADY_REFUNDED'),
  nothing_to_refund: () => new AppError('DEPOSIT_NOTHING_TO_REFUND'),
  listing_ended: () => new AppError('LISTING_CLOSED', DEPOSIT_REFUND_MESSAGES.listingEnded),
  leading: () => new AppError('DEPOSIT_BACKS_LEADING_BID'),
  offer: () => new AppError('DEPOSIT_BACKS_OFFER'),
};

/**
 * A member asks for their deposit back before the listing ends (issue 26, decision 061). Decided
 * in one transaction that locks the listing row (every bid, offer and the closing on it waits, and
 * they lock it first too) and then the deposit, reads the rule (`early-refund.sql.ts`) as it
 * stands after both locks, and moves the deposit to `refund_due` with its audit row
 * (`deposit.refund_requested`, the member as actor) — the same state and queue as a refund at the
 * listing's end, which the operator pays out through the provider (decision 024). A second
 * request, or one racing a bid that takes the lead, finds the rule refusing. Bids and offers ask
 * for a completed deposit under the same row locks, so none slips past the refund. Someone
 * else's deposit is answered as not found.
 */
export function createEarlyRefund({ db, clock }: { db: Db; clock: () => Date }) {
  async function requestRefund(
    userId: string,
    depositId: string,
  ): Promise<RequestDepositRefundResponse> {
    const owner = await findDepositOwner(db, depositId);
    if (!owner || owner.userId !== userId) throw new AppError('DEPOSIT_NOT_FOUND');
    const { deposit, now } = await db.transaction(async (tx) => {
      if (!(await lockListingForRefund(tx, owner.listingId))) {
        throw new AppError('DEPOSIT_NOT_FOUND');
      }
      const at = clock();
      const locked = await lockDepositForRefund(tx, depositId, at);
      if (!locked) throw new AppError('DEPOSIT_NOT_FOUND');
      if (locked.blocker) throw REFUSALS[locked.blocker]();
      if (!(await markEarlyRefundDue(tx, depositId, at))) throw REFUSALS.not_completed();
      await recordAudit(tx, {
        actorId: userId,
        action: 'deposit.refund_requested',
        entityType: 'deposit',
        entityId: depositId,
        before: { status: locked.status, amount: locked.amount },
        after: { status: 'refund_due', amount: locked.amount, requestedBy: 'member' },
      });
      return { deposit: locked, now: at };
    });
    return {
      message: DEPOSIT_REFUND_MESSAGES.requested,
      deposit: {
        id: deposit.id,
        listingId: deposit.listingId,
        amount: deposit.amount,
        status: 'refund_due',
        refundSince: now.toISOString(),
        refundBy: addBusinessDays(now, DEPOSIT_REFUND_BUSINESS_DAYS).toISOString(),
      },
    };
  }

  return { requestRefund };
}
