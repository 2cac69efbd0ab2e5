import {
  OVERVIEW_RECENT_USERS,
  RECENT_BIDS_DAYS,
  STUCK_PAYMENT_MINUTES,
  type AdminOverview,
} from '@arsamezat/shared/admin/admin-overview';
import { istanbulDayBounds } from '@arsamezat/shared/core/istanbul-time';
import { DELETION_ANSWER_DAYS } from '@arsamezat/shared/member/settings';
import type { Db } from '../../db/client.ts';
import type { AdminUsersService } from '../admin-users/index.ts';
import type { AccountService } from '../auth/index.ts';
import { countOverdueSales } from '../sales/index.ts';
import { countListingsByPhase } from './admin-listings.repository.ts';
import {
  countAuctionsEndingBefore,
  countListingsAwaitingReview,
  countBidsSince,
  countOpenKvkk,
  countPaymentsPendingSince,
  countPendingOffers,
  countUnhandledMessages,
  sumCompletedPayments,
  sumRefundsDue,
} from './admin-overview.repository.ts';

type Deps = { db: Db; clock: () => Date; accounts: AccountService; adminUsers: AdminUsersService };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The counts on the admin panel's first screen. */
export function createAdminOverviewService({ db, clock, accounts, adminUsers }: Deps) {
  async function getOverview(): Promise<AdminOverview> {
    const now = clock();
    const day = istanbulDayBounds(now);
    const [
      listings,
      users,
      paid,
      recentBids,
      refundsDue,
      pendingOffers,
      endingToday,
      stuckPayments,
      unreadMessages,
      openKvkk,
      recentUsers,
      listingReviews,
      overdueSales,
    ] = await Promise.all([
      countListingsByPhase(db, now),
      accounts.countAccounts(),
      sumCompletedPayments(db),
      countBidsSince(db, new Date(now.getTime() - RECENT_BIDS_DAYS * DAY_MS)),
      sumRefundsDue(db),
      countPendingOffers(db),
      countAuctionsEndingBefore(db, now, day.to),
      countPaymentsPendingSince(db, new Date(now.getTime() - STUCK_PAYMENT_MINUTES * MINUTE_MS)),
      countUnhandledMessages(db),
      countOpenKvkk(db, new Date(now.getTime() - DELETION_ANSWER_DAYS * DAY_MS)),
      adminUsers.listRecentUsers(OVERVIEW_RECENT_USERS),
      countListingsAwaitingReview(db),
      countOverdueSales(db, now),
    ]);
    const { all, ...phases } = listings;
    return {
      listings: { total: all, ...phases },
      users: { total: users },
      payments: { completedCount: paid.count, completedAmount: paid.amount },
      recentBids,
      today: {
        refundsDue,
        pendingOffers,
        endingToday,
        stuckPayments,
        unreadMessages,
        openKvkk,
        listingReviews,
        overdueSales,
      },
      recentUsers,
    };
  }

  async function countUsers(): Promise<{ count: number }> {
    return { count: await accounts.countAccounts() };
  }

  return { getOverview, countUsers };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
