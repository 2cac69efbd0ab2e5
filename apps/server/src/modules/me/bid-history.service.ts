import type { SessionUser } from '@arsamezat/shared/accounts/auth';
import { getListingPhase } from '@arsamezat/shared/listings/listing-phase';
import { BID_HISTORY_PAGE_SIZE, type BidHistoryResponse } from '@arsamezat/shared/member/users';
import type { Db } from '../../db/client.ts';
import { findBidHistory } from './bid-history.repository.ts';

/** 'Teklif Geçmişim' on /profile: the member's own bids only, newest first, paged. */
export function createBidHistoryService(deps: { db: Db; clock: () => Date }) {
  return {
    async getBidHistory(user: SessionUser, page: number): Promise<BidHistoryResponse> {
      const now = deps.clock();
      const { rows, total } = await findBidHistory(deps.db, user.id, {
        limit: BID_HISTORY_PAGE_SIZE,
        offset: (page - 1) * BID_HISTORY_PAGE_SIZE,
      });
      return {
        items: rows.map((row) => ({
          id: row.id,
          amount: row.amount,
          createdAt: row.createdAt.toISOString(),
          listing: { id: row.listingId, title: row.title, phase: getListingPhase(row, now) },
        })),
        page,
        pageSize: BID_HISTORY_PAGE_SIZE,
        total,
      };
    },
  };
}
